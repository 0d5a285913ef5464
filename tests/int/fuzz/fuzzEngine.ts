/**
 * Bad input, through the real REST route handlers: every custom endpoint of the config (root and
 * collection endpoints, enumerated so a new one is covered) and every collection's REST create and
 * update receive FUZZ_RUNS (default 1,000) fast-check generated requests each: wrong types, strings
 * up to 100 KB, deeply nested JSON, bad ids, query operators, broken bodies, HTML and script in
 * every text field, as a visitor, a user (or the record's owner) and an admin. Payload's own
 * auth/upload/preference/jobs endpoints get FUZZ_BUILTIN_RUNS (default 100).
 *
 * Every answer must be: no 5xx (503 only with a documented code), and every non-2xx a JSON body
 * `{ error: { code, message } }`. After the run nothing stored in articles.content, in the posts
 * (their HTML) or in e-mails the endpoints wrote may hold a script, an on* attribute or a
 * javascript: URL. Failures are collected (not shrunk: every request costs a round trip) and
 * listed per endpoint with one example input each.
 */
import fc from 'fast-check'
import type { Field, Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { printOutcome } from './ownProcess'
import { unsafeParts } from './unsafeParts'

import type { User } from '@/payload-types'
import { signStripePayload, startFakeStripe, type FakeStripe } from '../../fakes/stripe'
import { bootPayload, createVerifiedUser, ownDatabase, shutdown, uniqueEmail } from '../support'
import { clientAddressHeaders, excerpt, sessionToken, makeHandlers, sampleRecordData, setPath, walkFields, type ApiAnswer, type Handlers } from '../httpHarness'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
/** Requests in flight at once (the app is one process; PostgreSQL runs beside it on the second core). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6)
const BUILTIN_RUNS = Number(process.env.FUZZ_BUILTIN_RUNS ?? 100)
/** A fixed seed keeps CI reproducible; FUZZ_SEED=random explores new cases (the log prints the seed to replay). */
const SEED = process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.FUZZ_SEED ?? 20261123)
const WEBHOOK_SECRET = 'whsec_fuzz_secret'
/** The default request-body limit (src/shared/uploads.ts DEFAULT_MAX_BODY_MB). */
const BODY_LIMIT = 2 * 1024 * 1024
/** A request without an answer by then is a failure ("the server hung"). */
const REQUEST_TIMEOUT_MS = Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 10_000)

/** Payload's (and Next's) own endpoints: fuzzed with fewer cases, they are not our code. */
const PAYLOAD_DEFAULT_ENDPOINTS = new Set(['GET /count', 'POST /', 'DELETE /', 'DELETE /:id', 'POST /access/:id?', 'GET /versions', 'POST /:id/duplicate', 'GET /', 'GET /:id', 'GET /versions/:id', 'POST /versions/:id', 'PATCH /', 'PATCH /:id'])
const BUILTIN_ROOT = new Set(['GET /access', 'GET /og'])
const BUILTIN_COLLECTION: Record<string, string[]> = {
  users: ['POST /forgot-password', 'GET /init', 'POST /login', 'POST /logout', 'GET /me', 'POST /refresh-token', 'POST /first-register', 'POST /reset-password', 'POST /unlock', 'POST /verify/:id'],
  media: ['GET /paste-url/:id?', 'GET /file/:filename'],
  'payload-preferences': ['GET /:key', 'DELETE /:key', 'POST /:key'],
  'payload-jobs': ['GET /run', 'GET /handle-schedules'],
}

// ------------------------------------ generators ---------------------------------------------

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<div onmouseover="alert(1)">hover</div>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="x" srcset="javascript:alert(1) 2x">',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<script>alert(1)//-->',
  '<a href="mailto:x@example.com" onfocus=alert(1) autofocus>m</a>',
  'javascript:alert(1)',
  '<p>Plain <strong>allowed</strong> <a href="https://example.com">link</a></p>',
]
const ODD_STRINGS = ["abc'--", '1; DROP TABLE users;--', "' OR '1'='1", '%', '_', '\\', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'prototype', '\u0000', '\uFFFF', '\uD800', '../../etc/passwd', 'NaN', 'Infinity', '-1', '1e99', '0x10', ' ', '', 'null', 'true', '[]', '{}', 'é'.repeat(50), '😀'.repeat(30), 'a\r\nSet-Cookie: x=1']
const BAD_IDS = ["abc'--", '-1', '1e99', '0', '999999999', '99999999999999999999', 'null', 'undefined', '..', '1.5', ' 1', 'NaN', '0x1', "1' OR 1=1--", '😀', '%00', 'a'.repeat(3000), '[object Object]', '1,2', '$ne']
const JS_URLS = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'https://example.com/ok']

const QUERY_PARTS = [
  'where[title][near]=1,2',
  'where[id][like]=x',
  'where[id][near]=1,2,3,4',
  'where[title][within]=x',
  'where[title][intersects]=1',
  'where[id][in]=1,2,abc',
  'where[or][0][email][exists]=true',
  'where[and][0][x][y][z]=1',
  'where[createdAt][greater_than]=notadate',
  'where[roles][all]=admin',
  'where[content][contains]=%3Cscript%3E',
  'where[__proto__][polluted]=1',
  'where[constructor][prototype][x]=1',
  'where=notanobject',
  'where[user][equals]=1',
  'depth=999',
  'depth=-1',
  'depth=abc',
  'limit=-1',
  'limit=1e99',
  'limit=abc',
  'page=0',
  'page=1e99',
  'sort=-',
  'sort=__proto__',
  'sort=password',
  'locale=../../',
  'fallback-locale=x',
  'draft=true',
  'trash=true',
  'select[password]=true',
  'select[hash]=true',
  'populate[users][email]=true',
  'joins=x',
  'pagination=false',
  'format=pdf',
  'format=html',
  'format=../../x',
  'src=http://169.254.169.254/latest/meta-data/',
  'src=http://127.0.0.1:1/',
  'src=file:///etc/passwd',
  'title=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
]

function nest(depth: number): unknown {
  let value: unknown = 'deep'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

const lexicalText = (text: string, style = '') => ({ type: 'text', text, format: 0, style, mode: 'normal', detail: 0, version: 1 })
const lexicalDoc = (children: unknown[]) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children } })
const paragraph = (children: unknown[]) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: null, textFormat: 0, textStyle: '', children })
const link = (url: string, text: string) => ({ type: 'link', version: 3, format: '', indent: 0, direction: null, fields: { url, linkType: 'custom', newTab: false }, children: [lexicalText(text)] })

const evilLexical = fc
  .tuple(fc.constantFrom(...XSS), fc.constantFrom(...JS_URLS), fc.constantFrom('', 'background:url(javascript:alert(1))', 'color: red" onmouseover="alert(1)'), fc.constantFrom('link', 'autolink', 'html', 'upload', 'unknownNode'))
  .map(([text, url, style, kind]) =>
    lexicalDoc([
      paragraph([lexicalText(text, style), kind === 'link' || kind === 'autolink' ? { ...link(url, 'click'), type: kind } : { type: kind, version: 1, html: text, value: url, relationTo: 'media', fields: { url } }]),
    ]),
  )

const huge = fc
  .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.constantFrom('a', 'é', '<script>alert(1)</script>', '😀', '<p>x</p>', ' ', '<img src=x onerror=alert(1)>'))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n))

const operatorObject = fc.constantFrom<unknown>({ equals: 1 }, { $ne: null }, { like: '%' }, { near: '1,2' }, { in: [1, 2] }, { exists: true }, { relationTo: 'users', value: 1 }, { id: 1 }, JSON.parse('{"__proto__":{"polluted":true}}'))

/** One bad value of any kind. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 4, arbitrary: fc.constantFrom(...XSS) },
  { weight: 1, arbitrary: fc.constantFrom(...XSS).map((x) => `<h2>Intro</h2><p>text</p>${x}<p>outro</p>`) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map(nest) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-1), fc.constant(1e99)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...XSS), { maxLength: 5 }) },
  { weight: 1, arbitrary: evilLexical },
)

type BodyChoice =
  | { kind: 'object'; fields: [string, unknown][]; base: boolean; allTextXss: string | null }
  | { kind: 'raw'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'none' }
  | { kind: 'sized'; bytes: number }
  | { kind: 'upload'; bytes: Uint8Array | 'png'; filename: string; mimetype: string }

function bodyArbitrary(keys: string[], upload: boolean): fc.Arbitrary<BodyChoice> {
  const keyArb = keys.length ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }) : fc.string({ maxLength: 12 })
  const choices: { weight: number; arbitrary: fc.Arbitrary<BodyChoice> }[] = [
    {
      weight: 12,
      arbitrary: fc.record({
        kind: fc.constant('object' as const),
        fields: fc.array(fc.tuple(keyArb, nasty), { maxLength: 6 }),
        base: fc.boolean(),
        allTextXss: fc.option(fc.constantFrom(...XSS), { freq: 4, nil: null }),
      }) as fc.Arbitrary<BodyChoice>,
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: fc.oneof(fc.jsonValue(), nasty) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.oneof(fc.constantFrom('{', '{"a":', '[1,', 'nul', '\u0000', 'a=1&b=2', '<xml/>', '{"__proto__":{"x":1}}', ''), fc.string({ maxLength: 100 }), huge) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    // Around the request-body limit (MAX_BODY_MB, 2 MB): just under it, just over it, far over it.
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('sized' as const), bytes: fc.constantFrom(BODY_LIMIT - 64, BODY_LIMIT + 1, 3 * BODY_LIMIT) }) },
  ]
  if (upload) {
    choices.push({
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('upload' as const),
        bytes: fc.oneof(fc.constant('png' as const), fc.uint8Array({ maxLength: 3000 })),
        filename: fc.constantFrom('a.png', '../../evil.png', '<script>.png', 'x'.repeat(300) + '.png', 'a.svg', '.png', 'a.php.png', '😀.webp'),
        mimetype: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
      }),
    })
  }
  return fc.oneof(...choices)
}

type Actor = 'anonymous' | 'user' | 'owner' | 'admin'
type Case = { actor: Actor; who: number; id: { real: number } | { bad: string }; query: string[]; body: BodyChoice; contentType: string | null; ip: string; signature: 'valid' | 'bad' | 'none' }

function caseArbitrary(keys: string[], upload: boolean, actors: Actor[]): fc.Arbitrary<Case> {
  return fc.record({
    actor: fc.constantFrom(...actors),
    who: fc.nat(),
    id: fc.oneof({ weight: 3, arbitrary: fc.nat().map((real) => ({ real })) }, { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...BAD_IDS), fc.string({ maxLength: 30 })).map((bad) => ({ bad })) }),
    query: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_PARTS) }, { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 15 }), fc.string({ maxLength: 40 })).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`) }), { maxLength: 3 }),
    body: bodyArbitrary(keys, upload),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', null),
    ip: fc.ipV4(),
    signature: fc.constantFrom('valid', 'valid', 'bad', 'none'),
  })
}

// ------------------------------------ the app under test -------------------------------------

type Identity = { id: number; token: string; doc: User }
type RealTarget = { id: number | string; ownerToken?: string; key?: string }
type Target = {
  label: string
  method: string
  /** path under /api with :params */
  path: string
  kind: 'endpoint' | 'builtin' | 'create' | 'update'
  slug?: string
  runs: number
  keys: string[]
  base?: () => Promise<Record<string, unknown>> | Record<string, unknown>
  upload: boolean
}

let payload: Payload
let config: SanitizedConfig
let api: Handlers
let stripe: FakeStripe
let png: Buffer
const users: Identity[] = []
const admins: Identity[] = []
const real: Record<string, RealTarget[]> = {}
/** Sacrificial records that could not be created, with the reason. */
const unseeded: string[] = []
const sacrificialEmails = new Set<number | string>()
const documented503 = new Set<string>()
let counter = 0
/** Articles whose generation a fuzzed request started (from the stream's `start` event). */
const startedGenerations = new Set<number>()
const before = { articles: 0, posts: 0 }

const collectionOf = (slug: string) => config.collections.find((c) => c.slug === slug)!

/** Request bodies that pass validation, so generated changes to them reach the code behind it. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /account/register': () => ({ username: 'Fuzz', email: uniqueEmail('fuzzreg'), password: 'secret12', language: 'en' }),
  'POST /account/login': () => ({ email: uniqueEmail('nobody'), password: 'secret12' }),
  'POST /account/forgot-password': () => ({ email: uniqueEmail('nobody') }),
  'POST /account/reset-password': () => ({ token: 'not-a-token', password: 'secret12' }),
  'POST /account/reset-token': () => ({ token: 'not-a-token' }),
  'POST /account/confirm-email': () => ({ token: 'not-a-token' }),
  'POST /account/confirm-email-change': () => ({ token: 'not-a-token' }),
  'POST /account/change-password': () => ({ currentPassword: 'wrong-password', newPassword: 'secret12' }),
  'POST /account/change-email': () => ({ password: 'wrong-password', email: uniqueEmail('newaddr') }),
  'POST /ai/titles': () => ({ keyword: 'email marketing', language: 'en' }),
  'POST /ai/outline': () => ({ tool: 'article', topic: 'Email marketing for bakeries', focusKeyword: 'email marketing' }),
  'POST /ai/article': () => ({ topic: 'Email marketing for bakeries', focusKeyword: 'email marketing' }),
  'POST /billing/checkout': () => ({ plan: 'basic', interval: 'month' }),
  'POST /contact': () => ({ name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hello', message: 'A message.' }),
  'POST /articles/:id/publish': () => ({ target: 'blog' }),
  'POST /posts/publish': () => ({ title: 'Fuzz post', focusKeyword: 'fuzz', metaDescription: 'A post.', content: '<p>Body</p>', tags: ['x'] }),
  'POST /posts/:id/edit': () => ({ title: 'Fuzz post', content: '<p>Body</p>', metaDescription: 'A post.' }),
  'POST /billing/webhook': () => ({ id: `evt_${counter++}`, object: 'event', type: 'customer.subscription.updated', data: { object: { id: 'sub_missing', object: 'subscription', customer: 'cus_x', metadata: {} } } }),
  'POST /plugin-seo/generate-title': () => seoBody(),
  'POST /plugin-seo/generate-description': () => seoBody(),
  'POST /plugin-seo/generate-url': () => seoBody(),
  'POST /plugin-seo/generate-image': () => seoBody(),
  'POST /users/login': () => ({ email: uniqueEmail('nobody'), password: 'secret12' }),
  'POST /users/forgot-password': () => ({ email: uniqueEmail('nobody') }),
  'POST /bulk-runs/plan': () => ({ text: 'compost bins\nworm farms', schedule: { mode: 'daily', perDay: 1, times: ['09:00'], startDate: '2030-01-01' }, zone: 'Europe/Budapest' }),
  'POST /bulk-runs/start': () => ({ text: 'compost bins', target: 'articles' }),
}
const ENDPOINT_KEYS = [
  'keyword', 'language', 'topic', 'focusKeyword', 'selectedTitle', 'tone', 'preferredLanguage', 'url', 'source', 'plan', 'interval', 'email', 'password', 'username',
  'token', 'name', 'subject', 'message', 'currentPassword', 'newPassword', 'target', 'title', 'content', 'metaDescription', 'tags', 'featured', 'image', 'imageFit',
  'articleId', 'instruction', 'prompt', 'text', 'voice', 'collectionSlug', 'globalSlug', 'id', 'doc', 'type', 'data', 'object', 'value', 'dryRun', 'roles',
  'tool', 'outline', 'length', 'format', 'schedule', 'zone', 'fitToQuota', 'siteStatus', 'integration', 'publishAt',
]

function seoBody() {
  const post = real.posts?.[0]?.id
  return { collectionSlug: 'posts', id: post, doc: { id: post, title: 'Title', slug: 'title', excerpt: 'Excerpt' } }
}

function textPaths(fields: Field[]): { path: string; rich: boolean }[] {
  return walkFields(fields)
    .filter(({ insideArray, field }) => !insideArray && ['text', 'textarea', 'code', 'richText', 'email'].includes(field.type))
    .map(({ path, field }) => ({ path, rich: field.type === 'richText' }))
}

let publishModule: Promise<typeof import('@/server/blog/publish')> | undefined
async function lexical(html: string) {
  const { htmlToLexical } = await (publishModule ??= import('@/server/blog/publish'))
  return htmlToLexical(payload, html)
}

/** The cases put the same few XSS strings in every rich text field (a headless editor each): converted once each. */
const xssLexical = new Map<string, Promise<unknown>>()
async function lexicalOfXss(html: string) {
  if (!xssLexical.has(html)) xssLexical.set(html, lexical(html))
  // A copy: the case builder sets fields inside what it gets.
  return structuredClone(await xssLexical.get(html))
}

/** Sacrificial records per collection (fuzzed updates go only to these), with their owner's token. */
async function seedCollection(slug: string, count: number) {
  const cfg = collectionOf(slug)
  real[slug] = []
  for (let i = 0; i < count; i++) {
    const owner = users[i % users.length]!
    const mark = `fz${Date.now().toString(36)}${counter++}`
    if (cfg.auth) {
      const doc = (await createVerifiedUser(payload, `fz-target-${i}`)) as User
      real[slug].push({ id: doc.id, ownerToken: await sessionToken(payload, doc.id) })
      continue
    }
    // The i-th record of each related collection: a collection with a unique pair of relationships
    // (publications: one per article and site) could seed only its first record from the first ones.
    const relatedId = (related: string) => {
      const pool = real[related] ?? []
      return pool.length ? pool[i % pool.length]!.id : undefined
    }
    const data = await sampleRecordData(cfg, { owner: owner.id, mark, relatedId, lexical })
    if (slug === 'articles') Object.assign(data, { content: '<h2>Intro</h2><p>Text</p>', status: 'ready' })
    if (slug === 'posts') Object.assign(data, { status: 'published' })
    try {
      const doc = (await payload.create({
        collection: slug as never,
        data: data as never,
        overrideAccess: true,
        depth: 0,
        user: owner.doc,
        ...(cfg.upload ? { file: { name: `${mark}.png`, mimetype: 'image/png', data: png, size: png.length } } : {}),
      } as never)) as unknown as Record<string, unknown>
      real[slug].push({ id: doc.id as number, ownerToken: owner.token, key: typeof doc.key === 'string' ? doc.key : undefined })
    } catch (error) {
      // Its updates would reach fewer (or no) real records: a test lists what could not be seeded.
      unseeded.push(`${slug}: ${(error as Error).message}`)
    }
  }
}



function targets(): Target[] {
  const list: Target[] = []
  for (const e of config.endpoints) {
    const key = `${e.method.toUpperCase()} ${e.path}`
    const builtin = BUILTIN_ROOT.has(key)
    list.push({ label: `${key}`, method: e.method.toUpperCase(), path: e.path, kind: builtin ? 'builtin' : 'endpoint', runs: builtin ? BUILTIN_RUNS : RUNS, keys: ENDPOINT_KEYS, base: VALID_BODIES[key], upload: false })
  }
  for (const c of config.collections) {
    if (Array.isArray(c.endpoints)) {
      for (const e of c.endpoints) {
        const own = `${e.method.toUpperCase()} ${e.path}`
        if (PAYLOAD_DEFAULT_ENDPOINTS.has(own)) continue
        const builtin = BUILTIN_COLLECTION[c.slug]?.includes(own) ?? false
        const key = `${e.method.toUpperCase()} /${c.slug}${e.path}`
        list.push({ label: key, method: e.method.toUpperCase(), path: `/${c.slug}${e.path}`, kind: builtin ? 'builtin' : 'endpoint', slug: c.slug, runs: builtin ? BUILTIN_RUNS : RUNS, keys: ENDPOINT_KEYS, base: VALID_BODIES[key], upload: false })
      }
    }
    const keys = walkFields(c.fields)
      .filter(({ insideArray, field }) => !insideArray && !['ui', 'tabs', 'row', 'collapsible'].includes(field.type))
      .map(({ path }) => path)
    if (c.auth) keys.push('email', 'password')
    const base = async () => {
      const data = await sampleRecordData(c, { owner: users[0]!.id, mark: `fz${Date.now().toString(36)}${counter++}`, relatedId: (s) => real[s]?.[0]?.id, lexical })
      if (c.slug === 'articles') data.content = '<p>Base</p>'
      return data
    }
    list.push({ label: `POST /${c.slug} (REST create)`, method: 'POST', path: `/${c.slug}`, kind: 'create', slug: c.slug, runs: RUNS, keys, base, upload: Boolean(c.upload) })
    list.push({ label: `PATCH /${c.slug}/:id (REST update)`, method: 'PATCH', path: `/${c.slug}/:id`, kind: 'update', slug: c.slug, runs: RUNS, keys, upload: Boolean(c.upload) })
  }
  const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null // for reproducing one endpoint
  const unique = [...new Map(list.map((t) => [t.label, t])).values()].filter((t) => !only || only.test(t.label))
  // Signing out ends the pool's sessions: those run last of all.
  const last = (t: Target) => (/\/(logout|refresh-token)$/.test(t.path) ? 1 : 0)
  return unique.sort((a, b) => last(a) - last(b))
}

// ------------------------------------ one request --------------------------------------------

function identity(actor: Actor, who: number, target?: RealTarget): string | undefined {
  if (actor === 'anonymous') return undefined
  if (actor === 'admin') return admins[who % admins.length]!.token
  if (actor === 'owner' && target?.ownerToken) return target.ownerToken
  return users[who % users.length]!.token
}

/**
 * A JSON object of exactly that many bytes: {"content":"aaa…"}, made and encoded once per size (the
 * three sizes around the limit come back in about 6 % of all cases, 2 to 6 MB each; building and
 * encoding them anew cost the fuzz process more time than many endpoints' handlers).
 */
const sizedBodies = new Map<number, Uint8Array<ArrayBuffer>>()
function sizedBody(bytes: number): Uint8Array<ArrayBuffer> {
  let body = sizedBodies.get(bytes)
  if (!body) sizedBodies.set(bytes, (body = new TextEncoder().encode(`{"content":"${'a'.repeat(bytes - 14)}"}`)))
  return body
}

async function buildBody(t: Target, c: Case): Promise<{ body?: BodyInit; contentType: string | null }> {
  const b = c.body
  if (t.method === 'GET' || t.method === 'DELETE') return { contentType: null }
  switch (b.kind) {
    case 'none':
      return { contentType: c.contentType }
    case 'text':
      return { body: b.text, contentType: c.contentType ?? 'text/plain' }
    case 'sized':
      return { body: sizedBody(b.bytes), contentType: c.contentType ?? 'application/json' }
    case 'raw':
      return { body: JSON.stringify(b.value ?? null), contentType: c.contentType }
    case 'upload': {
      const form = new FormData()
      const bytes = b.bytes === 'png' ? new Uint8Array(png) : b.bytes
      form.append('file', new Blob([bytes as BlobPart], { type: b.mimetype }), b.filename)
      form.append('_payload', JSON.stringify({ alt: XSS[(counter++) % XSS.length] }))
      return { body: form, contentType: null }
    }
    case 'object': {
      const data: Record<string, unknown> = b.base && t.base ? structuredClone(await t.base()) : {}
      if (b.allTextXss && t.slug) {
        for (const { path, rich } of textPaths(collectionOf(t.slug).fields)) setPath(data, path, rich ? await lexicalOfXss(b.allTextXss) : b.allTextXss)
      } else if (b.allTextXss) {
        for (const key of Object.keys(data)) if (typeof data[key] === 'string') data[key] = b.allTextXss
      }
      for (const [key, generated] of b.fields) {
        // A shallow copy: the generator can hand one object to a group and to one of its fields (seo and seo.title),
        // and setting the field on the shared object would make the body circular. (Deep copies overflow on its deep nests.)
        const value = Array.isArray(generated) ? [...generated] : generated !== null && typeof generated === 'object' ? { ...generated } : generated
        if (key.includes('.')) setPath(data, key, value)
        else data[key] = value
      }
      return { body: JSON.stringify(data), contentType: c.contentType }
    }
  }
}

function fillPath(t: Target, c: Case): { path: string; target?: RealTarget } {
  let target: RealTarget | undefined
  const pool = t.slug ? (real[t.slug] ?? []) : []
  const path = t.path.replace(/:([a-zA-Z]+)\??/g, (_m, name: string) => {
    if ('real' in c.id && pool.length) {
      target = pool[c.id.real % pool.length]
      return encodeURIComponent(String(name === 'key' && target?.key ? target.key : target!.id))
    }
    return encodeURIComponent('bad' in c.id ? c.id.bad : '1')
  })
  return { path, target }
}

type Outcome = { answer: ApiAnswer; request: string }

async function send(t: Target, c: Case): Promise<Outcome> {
  let { path, target } = fillPath(t, c)
  const query = [...c.query]
  if (t.kind === 'update' && !('real' in c.id) && c.query.length && c.who % 3 === 0) {
    // Bulk update: the generated `where` is ANDed with the sacrificial ids, so nothing else is touched.
    path = `/${t.slug}`
    const ids = (real[t.slug!] ?? []).map((r) => r.id).join(',') || '0'
    query.unshift(`where[and][0][id][in]=${ids}`)
  }
  const { body, contentType } = await buildBody(t, c)
  const headers: Record<string, string> = await clientAddressHeaders(c.ip === '0.0.0.0' ? `10.1.${counter % 250}.${counter++ % 250}` : c.ip)
  if (contentType) headers['content-type'] = contentType
  if (t.label === 'POST /billing/webhook' && (typeof body === 'string' || body instanceof Uint8Array)) {
    if (c.signature === 'valid') headers['stripe-signature'] = signStripePayload(body, WEBHOOK_SECRET)
    else if (c.signature === 'bad') headers['stripe-signature'] = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`
  }
  if (t.slug === 'emails' && t.kind === 'update') {
    // E-mails an admin rewrote through the fuzzed REST update are not the product's output: left out of the check.
    const raw = 'real' in c.id ? String(target?.id ?? '') : c.id.bad
    if (/^\s*\d+\s*$/.test(raw)) sacrificialEmails.add(Number(raw))
  }
  const url = `/api${path}${query.length ? `?${query.join('&')}` : ''}`
  let timer: ReturnType<typeof setTimeout> | undefined
  const answered = await Promise.race([
    api.rest(t.method, url, { token: identity(c.actor, c.who, target), body, headers, sse: 'first' }),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REQUEST_TIMEOUT_MS)
    }),
  ])
  clearTimeout(timer)
  if (!answered) await freeWedgedConnections()
  const answer: ApiAnswer = answered ?? { status: 0, contentType: '', text: `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`, json: undefined }
  const started = /event: start\ndata: (\{.*\})/.exec(answer.text)
  if (started) {
    const id = Number((JSON.parse(started[1]!) as { articleId?: unknown }).articleId)
    if (Number.isInteger(id)) startedGenerations.add(id)
  }
  // FUZZ_FULL_BODY=1 shows whole bodies, to replay a failing case.
  const shown = typeof body === 'string' ? (process.env.FUZZ_FULL_BODY ? body : excerpt(body, 160)) : body instanceof FormData ? `multipart(${c.body.kind === 'upload' ? `${c.body.filename}, ${c.body.mimetype}` : ''})` : body instanceof Uint8Array ? `{"content":"a…"} of ${body.byteLength} bytes` : ''
  return { answer, request: `${c.actor} ${t.method} ${excerpt(url, 140)} ${contentType ?? ''} ${shown}`.trim() }
}

/**
 * After a request hung: a database connection the app left in the middle of a query (PostgreSQL waits
 * for the rest of it: ClientRead) blocks every later request. The hang is already recorded as a
 * failure; ending such connections lets the other endpoints still be fuzzed.
 */
async function freeWedgedConnections() {
  const { default: pg } = (await import('pg' as string)) as { default: { Client: new (o: { connectionString?: string }) => { connect(): Promise<void>; query(q: string): Promise<{ rows: unknown[] }>; end(): Promise<void> } } }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  try {
    await client.connect()
    const { rows } = await client.query(
      `select pid, left(query, 200) as query, pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state like 'active%' and wait_event = 'ClientRead' and now() - query_start > interval '5 seconds'`,
    )
    if (rows.length) console.log(`fuzz: ended ${rows.length} database connection(s) stuck in the middle of a query: ${JSON.stringify(rows)}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/** What is wrong with an answer, or null. */
function problemOf(a: ApiAnswer): string | null {
  if (a.status === 0) return 'no answer (the server hung)'
  const body = a.json as { error?: { code?: unknown; message?: unknown } } | undefined
  if (a.status >= 500) {
    const code = typeof body?.error?.code === 'string' ? body.error.code : ''
    if (!(a.status === 503 && documented503.has(code))) return `status ${a.status}`
  }
  if (a.contentType.startsWith('text/event-stream')) {
    for (const block of a.text.split('\n\n')) {
      if (!block.startsWith('event: error')) continue
      const data = /data: (.*)/.exec(block)?.[1]
      let parsed: { code?: unknown; message?: unknown } | undefined
      try {
        parsed = JSON.parse(data ?? '')
      } catch {
        parsed = undefined
      }
      if (typeof parsed?.code !== 'string' || typeof parsed.message !== 'string') return 'stream error event without code'
    }
    return null
  }
  if (a.status >= 400) {
    if (!a.contentType.includes('json')) return `non-JSON error (${a.contentType || 'no content-type'})`
    if (!body || typeof body !== 'object') return 'error body is not JSON'
    if (typeof body.error?.code !== 'string' || !body.error.code || typeof body.error.message !== 'string') return 'error without { error: { code, message } }'
    return null
  }
  if (a.contentType.includes('json') && a.json === undefined) return '2xx body is not valid JSON'
  return null
}

type Report = {
  cases: number
  byActor: Record<string, number>
  statuses: Record<string, number>
  codes: Record<string, number>
  /** RATE_LIMITED answers to visitors: limits keyed by client address (per-account limits are by design) */
  limitedVisitors: number
  failures: Map<string, { count: number; example: string }>
}
const reports = new Map<string, Report>()

function errorCode(a: ApiAnswer): string {
  const body = a.json as { error?: { code?: unknown } } | undefined
  return typeof body?.error?.code === 'string' ? body.error.code : ''
}

async function fuzz(t: Target): Promise<Report> {
  const report: Report = { cases: 0, byActor: {}, statuses: {}, codes: {}, limitedVisitors: 0, failures: new Map() }
  const actors: Actor[] = t.kind === 'update' || t.path.includes(':') ? ['anonymous', 'user', 'owner', 'admin'] : ['anonymous', 'user', 'admin']
  const inFlight = new Set<Promise<void>>()
  const one = async (c: Case) => {
      const { answer, request } = await send(t, c)
      report.cases++
      report.byActor[c.actor] = (report.byActor[c.actor] ?? 0) + 1
      report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1
      const code = errorCode(answer)
      if (code) report.codes[code] = (report.codes[code] ?? 0) + 1
      if (code === 'RATE_LIMITED' && c.actor === 'anonymous') report.limitedVisitors++
      let problem = problemOf(answer)
      // A body over the limit is refused as such, whoever sends it and wherever (before any other check).
      if (!problem && c.body.kind === 'sized' && c.body.bytes > BODY_LIMIT && t.method !== 'GET' && t.method !== 'DELETE' && !(c.contentType ?? '').startsWith('multipart/') && (answer.status !== 413 || code !== 'BODY_TOO_LARGE')) {
        problem = 'body over the limit not refused with 413 BODY_TOO_LARGE'
      }
      if (problem) {
        const key = `${problem} | ${answer.status} ${code || excerpt(answer.text, 60)}`
        const seen = report.failures.get(key)
        if (seen) seen.count++
        else report.failures.set(key, { count: 1, example: `${request}\n      → ${answer.status} ${excerpt(answer.text, 300)}` })
      }
  }
  await fc.assert(
    fc.asyncProperty(caseArbitrary(t.keys, t.upload, actors), async (c) => {
      // Failures are collected and asserted per endpoint by the caller (shrinking would cost minutes);
      // up to CONCURRENCY requests run at once.
      if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight)
      const running: Promise<void> = one(c).catch((error: unknown) => {
        const key = `the request threw: ${(error as Error).message}`
        if (!report.failures.has(key)) report.failures.set(key, { count: 1, example: (error as Error).stack ?? '' })
      }).finally(() => inFlight.delete(running))
      inFlight.add(running)
      return true
    }),
    { numRuns: t.runs, seed: SEED + counter, endOnFailure: true },
  )
  await Promise.all(inFlight)
  reports.set(t.label, report)
  return report
}

function describeReport(label: string, r: Report): string {
  const statuses = Object.entries(r.statuses).map(([s, n]) => `${s}:${n}`).join(' ')
  return `fuzz: ${label}: ${r.cases} cases (${Object.entries(r.byActor).map(([a, n]) => `${a} ${n}`).join(', ')}) statuses ${statuses}`
}

function failuresOf(r: Report): string[] {
  return [...r.failures].map(([key, f]) => `${f.count}× ${key}\n      e.g. ${f.example}`)
}

// ------------------------------------ the run -------------------------------------------------

// Findings so far (each fixed at its cause and pinned by tests/int/securityDefects.test.ts or
// tests/unit/securityRules.test.ts): about 2,400 answers of 500 across 30 targets on the first run;
// the last were a missing media file, emptied timestamps and groups, a polymorphic where, limit=1e99
// and an upload replaced twice at once.

/** The target groups: each fuzz file runs some of them (two files, so both Jest workers share the work). */
export type FuzzGroup = 'root endpoints' | 'collection endpoints' | 'REST create' | 'REST update' | 'Payload built-in endpoints'

/** What a fuzz run found, for the test file that started it (fuzzSuite.ts) to assert. */
export type FuzzOutcome = {
  seed: number
  targets: { label: string; kind: Target['kind']; runs: number }[]
  collections: number
  /** Per group: its failures, one line (with an example) per kind of wrong answer. */
  failures: Partial<Record<FuzzGroup, string[]>>
  /** Generations the fuzz started that were still "generating" 30 s after it. */
  stillGenerating: string[]
  generationsStarted: number
  /** Script, on* attributes and javascript: URLs found in what the endpoints stored. */
  unsafeStored: string[]
  stored: { articles: number; posts: number; before: { articles: number; posts: number } }
  /** Sacrificial records that could not be created (collection: reason). */
  unseeded: string[]
}

/**
 * The fuzz of `groups`, in this process: its own database, fixtures and seeded records, the groups'
 * targets, and the checks of what they stored. Run as a process of its own (see the end of this
 * file, and ownProcess.ts).
 */
export async function runFuzz(groups: FuzzGroup[]): Promise<FuzzOutcome> {
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  try {
    // No job runner: the fuzz tests what the handlers answer and store; a bulk run it starts stays queued.
    payload = await bootPayload({ ...(await ownDatabase('fuzz')), STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_API_BASE: stripe.apiBase, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, JOBS_RUNNER: 'off' })
    config = await (await import('../../../payload.config')).default
    api = await makeHandlers(config, { streamTimeoutMs: 20_000 })
    png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#22aa88' } }).png().toBuffer()
    const { ERROR_STATUS } = await import('@/shared/errors')
    for (const [code, status] of Object.entries(ERROR_STATUS)) if (status === 503) documented503.add(code)

    // Rate limits per account (titles: 30 a minute) would stop the fuzz before validation: a pool of accounts.
    for (let i = 0; i < 40; i++) {
      const doc = (await createVerifiedUser(payload, `fz-user-${i}`)) as User
      users.push({ id: doc.id, doc, token: await sessionToken(payload, doc.id) })
    }
    for (let i = 0; i < 15; i++) {
      const doc = (await createVerifiedUser(payload, `fz-admin-${i}`, ['admin', 'user'])) as User
      admins.push({ id: doc.id, doc, token: await sessionToken(payload, doc.id) })
    }
    const first = ['users', 'media', 'articles']
    for (const slug of [...first, ...config.collections.map((c) => c.slug).filter((s) => !first.includes(s))]) await seedCollection(slug, 4)
    for (const target of real.emails ?? []) sacrificialEmails.add(target.id)
    before.articles = (await payload.count({ collection: 'articles', overrideAccess: true })).totalDocs
    before.posts = (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs
    // Next adds GET /og to the config's endpoints on the first REST call.
    await api.rest('GET', '/api/account/session')

    const list = targets()
    console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} reproduces), ${RUNS} cases per endpoint, ${BUILTIN_RUNS} per Payload built-in endpoint\n  ${list.map((t) => `${t.label} [${t.kind}, ${t.runs}]`).join('\n  ')}`)
    const outcome: FuzzOutcome = {
      seed: SEED,
      targets: list.map((t) => ({ label: t.label, kind: t.kind, runs: t.runs })),
      collections: config.collections.length,
      failures: {},
      stillGenerating: [],
      generationsStarted: 0,
      unsafeStored: [],
      stored: { articles: 0, posts: 0, before: { ...before } },
      unseeded,
    }

    for (const group of groups) {
      const mine = list.filter((t) =>
        group === 'root endpoints' ? t.kind === 'endpoint' && !t.slug : group === 'collection endpoints' ? t.kind === 'endpoint' && Boolean(t.slug) : group === 'Payload built-in endpoints' ? t.kind === 'builtin' : group === 'REST create' ? t.kind === 'create' : t.kind === 'update',
      )
      const failures: string[] = []
      for (const t of mine) {
        const started = Date.now()
        const r = await fuzz(t)
        console.log(`${describeReport(t.label, r)} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
        for (const f of failuresOf(r)) failures.push(`${t.label}: ${f}`)
        const visitors = r.byActor.anonymous ?? 0
        if (r.limitedVisitors > visitors * 0.05) {
          failures.push(`${t.label}: ${r.limitedVisitors} of ${visitors} visitor requests were RATE_LIMITED although each came from its own address: the fuzz does not reach validation (client address header not honoured?)`)
        }
        // A case that threw is not counted: its failure above says why.
        if (r.cases !== t.runs) failures.push(`${t.label}: ${r.cases} of ${t.runs} cases answered`)
      }
      outcome.failures[group] = failures
    }

    // Generations the fuzz started (their streams read to the first event, then dropped) go on in the
    // background after the client leaves (DESIGN: guard enqueue, save anyway): all must be saved.
    const ids = [...startedGenerations]
    const deadline = Date.now() + 30_000
    let busy: Record<string, unknown>[] = []
    while (Date.now() < deadline) {
      busy = ids.length
        ? ((await payload.find({ collection: 'articles', where: { and: [{ id: { in: ids } }, { status: { equals: 'generating' } }] }, overrideAccess: true, depth: 0, pagination: false })).docs as unknown as Record<string, unknown>[])
        : []
      if (busy.length === 0) break
      await new Promise((r) => setTimeout(r, 500))
    }
    console.log(`fuzz: ${ids.length} generations started by the fuzz, ${busy.length} still "generating" 30 s after the fuzz`)
    outcome.generationsStarted = ids.length
    outcome.stillGenerating = busy.map((a) => `article ${a.id} (created ${a.createdAt}, updated ${a.updatedAt}, ${String(a.content ?? '').length} chars, input ${excerpt(JSON.stringify(a.input ?? null), 200)}) is still "generating"`)

    // Nothing stored unsanitized: articles.content, the posts (as HTML) and the e-mails the endpoints wrote.
    const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html')
    const bad: string[] = []
    const articles = await payload.find({ collection: 'articles', overrideAccess: true, depth: 0, pagination: false })
    for (const a of articles.docs) for (const p of unsafeParts(String(a.content ?? ''))) bad.push(`article ${a.id}: ${p}`)
    const posts = await payload.find({ collection: 'posts', overrideAccess: true, depth: 0, pagination: false })
    for (const post of posts.docs) {
      let html = ''
      try {
        html = convertLexicalToHTML({ data: post.content as never })
      } catch (error) {
        bad.push(`post ${post.id}: stored content cannot be rendered (${(error as Error).message})`)
      }
      for (const p of unsafeParts(html)) bad.push(`post ${post.id}: ${p}`)
    }
    const emails = await payload.find({ collection: 'emails', overrideAccess: true, depth: 0, pagination: false })
    for (const e of emails.docs) {
      if (sacrificialEmails.has(e.id)) continue // rows an admin edited directly through the fuzzed REST update
      for (const p of unsafeParts(String(e.html ?? ''))) bad.push(`email ${e.id} (${e.type ?? ''}): ${p}`)
    }
    console.log(`fuzz: checked ${articles.docs.length} articles, ${posts.docs.length} posts, ${emails.docs.length} e-mails for stored script`)
    outcome.unsafeStored = bad.slice(0, 60)
    outcome.stored = { articles: articles.docs.length, posts: posts.docs.length, before: { ...before } }
    return outcome
  } finally {
    await shutdown(payload)
    await stripe?.stop()
  }
}

// Run as a process (fuzzSuite.ts): `fuzzEngine.ts '<groups as JSON>'` prints the outcome as its last line.
if (process.argv[1] && /fuzzEngine\.[tj]s$/.test(process.argv[1])) printOutcome(await runFuzz(JSON.parse(process.argv[2] ?? '[]') as FuzzGroup[]))
