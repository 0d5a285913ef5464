import crypto from 'node:crypto'
import http from 'node:http'

import { escapeHtml, isDirectRun, readBody as readBodyUpTo, runStandalone, send, startServer, unixNow as now } from './http'

/**
 * A loopback Stripe for tests: a real HTTP server that speaks Stripe's REST protocol
 * (form-encoded bodies with bracket notation, JSON answers with Stripe's object shapes and errors)
 * so that the official SDK works against it with `{ host: '127.0.0.1', port, protocol: 'http' }`.
 *
 * It covers what the app needs: customers, products, prices (lookup keys, `transfer_lookup_key`,
 * `expand[]=data.product`), Checkout Sessions with a hosted "Pay" page, subscriptions, invoices
 * (only as the `invoice.paid` event and GET /v1/invoices/:id) and a Customer Portal page.
 * Events are signed like Stripe's (`Stripe-Signature: t=…,v1=…`) and POSTed to the webhook URL
 * one at a time, in order.
 *
 * Delivery: API calls (POST/DELETE /v1/subscriptions/:id) answer at once and deliver their event
 * in the background, as Stripe does (so a webhook handler that calls the API cannot deadlock).
 * The "user" actions (POST /pay/:id, the portal's cancel button) and `updateSubscription()` wait
 * until their events were delivered. `waitForWebhooks()` waits until everything queued is sent.
 *
 * Test-only control routes (no auth): GET /__fake/health, GET /__fake/events,
 * GET /__fake/state, POST /__fake/subscriptions/:id (JSON patch, like `updateSubscription`).
 */

export const FAKE_STRIPE_API_VERSION = '2026-10-28.endive'

export type FakeStripe = {
  apiBase: string
  port: number
  state: {
    customers: Map<string, any>
    products: Map<string, any>
    prices: Map<string, any>
    sessions: Map<string, any>
    subscriptions: Map<string, any>
    portalSessions: Map<string, any>
    invoices: Map<string, any>
  }
  /** Every event object sent (or, without a webhook URL, recorded), in order. */
  sentEvents: any[]
  setWebhookUrl(url: string): void
  /** Updates a subscription and sends customer.subscription.updated (.deleted when status becomes 'canceled'). */
  updateSubscription(
    id: string,
    patch: { status?: string; cancel_at_period_end?: boolean; current_period_end?: number },
  ): Promise<any>
  /** Resolves when every queued event has been delivered. */
  waitForWebhooks(): Promise<void>
  stop(): Promise<void>
}

type Json = Record<string, any>

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message)
  }
}

const DAY = 24 * 60 * 60
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function newId(prefix: string, length = 24): string {
  const bytes = crypto.randomBytes(length)
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length]
  return prefix + out
}

const clone = <T>(value: T): T => structuredClone(value)

/** A valid `Stripe-Signature` header value for `payload` (HMAC-SHA256 of `${t}.${payload}`). */
export function signStripePayload(payload: string | Uint8Array, secret: string, timestamp: number = now()): string {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

// ---------------------------------------------------------------------------------------------
// Form decoding: `a[b][0][c]=x&list[]=1&list[]=2` → { a: { b: [{ c: 'x' }] }, list: ['1', '2'] }
// ---------------------------------------------------------------------------------------------

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])
const MAX_DEPTH = 8

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** Splits `a[b][0][]` into ['a', 'b', '0', '']; null when malformed. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[')
  if (open === -1) return [key]
  const parts = [key.slice(0, open)]
  let rest = key.slice(open)
  while (rest.length > 0) {
    const match = /^\[([^\]]*)\]/.exec(rest)
    if (!match) return null
    parts.push(match[1] ?? '')
    rest = rest.slice(match[0].length)
  }
  return parts
}

const isIndex = (segment: string) => segment === '' || /^\d{1,4}$/.test(segment)

/** Parses an application/x-www-form-urlencoded string with Stripe's bracket notation. */
export function parseForm(body: string): Json {
  const root: Json = {}
  if (!body) return root
  for (const pair of body.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const rawKey = decodeComponent(eq === -1 ? pair : pair.slice(0, eq))
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1))
    const path = splitKey(rawKey)
    if (!path || !path[0] || path.length > MAX_DEPTH || path.some((p) => FORBIDDEN_KEYS.has(p))) continue
    let container: any = root
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string
      const last = i === path.length - 1
      if (Array.isArray(container)) {
        const index = segment === '' ? container.length : Number(segment)
        if (last) container[index] = value
        else {
          const next = path[i + 1] as string
          if (container[index] === undefined || typeof container[index] !== 'object') container[index] = isIndex(next) ? [] : {}
          else if (Array.isArray(container[index]) && !isIndex(next)) container[index] = { ...container[index] }
          container = container[index]
        }
      } else {
        if (last) container[segment] = value
        else {
          const next = path[i + 1] as string
          if (container[segment] === undefined || typeof container[segment] !== 'object') container[segment] = isIndex(next) ? [] : {}
          else if (Array.isArray(container[segment]) && !isIndex(next)) container[segment] = { ...container[segment] }
          container = container[segment]
        }
      }
    }
  }
  return compactArrays(root)
}

/** `arr[1]=x` without `arr[0]` leaves holes: drop them. */
function compactArrays(value: any): any {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays)
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) value[key] = compactArrays(value[key])
  }
  return value
}

// ---------------------------------------------------------------------------------------------
// Parameter helpers
// ---------------------------------------------------------------------------------------------

function str(params: Json, name: string): string | undefined {
  const value = params[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw new StripeHttpError(400, `Invalid string: ${name}`, 'parameter_invalid_string', name)
  return value
}

function requiredStr(params: Json, name: string): string {
  const value = str(params, name)
  if (value === undefined || value === '') throw new StripeHttpError(400, `Missing required param: ${name}.`, 'parameter_missing', name)
  return value
}

function int(params: Json, name: string): number | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw new StripeHttpError(400, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer', name)
  }
  return Number(value)
}

function bool(params: Json, name: string): boolean | undefined {
  const value = params[name]
  if (value === undefined || value === '') return undefined
  if (value === 'true') return true
  if (value === 'false') return false
  throw new StripeHttpError(400, `Invalid boolean: ${String(value)}`, 'parameter_invalid_boolean', name)
}

/** Stripe's metadata update rules: `metadata=` clears, `metadata[k]=` removes k, others set. */
function mergeMetadata(current: Record<string, string>, update: unknown, name = 'metadata'): Record<string, string> {
  if (update === undefined) return current
  if (update === '') return {}
  if (!update || typeof update !== 'object' || Array.isArray(update)) {
    throw new StripeHttpError(400, `Invalid object: ${name}`, 'parameter_invalid_object', name)
  }
  const next = { ...current }
  for (const [key, value] of Object.entries(update as Json)) {
    if (typeof value !== 'string') throw new StripeHttpError(400, `Invalid metadata value for ${key}`, 'parameter_invalid_string', `${name}[${key}]`)
    if (value === '') delete next[key]
    else next[key] = value
  }
  return next
}

function list(url: string, data: any[], limit = 10): Json {
  return { object: 'list', data: data.slice(0, limit), has_more: data.length > limit, url }
}

function listLimit(params: Json): number {
  const limit = int(params, 'limit') ?? 10
  if (limit < 1 || limit > 100) throw new StripeHttpError(400, 'Invalid limit: must be between 1 and 100', 'parameter_invalid_integer', 'limit')
  return limit
}

/** Accepts `name=a`, `name[]=a` and `name[0]=a`. */
function strList(params: Json, name: string): string[] | undefined {
  const value = params[name]
  if (value === undefined) return undefined
  const values = Array.isArray(value) ? value : [value]
  if (values.some((v) => typeof v !== 'string')) throw new StripeHttpError(400, `Invalid array: ${name}`, 'parameter_invalid_array', name)
  return values as string[]
}

function formatAmount(amount: number | null | undefined, currency: string | undefined): string {
  return `${((amount ?? 0) / 100).toFixed(2)} ${(currency ?? '').toUpperCase()}`
}

const formatDate = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString().slice(0, 10) : '—')

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.card{border:1px solid #ddd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.6rem 1.4rem;font-size:1rem;cursor:pointer}
.muted{color:#666}</style></head>
<body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeStripe(opts: { webhookSecret: string; webhookUrl?: string; port?: number }): Promise<FakeStripe> {
  const state: FakeStripe['state'] = {
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    portalSessions: new Map(),
    invoices: new Map(),
  }
  /** What a Checkout Session keeps but does not show: its line items and subscription_data. */
  const sessionInternals = new Map<string, { lineItems: { price: string; quantity: number }[]; subscriptionData: Json }>()
  const idempotent = new Map<string, { status: number; body: string }>()
  const sentEvents: any[] = []
  let webhookUrl = opts.webhookUrl
  let apiBase = ''

  // ---- events ----------------------------------------------------------------------------

  let queue: Promise<void> = Promise.resolve()

  async function deliver(event: Json): Promise<void> {
    if (!webhookUrl) return
    const payload = JSON.stringify(event, null, 2)
    const target = webhookUrl
    try {
      const url = new URL(target)
      if (url.protocol !== 'http:') throw new Error(`only http:// webhook URLs are supported, got ${target}`)
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          url,
          {
            method: 'POST',
            agent: false,
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'content-length': Buffer.byteLength(payload),
              'stripe-signature': signStripePayload(payload, opts.webhookSecret),
              'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            },
            timeout: 60_000,
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
            res.on('error', reject)
          },
        )
        req.on('timeout', () => req.destroy(new Error('timed out after 60s')))
        req.on('error', reject)
        req.end(payload)
      })
      if (status < 200 || status >= 300) console.error(`[fake-stripe] webhook ${event.type} (${event.id}) → ${target} answered ${status}`)
    } catch (error) {
      console.error(`[fake-stripe] webhook ${event.type} (${event.id}) → ${target} failed: ${(error as Error).message}`)
    }
  }

  /** Records the event and queues its delivery; the promise resolves once it has been delivered. */
  function emit(type: string, object: Json, previousAttributes?: Json): Promise<void> {
    const event: Json = {
      id: newId('evt_'),
      object: 'event',
      api_version: FAKE_STRIPE_API_VERSION,
      created: now(),
      data: previousAttributes ? { object: clone(object), previous_attributes: previousAttributes } : { object: clone(object) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    }
    sentEvents.push(event)
    const delivered = queue.then(() => deliver(event))
    queue = delivered
    return delivered
  }

  /** Top-level keys whose values changed, with their previous values (Stripe's previous_attributes). */
  function changes(before: Json, after: Json): Json | undefined {
    const previous: Json = {}
    for (const key of Object.keys(after)) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null
    }
    return Object.keys(previous).length ? previous : undefined
  }

  // ---- lookups and expansion -----------------------------------------------------------------

  const collections: [string, Map<string, any>, string][] = [
    ['cus_', state.customers, 'customer'],
    ['prod_', state.products, 'product'],
    ['price_', state.prices, 'price'],
    ['cs_', state.sessions, 'checkout session'],
    ['sub_', state.subscriptions, 'subscription'],
    ['bps_', state.portalSessions, 'billing portal session'],
    ['in_', state.invoices, 'invoice'],
  ]

  function mustGet(map: Map<string, any>, id: string, noun: string, param?: string, status = 404): any {
    const found = map.get(id)
    if (!found) throw new StripeHttpError(status, `No such ${noun}: '${id}'`, 'resource_missing', param ?? 'id')
    return found
  }

  function lookupAny(id: string): any {
    if (state.products.has(id)) return state.products.get(id) // products may have custom ids
    for (const [prefix, map] of collections) if (id.startsWith(prefix)) return map.get(id)
    return undefined
  }

  /** Applies `expand` paths (e.g. `data.product`, `subscription`, `items.data.price.product`) to a copy. */
  function expand(object: Json, paths: string[] | undefined): Json {
    const out = clone(object)
    for (const path of paths ?? []) {
      const walk = (node: any, segments: string[]): any => {
        if (Array.isArray(node)) return node.map((item) => walk(item, segments))
        if (!node || typeof node !== 'object' || segments.length === 0) return node
        const [head, ...rest] = segments as [string, ...string[]]
        if (!(head in node)) throw new StripeHttpError(400, `This property cannot be expanded (${head}).`, undefined, 'expand')
        let value = node[head]
        if (typeof value === 'string' && rest.length === 0) {
          const found = lookupAny(value)
          if (found) value = clone(found)
        } else if (typeof value === 'string') {
          const found = lookupAny(value)
          value = found ? walk(clone(found), rest) : value
        } else value = walk(value, rest)
        node[head] = value
        return node
      }
      walk(out, path.split('.'))
    }
    return out
  }

  // ---- resources ---------------------------------------------------------------------------

  function createCustomer(params: Json): Json {
    const id = newId('cus_', 14)
    const customer = {
      id,
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params, 'description') ?? null,
      discount: null,
      email: str(params, 'email') ?? null,
      invoice_prefix: id.slice(4, 12).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: str(params, 'name') ?? null,
      phone: str(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    }
    state.customers.set(id, customer)
    return customer
  }

  function updateCustomer(customer: Json, params: Json): Json {
    for (const key of ['email', 'name', 'description', 'phone'] as const) {
      const value = str(params, key)
      if (value !== undefined) customer[key] = value === '' ? null : value
    }
    customer.metadata = mergeMetadata(customer.metadata, params.metadata)
    return customer
  }

  function createProduct(params: Json): Json {
    const id = str(params, 'id') || newId('prod_', 14)
    if (state.products.has(id)) throw new StripeHttpError(400, `Product already exists.`, 'resource_already_exists', 'id')
    const created = now()
    const product = {
      id,
      object: 'product',
      active: bool(params, 'active') ?? true,
      created,
      default_price: null,
      description: str(params, 'description') ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: mergeMetadata({}, params.metadata),
      name: requiredStr(params, 'name'),
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: created,
      url: null,
    }
    state.products.set(id, product)
    return product
  }

  function updateProduct(product: Json, params: Json): Json {
    const name = str(params, 'name')
    if (name) product.name = name
    const description = str(params, 'description')
    if (description !== undefined) product.description = description || null
    const active = bool(params, 'active')
    if (active !== undefined) product.active = active
    product.metadata = mergeMetadata(product.metadata, params.metadata)
    product.updated = now()
    return product
  }

  function claimLookupKey(params: Json, priceId: string | null): string | null | undefined {
    const lookupKey = str(params, 'lookup_key')
    if (lookupKey === undefined) return undefined
    if (lookupKey === '') return null
    const holder = [...state.prices.values()].find((p) => p.lookup_key === lookupKey && p.id !== priceId)
    if (holder) {
      if (bool(params, 'transfer_lookup_key')) holder.lookup_key = null
      else throw new StripeHttpError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key_already_exists', 'lookup_key')
    }
    return lookupKey
  }

  function createPrice(params: Json): Json {
    let productId = str(params, 'product')
    if (!productId && params.product_data && typeof params.product_data === 'object') {
      productId = createProduct(params.product_data).id as string
    }
    if (!productId) throw new StripeHttpError(400, 'Missing required param: product.', 'parameter_missing', 'product')
    mustGet(state.products, productId, 'product', 'product', 400)
    const currency = requiredStr(params, 'currency').toLowerCase()
    const unitAmount = int(params, 'unit_amount')
    if (unitAmount === undefined) throw new StripeHttpError(400, 'Missing required param: unit_amount.', 'parameter_missing', 'unit_amount')
    let recurring: Json | null = null
    if (params.recurring !== undefined) {
      const r = params.recurring as Json
      const interval = requiredStr(r, 'interval')
      if (!['day', 'week', 'month', 'year'].includes(interval)) {
        throw new StripeHttpError(400, `Invalid recurring[interval]: must be one of day, week, month, or year`, 'parameter_invalid_string', 'recurring[interval]')
      }
      recurring = { interval, interval_count: int(r, 'interval_count') ?? 1, meter: null, trial_period_days: null, usage_type: 'licensed' }
    }
    const id = newId('price_')
    const lookupKey = claimLookupKey(params, null)
    const price = {
      id,
      object: 'price',
      active: bool(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: now(),
      currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: lookupKey ?? null,
      metadata: mergeMetadata({}, params.metadata),
      nickname: str(params, 'nickname') ?? null,
      product: productId,
      recurring,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    }
    state.prices.set(id, price)
    return price
  }

  function updatePrice(price: Json, params: Json): Json {
    const lookupKey = claimLookupKey(params, price.id)
    if (lookupKey !== undefined) price.lookup_key = lookupKey
    const active = bool(params, 'active')
    if (active !== undefined) price.active = active
    const nickname = str(params, 'nickname')
    if (nickname !== undefined) price.nickname = nickname || null
    price.metadata = mergeMetadata(price.metadata, params.metadata)
    return price
  }

  function createCheckoutSession(params: Json): Json {
    const mode = requiredStr(params, 'mode')
    if (!['payment', 'subscription', 'setup'].includes(mode)) {
      throw new StripeHttpError(400, `Invalid mode: must be one of payment, setup, or subscription`, 'parameter_invalid_string', 'mode')
    }
    const customer = str(params, 'customer')
    if (customer) mustGet(state.customers, customer, 'customer', 'customer', 400)
    const rawItems = params.line_items ?? []
    if (!Array.isArray(rawItems)) throw new StripeHttpError(400, 'Invalid array: line_items', 'parameter_invalid_array', 'line_items')
    if (mode !== 'setup' && rawItems.length === 0) {
      throw new StripeHttpError(400, `\`line_items\` is required in \`${mode}\` mode.`, 'parameter_missing', 'line_items')
    }
    const lineItems = rawItems.map((raw: any, i: number) => {
      const item = (raw && typeof raw === 'object' ? raw : {}) as Json
      const priceId = str(item, 'price')
      if (!priceId) throw new StripeHttpError(400, `Missing required param: line_items[${i}][price].`, 'parameter_missing', `line_items[${i}][price]`)
      const price = mustGet(state.prices, priceId, 'price', `line_items[${i}][price]`, 400)
      if (!price.active) throw new StripeHttpError(400, `The price specified is inactive. This field only accepts active prices.`, undefined, `line_items[${i}][price]`)
      if (mode === 'subscription' && price.type !== 'recurring') {
        throw new StripeHttpError(400, `You must provide at least one recurring price in \`subscription\` mode when using prices.`, undefined, `line_items[${i}][price]`)
      }
      return { price: priceId, quantity: int(item, 'quantity') ?? 1 }
    })
    const subscriptionData = (params.subscription_data && typeof params.subscription_data === 'object' ? params.subscription_data : {}) as Json
    const amount = lineItems.reduce((sum, li) => sum + (state.prices.get(li.price)?.unit_amount ?? 0) * li.quantity, 0)
    const currency = lineItems[0] ? state.prices.get(lineItems[0].price)?.currency : null
    const id = newId('cs_test_a1', 40)
    const created = now()
    const session = {
      id,
      object: 'checkout.session',
      allow_promotion_codes: bool(params, 'allow_promotion_codes') ?? null,
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: str(params, 'cancel_url') ?? null,
      client_reference_id: str(params, 'client_reference_id') ?? null,
      created,
      currency: currency ?? null,
      customer: customer ?? null,
      customer_details: null as Json | null,
      customer_email: str(params, 'customer_email') ?? null,
      expires_at: created + DAY,
      invoice: null as string | null,
      livemode: false,
      locale: str(params, 'locale') ?? null,
      metadata: mergeMetadata({}, params.metadata),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null as string | null,
      success_url: str(params, 'success_url') ?? null,
      ui_mode: 'hosted',
      url: `${apiBase}/pay/${id}`,
    }
    state.sessions.set(id, session)
    sessionInternals.set(id, { lineItems, subscriptionData })
    return session
  }

  function sessionLineItems(sessionId: string): Json {
    const items = sessionInternals.get(sessionId)?.lineItems ?? []
    const data = items.map((li) => {
      const price = clone(state.prices.get(li.price))
      const product = state.products.get(price?.product)
      const amount = (price?.unit_amount ?? 0) * li.quantity
      return {
        id: newId('li_'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price?.currency,
        description: product?.name ?? null,
        price,
        quantity: li.quantity,
      }
    })
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${sessionId}/line_items` }
  }

  function periodEnd(start: number, recurring: Json | null): number {
    const count = recurring?.interval_count ?? 1
    switch (recurring?.interval) {
      case 'day':
        return start + DAY * count
      case 'week':
        return start + 7 * DAY * count
      case 'year':
        return start + 365 * DAY * count
      default:
        return start + 30 * DAY * count
    }
  }

  /** Completes a Checkout Session as if the customer paid, and sends the events Stripe would. */
  async function completeSession(session: Json): Promise<void> {
    const internals = sessionInternals.get(session.id) ?? { lineItems: [], subscriptionData: {} }
    if (!session.customer) {
      session.customer = createCustomer({ email: session.customer_email ?? undefined }).id
    }
    const customer = state.customers.get(session.customer)
    session.customer_details = { address: null, email: customer?.email ?? session.customer_email, name: customer?.name ?? null, phone: null, tax_exempt: 'none', tax_ids: [] }
    const created = now()
    if (session.mode !== 'subscription') {
      Object.assign(session, { status: 'complete', payment_status: session.mode === 'setup' ? 'no_payment_required' : 'paid' })
      await emit('checkout.session.completed', session)
      return
    }
    const subId = newId('sub_')
    const items = internals.lineItems.map((li) => {
      const price = clone(state.prices.get(li.price))
      return {
        id: newId('si_', 14),
        object: 'subscription_item',
        created,
        current_period_end: periodEnd(created, price.recurring),
        current_period_start: created,
        discounts: [],
        metadata: {},
        price,
        quantity: li.quantity,
        subscription: subId,
        tax_rates: [],
      }
    })
    const firstPrice = items[0]?.price
    const sub: Json = {
      id: subId,
      object: 'subscription',
      application: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: created,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created,
      currency: firstPrice?.currency ?? 'usd',
      customer: session.customer,
      default_payment_method: null,
      description: null,
      discounts: [],
      ended_at: null,
      items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${subId}` },
      latest_invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, internals.subscriptionData.metadata, 'subscription_data[metadata]'),
      start_date: created,
      status: 'active',
      test_clock: null,
      trial_end: null,
      trial_start: null,
    }
    const amount = items.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * item.quantity, 0)
    const invoiceId = newId('in_')
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      account_country: 'US',
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      billing_reason: 'subscription_create',
      collection_method: 'charge_automatically',
      created,
      currency: sub.currency,
      customer: sub.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      lines: {
        object: 'list',
        data: items.map((item) => ({
          id: newId('il_'),
          object: 'line_item',
          amount: (item.price.unit_amount ?? 0) * item.quantity,
          currency: item.price.currency,
          description: `${item.quantity} × ${state.products.get(item.price.product)?.name ?? 'item'}`,
          metadata: {},
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: subId, subscription_item: item.id } },
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: { type: 'price_details', price_details: { price: item.price.id, product: item.price.product } },
          quantity: item.quantity,
        })),
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      livemode: false,
      metadata: {},
      number: `${customer?.invoice_prefix ?? 'FAKE'}-0001`,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subId, metadata: clone(sub.metadata) } },
      period_end: created,
      period_start: created,
      status: 'paid',
      status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: created, voided_at: null },
      subscription: subId,
      subtotal: amount,
      total: amount,
    }
    sub.latest_invoice = invoiceId
    state.subscriptions.set(subId, sub)
    state.invoices.set(invoiceId, invoice)
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subId, invoice: invoiceId })

    await emit('checkout.session.completed', session)
    await emit('customer.subscription.created', sub)
    await emit('invoice.paid', invoice)
  }

  function syncCancelAt(sub: Json): void {
    const end = sub.items.data[0]?.current_period_end ?? null
    sub.cancel_at = sub.cancel_at_period_end ? end : null
  }

  function updateSubscriptionFromApi(sub: Json, params: Json): Json | undefined {
    const before = clone(sub)
    if (sub.status === 'canceled' && Object.keys(params).some((k) => k !== 'metadata' && k !== 'expand' && k !== 'cancellation_details')) {
      throw new StripeHttpError(400, 'A canceled subscription can only update its cancellation_details and metadata.')
    }
    const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end')
    if (cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtPeriodEnd
      syncCancelAt(sub)
      sub.canceled_at = cancelAtPeriodEnd ? now() : null
    }
    sub.metadata = mergeMetadata(sub.metadata, params.metadata)
    // A plan change: items[0][id]=si_…&items[0][price]=price_…
    if (Array.isArray(params.items)) {
      params.items.forEach((raw: any, i: number) => {
        const change = (raw ?? {}) as Json
        const itemId = str(change, 'id')
        const item = itemId ? sub.items.data.find((it: Json) => it.id === itemId) : sub.items.data[i]
        if (!item) throw new StripeHttpError(400, `No such subscription item: '${itemId}'`, 'resource_missing', `items[${i}][id]`)
        const priceId = str(change, 'price')
        if (priceId) item.price = clone(mustGet(state.prices, priceId, 'price', `items[${i}][price]`, 400))
        const quantity = int(change, 'quantity')
        if (quantity !== undefined) item.quantity = quantity
      })
    }
    return changes(before, sub)
  }

  function cancelSubscriptionNow(sub: Json): Json | undefined {
    const before = clone(sub)
    const t = now()
    sub.status = 'canceled'
    sub.canceled_at = sub.canceled_at ?? t
    sub.ended_at = t
    sub.cancellation_details = { ...sub.cancellation_details, reason: sub.cancellation_details?.reason ?? 'cancellation_requested' }
    return changes(before, sub)
  }

  function listSubscriptions(params: Json): Json {
    const customer = str(params, 'customer')
    const status = str(params, 'status')
    const priceId = str(params, 'price')
    const limit = listLimit(params)
    const data = [...state.subscriptions.values()]
      .filter((s) => !customer || s.customer === customer)
      .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
      .filter((s) => !priceId || s.items.data.some((it: Json) => it.price.id === priceId))
      .reverse()
    return list('/v1/subscriptions', data, limit)
  }

  // ---- routing ---------------------------------------------------------------------------

  type Ctx = { method: string; path: string; params: Json; expand: string[] | undefined }

  function expandParam(params: Json): string[] | undefined {
    return strList(params, 'expand')
  }

  /** The /v1 API. Returns [status, json]. */
  async function api(ctx: Ctx): Promise<[number, Json]> {
    const { method, path, params } = ctx
    const ex = ctx.expand
    let m: RegExpExecArray | null

    // customers
    if (path === '/v1/customers' && method === 'POST') return [200, expand(createCustomer(params), ex)]
    if (path === '/v1/customers' && method === 'GET') {
      const email = str(params, 'email')
      const data = [...state.customers.values()].filter((c) => !email || c.email === email).reverse()
      return [200, expand(list('/v1/customers', data, listLimit(params)), ex)]
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = mustGet(state.customers, decodeURIComponent(m[1] as string), 'customer')
      if (method === 'GET') return [200, expand(customer, ex)]
      if (method === 'POST') return [200, expand(updateCustomer(customer, params), ex)]
    }

    // products
    if (path === '/v1/products' && method === 'POST') return [200, expand(createProduct(params), ex)]
    if (path === '/v1/products' && method === 'GET') {
      const active = bool(params, 'active')
      const data = [...state.products.values()].filter((p) => active === undefined || p.active === active).reverse()
      return [200, expand(list('/v1/products', data, listLimit(params)), ex)]
    }
    if ((m = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = mustGet(state.products, decodeURIComponent(m[1] as string), 'product')
      if (method === 'GET') return [200, expand(product, ex)]
      if (method === 'POST') return [200, expand(updateProduct(product, params), ex)]
    }

    // prices
    if (path === '/v1/prices' && method === 'POST') return [200, expand(createPrice(params), ex)]
    if (path === '/v1/prices' && method === 'GET') {
      const active = bool(params, 'active')
      const lookupKeys = strList(params, 'lookup_keys')
      const product = str(params, 'product')
      const type = str(params, 'type')
      const currency = str(params, 'currency')
      const data = [...state.prices.values()]
        .filter((p) => active === undefined || p.active === active)
        .filter((p) => !lookupKeys || lookupKeys.includes(p.lookup_key))
        .filter((p) => !product || p.product === product)
        .filter((p) => !type || p.type === type)
        .filter((p) => !currency || p.currency === currency.toLowerCase())
        .reverse()
      return [200, expand(list('/v1/prices', data, listLimit(params)), ex)]
    }
    if ((m = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = mustGet(state.prices, decodeURIComponent(m[1] as string), 'price')
      if (method === 'GET') return [200, expand(price, ex)]
      if (method === 'POST') return [200, expand(updatePrice(price, params), ex)]
    }

    // checkout sessions
    if (path === '/v1/checkout/sessions' && method === 'POST') return [200, expand(createCheckoutSession(params), ex)]
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/line_items)?$/.exec(path)) && method === 'GET') {
      const session = mustGet(state.sessions, decodeURIComponent(m[1] as string), 'checkout.session')
      if (m[2]) return [200, expand(sessionLineItems(session.id), ex)]
      const out = ex?.includes('line_items') ? { ...session, line_items: sessionLineItems(session.id) } : session
      return [200, expand(out, ex?.filter((p) => p !== 'line_items'))]
    }

    // subscriptions
    if (path === '/v1/subscriptions' && method === 'GET') return [200, expand(listSubscriptions(params), ex)]
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = mustGet(state.subscriptions, decodeURIComponent(m[1] as string), 'subscription')
      if (method === 'GET') return [200, expand(sub, ex)]
      if (method === 'POST') {
        const previous = updateSubscriptionFromApi(sub, params)
        if (previous) void emit('customer.subscription.updated', sub, previous)
        return [200, expand(sub, ex)]
      }
      if (method === 'DELETE') {
        if (sub.status === 'canceled') throw new StripeHttpError(400, `This subscription has already been canceled.`, undefined, 'id')
        cancelSubscriptionNow(sub)
        void emit('customer.subscription.deleted', sub)
        return [200, expand(sub, ex)]
      }
    }

    // invoices (read only)
    if ((m = /^\/v1\/invoices\/([^/]+)$/.exec(path)) && method === 'GET') {
      return [200, expand(mustGet(state.invoices, decodeURIComponent(m[1] as string), 'invoice'), ex)]
    }

    // billing portal
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const customer = requiredStr(params, 'customer')
      mustGet(state.customers, customer, 'customer', 'customer', 400)
      const id = newId('bps_')
      const portal = {
        id,
        object: 'billing_portal.session',
        configuration: 'bpc_fake_default',
        created: now(),
        customer,
        flow: null,
        livemode: false,
        locale: str(params, 'locale') ?? null,
        on_behalf_of: null,
        return_url: str(params, 'return_url') ?? null,
        url: `${apiBase}/portal/${id}`,
      }
      state.portalSessions.set(id, portal)
      return [200, expand(portal, ex)]
    }

    throw new StripeHttpError(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`)
  }

  // ---- HTML pages ------------------------------------------------------------------------

  function payPage(session: Json): string {
    const items = sessionInternals.get(session.id)?.lineItems ?? []
    const rows = items
      .map((li) => {
        const price = state.prices.get(li.price)
        const product = state.products.get(price?.product)
        const interval = price?.recurring ? ` per ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ` : ''}${price.recurring.interval}` : ''
        return `<div class="card"><div class="product">${escapeHtml(product?.name ?? price?.product)}</div>
<div class="amount"><strong>${escapeHtml(formatAmount(price?.unit_amount, price?.currency))}</strong>${escapeHtml(interval)}</div>
${li.quantity > 1 ? `<div class="muted">Quantity ${li.quantity}</div>` : ''}</div>`
      })
      .join('\n')
    const customer = session.customer ? state.customers.get(session.customer) : null
    const email = customer?.email ?? session.customer_email
    const done = session.status === 'complete'
    return page(
      'Fake Stripe Checkout',
      `${email ? `<p class="muted">${escapeHtml(email)}</p>` : ''}
${rows}
${done ? '<p role="status">This session is already paid.</p>' : ''}
<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : ''}`,
    )
  }

  function portalPage(portal: Json): string {
    const subs = [...state.subscriptions.values()].filter((s) => s.customer === portal.customer).reverse()
    const rows = subs
      .map((sub) => {
        const item = sub.items.data[0]
        const label = item?.price.lookup_key ?? item?.price.nickname ?? item?.price.id
        const cancellable = sub.status !== 'canceled' && !sub.cancel_at_period_end
        return `<div class="card subscription" data-subscription="${escapeHtml(sub.id)}">
<div><strong class="plan">${escapeHtml(label)}</strong> — <span class="status">${escapeHtml(sub.status)}</span></div>
<div class="muted">${escapeHtml(formatAmount(item?.price.unit_amount, item?.price.currency))}${item?.price.recurring ? ` per ${escapeHtml(item.price.recurring.interval)}` : ''}</div>
<div>Current period ends: <time>${escapeHtml(formatDate(item?.current_period_end))}</time></div>
${sub.cancel_at_period_end ? '<div class="cancels">Cancels at period end</div>' : ''}
${cancellable ? `<form method="post" action="/portal/${escapeHtml(portal.id)}/cancel/${escapeHtml(sub.id)}"><button type="submit">Cancel subscription</button></form>` : ''}
</div>`
      })
      .join('\n')
    return page(
      'Fake Stripe Customer Portal',
      `${rows || '<p>No subscriptions.</p>'}
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>` : ''}`,
    )
  }

  // ---- HTTP plumbing -----------------------------------------------------------------------

  const readBody = (req: http.IncomingMessage) => readBodyUpTo(req, 1_000_000, () => new StripeHttpError(413, 'Request body too large.'))

  /** Sends JSON text as it is (compact or indented) with Stripe's headers. */
  function sendJson(res: http.ServerResponse, status: number, body: string): void {
    send(res, status, 'application/json', body, { 'request-id': newId('req_', 14), 'stripe-version': FAKE_STRIPE_API_VERSION })
  }

  function sendHtml(res: http.ServerResponse, status: number, html: string): void {
    send(res, status, 'text/html; charset=utf-8', html)
  }

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(303, { location, 'content-length': 0 })
    res.end()
  }

  function errorBody(error: StripeHttpError, requestId?: string): string {
    const err: Json = { type: error.type, message: error.message }
    if (error.code) err.code = error.code
    if (error.param) err.param = error.param
    if (error.code) err.doc_url = `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}`
    if (requestId) err.request_log_url = `https://dashboard.stripe.com/test/logs/${requestId}`
    return JSON.stringify({ error: err }, null, 2)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname
    let m: RegExpExecArray | null

    if (path.startsWith('/v1/')) {
      const auth = req.headers.authorization ?? ''
      // Bearer, as the SDK sends it; Basic (`curl -u sk_test_…:`) as Stripe also accepts.
      const basic = /^Basic\s+(\S+)$/i.exec(auth)?.[1]
      const key = /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined)
      const body = await readBody(req)
      if (!key || !/^(sk|rk)_/.test(key)) {
        const message = key
          ? `Invalid API Key provided: ${key.slice(0, 8)}****`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
        sendJson(res, 401, errorBody(new StripeHttpError(401, message)))
        return
      }
      const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined
      const cacheKey = typeof idempotencyKey === 'string' ? `${key} ${path} ${idempotencyKey}` : undefined
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined
      if (cached) {
        sendJson(res, cached.status, cached.body)
        return
      }
      let status: number
      let out: string
      try {
        const params = method === 'GET' || method === 'DELETE' ? { ...parseForm(url.search.slice(1)), ...parseForm(body) } : parseForm(body)
        const [code, json] = await api({ method, path, params, expand: expandParam(params) })
        status = code
        out = JSON.stringify(json, null, 2)
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error
        status = error.status
        out = errorBody(error)
      }
      if (cacheKey) idempotent.set(cacheKey, { status, body: out })
      sendJson(res, status, out)
      return
    }

    if ((m = /^\/pay\/([^/]+)$/.exec(path))) {
      const session = state.sessions.get(decodeURIComponent(m[1] as string))
      if (!session) return sendHtml(res, 404, page('Fake Stripe Checkout', '<p>This checkout session does not exist.</p>'))
      if (method === 'GET') return sendHtml(res, 200, payPage(session))
      if (method === 'POST') {
        await readBody(req)
        if (session.status === 'open') await completeSession(session)
        const success = String(session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id)
        if (!success) return sendHtml(res, 200, page('Fake Stripe Checkout', '<p role="status">Payment complete.</p>'))
        return redirect(res, success)
      }
    }

    if ((m = /^\/portal\/([^/]+)(?:\/cancel\/([^/]+))?$/.exec(path))) {
      const portal = state.portalSessions.get(decodeURIComponent(m[1] as string))
      if (!portal) return sendHtml(res, 404, page('Fake Stripe Customer Portal', '<p>This portal session does not exist.</p>'))
      if (!m[2] && method === 'GET') return sendHtml(res, 200, portalPage(portal))
      if (m[2] && method === 'POST') {
        await readBody(req)
        const sub = state.subscriptions.get(decodeURIComponent(m[2]))
        if (!sub || sub.customer !== portal.customer) return sendHtml(res, 404, page('Fake Stripe Customer Portal', '<p>No such subscription.</p>'))
        if (sub.status !== 'canceled' && !sub.cancel_at_period_end) {
          const before = clone(sub)
          sub.cancel_at_period_end = true
          sub.canceled_at = now()
          sub.cancellation_details = { ...sub.cancellation_details, reason: 'cancellation_requested' }
          syncCancelAt(sub)
          await emit('customer.subscription.updated', sub, changes(before, sub))
        }
        return redirect(res, `/portal/${portal.id}`)
      }
    }

    // Test-only control routes.
    if (path === '/__fake/health') return sendJson(res, 200, '{"ok":true}')
    if (path === '/__fake/events' && method === 'GET') return sendJson(res, 200, JSON.stringify(sentEvents))
    if (path === '/__fake/state' && method === 'GET') {
      const dump = Object.fromEntries(Object.entries(state).map(([k, map]) => [k, [...map.values()]]))
      return sendJson(res, 200, JSON.stringify(dump))
    }
    if ((m = /^\/__fake\/subscriptions\/([^/]+)$/.exec(path)) && method === 'POST') {
      const raw = await readBody(req)
      try {
        const sub = await fake.updateSubscription(decodeURIComponent(m[1] as string), raw ? JSON.parse(raw) : {})
        return sendJson(res, 200, JSON.stringify(sub))
      } catch (error) {
        return sendJson(res, 404, errorBody(new StripeHttpError(404, (error as Error).message, 'resource_missing', 'id')))
      }
    }

    sendJson(res, 404, errorBody(new StripeHttpError(404, `Unrecognized request URL (${method}: ${path}).`)))
  }

  const server = await startServer({
    label: 'fake-stripe',
    port: opts.port,
    handle,
    internalError: (res, message) => sendJson(res, 500, errorBody(new StripeHttpError(500, message, undefined, undefined, 'api_error'))),
  })
  apiBase = server.baseUrl

  const fake: FakeStripe = {
    apiBase,
    port: server.port,
    state,
    sentEvents,
    setWebhookUrl(url: string) {
      webhookUrl = url
    },
    async updateSubscription(id, patch) {
      const sub = state.subscriptions.get(id)
      if (!sub) throw new Error(`No such subscription: '${id}'`)
      const before = clone(sub)
      if (patch.current_period_end !== undefined) {
        for (const item of sub.items.data) item.current_period_end = patch.current_period_end
      }
      if (patch.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = patch.cancel_at_period_end
        sub.canceled_at = patch.cancel_at_period_end ? (sub.canceled_at ?? now()) : null
      }
      syncCancelAt(sub)
      const becameCanceled = patch.status === 'canceled' && sub.status !== 'canceled'
      if (patch.status !== undefined) sub.status = patch.status
      if (becameCanceled) {
        sub.canceled_at = sub.canceled_at ?? now()
        sub.ended_at = now()
        await emit('customer.subscription.deleted', sub)
      } else {
        await emit('customer.subscription.updated', sub, changes(before, sub) ?? {})
      }
      return clone(sub)
    },
    waitForWebhooks() {
      return queue
    },
    async stop() {
      await queue.catch(() => {})
      await server.close()
    },
  }
  return fake
}

// Run standalone: FAKE_STRIPE_PORT (12111), FAKE_STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET.
if (isDirectRun(/(^|[\\/])stripe\.ts$/)) {
  await runStandalone(
    () =>
      startFakeStripe({
        port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
        webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
        webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test',
      }),
    (fake) => `Fake Stripe listening on ${fake.apiBase} (webhooks → ${process.env.FAKE_STRIPE_WEBHOOK_URL || 'nowhere, only recorded'})`,
  )
}
