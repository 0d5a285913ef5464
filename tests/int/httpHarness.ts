/**
 * Shared helpers for the access matrix and the fuzz tests: real Payload HTTP handlers called
 * in-process (the same functions Next.js mounts in src/app/(payload)/api), a GraphQL client on
 * top, and a walk over the Payload config's fields.
 */
import type { Field, Payload, SanitizedConfig } from 'payload'

export type ApiAnswer = {
  status: number
  contentType: string
  text: string
  json: unknown
}

export type Handlers = {
  rest: (
    method: string,
    path: string,
    init?: { token?: string; body?: BodyInit | null; headers?: Record<string, string>; /** 'first': stop reading an event stream after its first event */ sse?: 'full' | 'first' },
  ) => Promise<ApiAnswer>
  gql: (query: string, variables?: Record<string, unknown>, token?: string, extraHeaders?: Record<string, string>) => Promise<GqlAnswer>
  /** The handler's Response as it is, for reading a long-lived event stream event by event. */
  raw: (method: string, path: string, init?: { token?: string; body?: BodyInit | null; headers?: Record<string, string> }) => Promise<Response>
}

export type GqlAnswer = ApiAnswer & {
  data: Record<string, unknown> | null
  errors: { message: string; extensions?: { statusCode?: number; name?: string; code?: string } }[]
}

export const BASE = 'http://localhost:3000'

/** Reads the whole body (text/event-stream too) with a time limit, so a hanging stream fails the cell. */
async function readBody(response: Response, timeoutMs: number, firstEventOnly = false): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const left = deadline - Date.now()
    if (left <= 0) {
      await reader.cancel().catch(() => {})
      return `${text}\n[harness: body still streaming after ${timeoutMs} ms]`
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const chunk = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left)
      }),
    ])
    clearTimeout(timer)
    if (chunk === 'timeout') continue
    if (chunk.done) return text + decoder.decode()
    text += decoder.decode(chunk.value, { stream: true })
    if (firstEventOnly && /\n\n/.test(text)) {
      await reader.cancel().catch(() => {})
      return text
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The REST and GraphQL route handlers of @payloadcms/next, bound to our config. */
export async function makeHandlers(config: Promise<SanitizedConfig> | SanitizedConfig, { streamTimeoutMs = 30_000 } = {}): Promise<Handlers> {
  const routes = await import('@payloadcms/next/routes')
  // Wrapped as src/app/(payload)/api/[...slug]/route.ts wraps them.
  const { withErrorShape } = await import('@/server/http/routeNotFound')
  const { withGraphqlGuards } = await import('@/server/http/graphqlGuard')
  const byMethod: Record<string, ReturnType<typeof routes.REST_GET>> = {
    GET: withErrorShape(routes.REST_GET(config), config),
    POST: withErrorShape(routes.REST_POST(config), config),
    PATCH: withErrorShape(routes.REST_PATCH(config), config),
    DELETE: withErrorShape(routes.REST_DELETE(config), config),
    OPTIONS: routes.REST_OPTIONS(config),
  }
  const graphql = withGraphqlGuards(routes.GRAPHQL_POST(config))

  async function answer(response: Response, sse: 'full' | 'first' = 'full'): Promise<ApiAnswer> {
    const stream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream')
    const text = await readBody(response, streamTimeoutMs, stream && sse === 'first')
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json: parseJson(text) }
  }

  async function call(method: string, path: string, init: { token?: string; body?: BodyInit | null; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(path, BASE)
    const segments = url.pathname
      .replace(/^\/api\/?/, '')
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
    const headers = new Headers(init.headers ?? {})
    if (init.token) headers.set('Authorization', `JWT ${init.token}`)
    if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json')
    // A stream body (a chunked upload) needs duplex: 'half', as fetch itself requires.
    const request = new Request(url, { method, headers, body: init.body ?? undefined, ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit)
    const handler = byMethod[method.toUpperCase()]
    if (!handler) throw new Error(`no handler for ${method}`)
    return handler(request, { params: Promise.resolve({ slug: segments }) })
  }

  return {
    raw: call,
    async rest(method, path, init = {}) {
      return answer(await call(method, path, init), init.sse)
    },
    async gql(query, variables, token, extraHeaders = {}) {
      const headers = new Headers({ ...extraHeaders, 'content-type': 'application/json' })
      if (token) headers.set('Authorization', `JWT ${token}`)
      const request = new Request(`${BASE}/api/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })
      const a = await answer(await graphql(request))
      const body = (a.json ?? {}) as { data?: Record<string, unknown> | null; errors?: GqlAnswer['errors'] }
      return { ...a, data: body.data ?? null, errors: body.errors ?? [] }
    },
  }
}

/** Every data field of a field list, nested fields included, with its dotted path. */
export type FieldAt = { path: string; field: Field & { name: string }; insideArray: boolean }

export function walkFields(fields: Field[], prefix = '', insideArray = false): FieldAt[] {
  const out: FieldAt[] = []
  for (const field of fields) {
    const f = field as Field & { name?: string; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[]; blocks?: { fields: Field[] }[] }
    const named = typeof f.name === 'string' && f.name.length > 0
    const path = named ? `${prefix}${f.name}` : prefix.replace(/\.$/, '')
    if (named) out.push({ path, field: f as FieldAt['field'], insideArray })
    if (f.type === 'tabs' && f.tabs) {
      for (const tab of f.tabs) out.push(...walkFields(tab.fields, tab.name ? `${prefix}${tab.name}.` : prefix, insideArray))
    } else if (f.fields) {
      out.push(...walkFields(f.fields, named ? `${path}.` : prefix, insideArray || f.type === 'array'))
    }
    if (f.blocks) for (const block of f.blocks) out.push(...walkFields(block.fields, `${path}.`, true))
  }
  return out
}

export function getPath(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.')
  let node = target
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {}
    node = node[key] as Record<string, unknown>
  }
  node[keys[keys.length - 1]!] = value
  return target
}

/** Relationship values compare by id, whatever the depth they came back at. */
export function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize)
  if (value instanceof Date) return value.toISOString()
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if ('relationTo' in o && 'value' in o) return { relationTo: o.relationTo, value: normalize(o.value) }
    if ('id' in o && ('createdAt' in o || 'updatedAt' in o)) return o.id
    return Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'id').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, normalize(v)]))
  }
  return value
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a) ?? null) === JSON.stringify(normalize(b) ?? null)
}

/** The events of a text/event-stream body, in order: `{ event, data }` with data parsed as JSON. */
export type StreamEvent = { event: string; data: any }
export function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
      data: JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n'),
      ),
    }))
}

export function excerpt(text: string, max = 220): string {
  // Cut before flattening: bodies run to 100 KB and only their start is shown.
  const flat = text.slice(0, max * 4).replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}

/**
 * Headers that give a request the client address `ip`, as our production server (server.mjs) passes
 * it to the app: a private header (src/server/rateLimit.ts CLIENT_ADDRESS_HEADER) that is honoured
 * only in a process server.mjs has marked. The test process plays server.mjs: it sets the mark and
 * the header, so rate limits count per generated address and fuzzed input reaches validation.
 */
export async function clientAddressHeaders(ip: string): Promise<Record<string, string>> {
  return Object.fromEntries((await (addressHeaderNames ??= addressHeadersOfTheApp())).map((name) => [name, ip]))
}

/** Found once: a dynamic import per request cost the fuzz a fifth of its time (the loader's resolve hook). */
let addressHeaderNames: Promise<string[]> | undefined
async function addressHeadersOfTheApp(): Promise<string[]> {
  const mod = (await import('@/server/rateLimit')) as Record<string, unknown>
  ;(globalThis as Record<symbol, unknown>)[Symbol.for('seo-writer.client-address-header')] = true
  const names = Object.values(mod).filter((value): value is string => typeof value === 'string' && /^x-[a-z0-9-]+$/i.test(value)).map((name) => name.toLowerCase())
  return names.length ? names : ['x-forwarded-for', 'x-real-ip']
}

/**
 * A signed-in session for a fixture account, made as the confirmation link makes one: a session row
 * and its JWT. Not through the password (600,000 rounds of PBKDF2 per sign-in): the tests of signing
 * in (accounts, accountTiming, the fuzz of the login endpoints) go through it.
 */
export async function sessionToken(payload: Payload, userId: number | string): Promise<string> {
  const { startSession } = await import('@/server/account/session')
  return (await startSession(payload, userId)).token
}

// ------------------------------------ generic records from the config ------------------------

export type SampleContext = {
  /** The account that owns the record (relationship fields to users). */
  owner: number
  /** A unique tag; text fields carry it, the probe field is exactly it. */
  mark: string
  /** An existing record of another collection, for required relationships. */
  relatedId: (slug: string) => number | string | undefined
  lexical: (html: string) => Promise<unknown>
}

type AnyField = Field & {
  name?: string
  required?: boolean
  hasMany?: boolean
  relationTo?: string | string[]
  min?: number
  maxLength?: number
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  options?: (string | { value: string })[]
  access?: { create?: unknown; update?: unknown; read?: unknown }
  hidden?: boolean
}

function firstOption(field: AnyField): string {
  const first = (field.options ?? [])[0]
  return typeof first === 'string' ? first : String(first?.value ?? '')
}

export function hasFieldAccess(field: Field): boolean {
  const access = (field as AnyField).access
  return Boolean(access?.create || access?.update || access?.read)
}

/** The first plain top-level text field: used to observe writes and to find records by a unique tag. */
export function probeFieldOf(collection: { fields: Field[] }): FieldAt | undefined {
  return walkFields(collection.fields).find(
    ({ path, field }) =>
      !path.includes('.') &&
      (field.type === 'text' || field.type === 'textarea') &&
      !hasFieldAccess(field) &&
      !(field as AnyField).hidden &&
      !(field as AnyField).hasMany &&
      !['slug', 'email'].includes(path),
  )
}

let sampledNumbers = 0

/** A valid value for a field, built from its config alone. */
export async function sampleValue(field: AnyField & { name: string }, ctx: SampleContext): Promise<unknown> {
  const many = (v: unknown) => (field.hasMany ? [v] : v)
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return many(`${ctx.mark}-${field.name}`.slice(0, field.maxLength ?? 200))
    case 'email':
      return `${ctx.mark}-${field.name}@example.net`
    case 'number':
      // Varied within its bounds, so records of a collection with a unique (relation, number) index can coexist.
      return many(Math.min(field.max ?? Number.MAX_SAFE_INTEGER, (field.min ?? 1) + (sampledNumbers++ % 50)))
    case 'select':
    case 'radio':
      return many(firstOption(field))
    case 'checkbox':
      return false
    case 'date':
      return new Date().toISOString()
    case 'json':
      return { mark: ctx.mark }
    case 'point':
      return [10, 20]
    case 'richText':
      return ctx.lexical(`<p>${ctx.mark}</p>`)
    case 'relationship':
    case 'upload': {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo!]
      const target = targets[0]!
      const id = target === 'users' ? ctx.owner : ctx.relatedId(target)
      if (id == null) return undefined
      return many(Array.isArray(field.relationTo) ? { relationTo: target, value: id } : id)
    }
    case 'group': {
      const out: Record<string, unknown> = {}
      for (const sub of field.fields ?? []) {
        const s = sub as AnyField
        if (s.name && s.required) out[s.name] = await sampleValue(s as AnyField & { name: string }, ctx)
      }
      return out
    }
    case 'array':
      return []
    default:
      return undefined
  }
}

/** Required fields, the owner field (`user`) and the probe field (= ctx.mark) of a collection. */
export async function sampleRecordData(collection: { fields: Field[]; auth?: unknown }, ctx: SampleContext): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {}
  const probe = probeFieldOf(collection)
  const visit = async (fields: Field[]) => {
    for (const field of fields as AnyField[]) {
      if (field.type === 'tabs' && field.tabs) {
        for (const tab of field.tabs) if (!tab.name) await visit(tab.fields)
        continue
      }
      if (!field.name) {
        if (field.fields) await visit(field.fields)
        continue
      }
      const wanted = field.required || field.name === 'user' || field.name === probe?.path
      if (!wanted) continue
      const value = field.name === probe?.path ? ctx.mark : await sampleValue(field as AnyField & { name: string }, ctx)
      if (value !== undefined) data[field.name] = value
    }
  }
  await visit(collection.fields)
  if (collection.auth) Object.assign(data, { email: `${ctx.mark}@example.com`, password: 'secret1', _verified: true, roles: ['user'] })
  return data
}
