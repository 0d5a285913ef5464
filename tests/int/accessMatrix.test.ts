/**
 * Access matrix: every collection and global of the Payload config × {anonymous, user, other user,
 * subscriber, admin} × {read, list, create, update, delete} (plus count, bulk update, bulk delete and
 * duplicate over REST, count over GraphQL), through the real REST and GraphQL route handlers.
 * The expected answer of every cell comes from the EXPECTED table below; a collection or global of
 * the config without a row fails the test, so a new one forces somebody to decide.
 *
 * Field level: every field with `access.create`/`access.update`, every field the table calls
 * server-set, and every field of a collection a user may edit that the table does not list as
 * user-writable, is written by the "user" on a record they own (or their own account) over REST
 * and GraphQL; the stored value must not change.
 *
 * Read leaks are also looked for in the bodies: an actor must never receive the e-mail address of
 * an account they cannot read, nor a password hash, salt or token.
 */
import { jest } from '@jest/globals'
import type { CollectionConfig, Field, GlobalConfig, Payload, SanitizedConfig } from 'payload'
import { formatNames, toWords } from 'payload'
import sharp from 'sharp'

import type { User } from '@/payload-types'
import { bootPayload, createVerifiedUser, ownDatabase, shutdown, uniqueEmail } from './support'
import {
  clientAddressHeaders,
  excerpt,
  getPath,
  sessionToken,
  makeHandlers,
  probeFieldOf,
  sampleRecordData,
  type SampleContext,
  normalize,
  sameValue,
  setPath,
  walkFields,
  type ApiAnswer,
  type FieldAt,
  type GqlAnswer,
  type Handlers,
} from './httpHarness'

jest.setTimeout(300_000)

// ---------------------------------------------------------------------------------------------
// The expected policy. Edit this table (deliberately) when a collection, global or endpoint is added.
// ---------------------------------------------------------------------------------------------

const ACTORS = ['anonymous', 'user', 'other', 'subscriber', 'admin'] as const
type Actor = (typeof ACTORS)[number]

/**
 * anyone     every actor, anonymous included
 * signedIn   every signed-in actor
 * subscriber a paying subscriber (PRO, PRO PLUS) and admins
 * owner      the record's owner (its `user`, or the account itself for users) and admins
 * self       the record's owner only, admins included only for their own records
 * published  anyone when the record's status is published, else admins
 * admin      admins only
 * internal   no non-admin; what an admin gets is not asserted (Payload's own defaults deny even admins)
 * nobody     nobody, admins included, through any API (the server writes with overrideAccess)
 */
type Rule = 'anyone' | 'signedIn' | 'subscriber' | 'owner' | 'self' | 'published' | 'admin' | 'internal' | 'nobody'
type Op = 'read' | 'list' | 'create' | 'update' | 'delete'

type SeedVariant = { label: string; data: Record<string, unknown> }
type CollectionRow = Record<Op, Rule> & {
  /** 'none': the collection has no REST endpoints at all (every REST cell must be refused). */
  rest?: 'none'
  /** 'disabled': graphQL: false in the config; its GraphQL cells are skipped (and listed as such). */
  graphQL?: 'disabled'
  /** Records read/listed by every actor (default: one record owned by "user"). */
  seeds?: SeedVariant[]
  /** Fields a user may write on a record they own; every other field of the collection is server-set. */
  userWritable?: string[]
  /** What a write of a user-writable field must send with it (a new site address needs its secret again). */
  writtenWith?: Record<string, Record<string, unknown>>
  /** Server-set fields that are not plain config fields (auth fields such as password). */
  serverSetExtra?: string[]
  /** Before each create cell: frees what a per-user limit would refuse (the actor's id; null for visitors). */
  makeRoom?: (actorId: number | null) => Promise<void>
  /** Path segment REST uses for one record, when it is not the id. */
  restKey?: (doc: Record<string, unknown>) => string
  note?: string
}

const EXPECTED: Record<string, CollectionRow> = {
  users: {
    read: 'owner',
    list: 'owner',
    create: 'admin', // registration only through POST /api/account/register
    update: 'owner',
    delete: 'admin',
    userWritable: ['username', 'language', 'marketingEmails'], // marketingEmails: a user turns product news on or off (settings; the unsubscribe link)
    serverSetExtra: ['email', 'password'],
    seeds: [{ label: 'account', data: { roles: ['user'] } }],
    note: 'REST/GraphQL create refused to visitors: registration goes only through POST /api/account/register',
  },
  articles: {
    read: 'owner',
    list: 'owner',
    create: 'admin', // users get articles only through the generation endpoints (quota)
    update: 'owner',
    delete: 'owner',
    userWritable: ['title', 'content', 'seo', 'seo.title', 'seo.metaDescription', 'seo.focusKeyword'],
  },
  posts: {
    read: 'published',
    list: 'published',
    create: 'admin',
    update: 'admin',
    delete: 'admin',
    seeds: [
      { label: 'published', data: { status: 'published' } },
      { label: 'draft', data: { status: 'draft' } },
    ],
  },
  media: { read: 'anyone', list: 'anyone', create: 'admin', update: 'admin', delete: 'admin' },
  subscriptions: { read: 'owner', list: 'owner', create: 'admin', update: 'admin', delete: 'admin', seeds: [{ label: 'canceled', data: { status: 'canceled' } }] },
  integrations: {
    read: 'owner',
    list: 'owner',
    create: 'subscriber', // plans.ts: integrations are for PRO and PRO PLUS
    update: 'owner',
    delete: 'owner',
    userWritable: ['platform', 'name', 'siteUrl', 'username', 'applicationPassword', 'wixSiteId', 'wixApiKey', 'active'],
    // A site's secret stays with the address, account and platform it was given for (issue 32, item 7).
    writtenWith: {
      platform: { applicationPassword: 'new pass word', wixApiKey: 'IST.new-key' },
      siteUrl: { applicationPassword: 'new pass word', wixApiKey: 'IST.new-key' },
      username: { applicationPassword: 'new pass word' },
      wixSiteId: { wixApiKey: 'IST.new-key' },
    },
    note: 'applicationPassword and wixApiKey are write-only: sealed at rest, never read back (tests/int/integrations.test.ts); changing the site address, username, Wix site id or platform needs the secret again',
  },
  publications: { read: 'owner', list: 'owner', create: 'nobody', update: 'nobody', delete: 'admin' },
  // Issue 36: runs and rows are written by src/server/bulk alone (POST /bulk-runs/start); owners read theirs.
  'bulk-runs': { read: 'owner', list: 'owner', create: 'nobody', update: 'nobody', delete: 'admin' },
  'bulk-rows': { read: 'owner', list: 'owner', create: 'nobody', update: 'nobody', delete: 'admin' },
  // Issue 35: a user's own voices (at most five, tests/int/voices.test.ts).
  'brand-voices': {
    read: 'owner',
    list: 'owner',
    create: 'signedIn',
    update: 'owner',
    delete: 'owner',
    userWritable: ['name', 'description', 'sample', 'preferWords', 'avoidWords', 'isDefault'],
    // Records of earlier cells fill the five: each create cell keeps only the actor's first (the one the read cells use).
    makeRoom: async (actorId) => {
      if (!actorId) return
      const { docs } = await payload.find({ collection: 'brand-voices', where: { user: { equals: actorId } }, sort: 'id', limit: 100, depth: 0, overrideAccess: true })
      for (const voice of docs.slice(1)) await payload.delete({ collection: 'brand-voices', id: voice.id, overrideAccess: true })
    },
  },
  'article-versions': { read: 'owner', list: 'owner', create: 'nobody', update: 'nobody', delete: 'admin' },
  usage: { read: 'owner', list: 'owner', create: 'nobody', update: 'admin', delete: 'admin' },
  'stripe-events': { read: 'admin', list: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  emails: { read: 'admin', list: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },
  'contact-messages': { read: 'admin', list: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },
  'email-templates': { read: 'admin', list: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'payload-preferences': {
    read: 'self',
    list: 'self',
    create: 'signedIn',
    update: 'self',
    delete: 'self',
    userWritable: ['key', 'value'],
    restKey: (doc) => encodeURIComponent(String(doc.key)), // GET/DELETE /api/payload-preferences/:key
    note: 'each signed-in user only their own preferences (admins too)',
  },
  'payload-locked-documents': { read: 'admin', list: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  'payload-jobs': { read: 'internal', list: 'internal', create: 'internal', update: 'internal', delete: 'internal' },
  'payload-kv': { read: 'internal', list: 'internal', create: 'internal', update: 'internal', delete: 'internal' },
  'payload-migrations': {
    read: 'internal',
    list: 'internal',
    create: 'internal',
    update: 'internal',
    delete: 'internal',
    rest: 'none',
    graphQL: 'disabled',
  },
}

type GlobalRow = { read: Rule; update: Rule; graphQL?: 'disabled' }
const EXPECTED_GLOBALS: Record<string, GlobalRow> = {
  'site-state': { read: 'admin', update: 'admin' },
  'payload-jobs-stats': { read: 'internal', update: 'internal' },
}

/**
 * Who may call each endpoint outside the five collection operations. Custom endpoints of the
 * config without a row fail the test. `denied` is an answer of 401/403/404 (and for GET/POST a
 * body without data); anything else means the caller got past the access check.
 */
type EndpointRow = { rule: Rule | 'ownerOfArticle'; body?: unknown | ((ids: { post: unknown; article: unknown }) => unknown) }
const seoBody = ({ post }: { post: unknown }) => ({ collectionSlug: 'posts', id: post, doc: { id: post, title: 'Title', slug: 'title', excerpt: 'Excerpt' } })
const EXPECTED_ENDPOINTS: Record<string, EndpointRow> = {
  'GET /account/session': { rule: 'anyone' },
  'POST /account/register': { rule: 'anyone', body: {} },
  'POST /account/login': { rule: 'anyone', body: {} },
  'POST /account/confirm-email': { rule: 'anyone', body: {} },
  'POST /account/forgot-password': { rule: 'anyone', body: {} },
  'POST /account/reset-token': { rule: 'anyone', body: {} },
  'POST /account/reset-password': { rule: 'anyone', body: {} },
  'POST /account/change-password': { rule: 'signedIn', body: {} },
  'POST /account/change-email': { rule: 'signedIn', body: {} },
  'POST /account/confirm-email-change': { rule: 'anyone', body: {} }, // the token in the link is the check
  'GET /billing/status': { rule: 'signedIn' },
  'POST /billing/checkout': { rule: 'signedIn', body: {} },
  'POST /billing/portal': { rule: 'internal', body: {} }, // needs a Stripe customer; admins have no portal: not asserted for them
  'POST /billing/webhook': { rule: 'anyone', body: {} }, // Stripe: the signature is the check
  'POST /ai/titles': { rule: 'signedIn', body: {} },
  'POST /ai/outline': { rule: 'signedIn', body: {} },
  'POST /ai/article': { rule: 'signedIn', body: {} },
  'POST /ai/prompt': { rule: 'signedIn', body: {} },
  'POST /ai/chat': { rule: 'signedIn', body: {} },
  'POST /ai/promo': { rule: 'signedIn', body: {} },
  'POST /ai/modify': { rule: 'signedIn', body: {} },
  'POST /ai/image': { rule: 'signedIn', body: {} },
  'POST /ai/speech': { rule: 'signedIn', body: {} },
  'POST /contact': { rule: 'anyone', body: {} },
  'GET /admin/stats': { rule: 'admin' },
  'GET /admin/users': { rule: 'admin' },
  'GET /auth/providers': { rule: 'anyone' },
  // Probes for load balancers: public, no secrets (tests/int/ops.test.ts); ready here: no job runner is asked for.
  'GET /health': { rule: 'anyone' },
  'GET /ready': { rule: 'anyone' },
  // Only with the METRICS_TOKEN bearer token: none is set here, so it does not exist for anyone (tests/int/ops.test.ts).
  'GET /metrics': { rule: 'nobody' },
  'GET /auth/google': { rule: 'anyone' }, // a redirect to Google (here: back home, not configured)
  'GET /auth/google/callback': { rule: 'anyone' }, // the sealed flow cookie and Google's answer are the check
  'GET /admin/live': { rule: 'admin' }, // an endless event stream: read up to its first event
  'POST /email/welcome-campaign': { rule: 'admin', body: { dryRun: true } }, // a dry run counts, sends nothing
  'GET /email/welcome-campaign': { rule: 'admin' },
  'POST /email/preview': { rule: 'admin', body: { type: 'welcome', subject: 'Hi', html: '<p>Hi</p>' } },
  'POST /email/unsubscribe': { rule: 'anyone', body: {} }, // the signed token in the address is the check
  'POST /plugin-seo/generate-title': { rule: 'admin', body: seoBody },
  'POST /plugin-seo/generate-description': { rule: 'admin', body: seoBody },
  'POST /plugin-seo/generate-url': { rule: 'admin', body: seoBody },
  'POST /plugin-seo/generate-image': { rule: 'admin', body: seoBody },
  'GET /access': { rule: 'anyone' }, // Payload: the caller's own permissions
  'GET /og': { rule: 'anyone' }, // @payloadcms/next: Open Graph image
  'GET /articles/:id/export': { rule: 'ownerOfArticle' },
  'POST /articles/:id/fix-seo': { rule: 'ownerOfArticle', body: {} },
  'GET /articles/:id/links': { rule: 'ownerOfArticle' },
  'POST /articles/:id/links': { rule: 'ownerOfArticle', body: { url: 'https://example.com/', action: 'remove' } },
  // An endless event stream (read up to its first event): its owner's, or an admin's.
  'GET /articles/:id/publications/live': { rule: 'ownerOfArticle' },
  // The blog for admins; an integration for its owner (tests/int/integrations.test.ts): with {} every non-admin is refused.
  'POST /articles/:id/publish': { rule: 'admin', body: { target: 'blog' } },
  // Owner and PRO PLUS (or admin): strangers get 404 and free owners 403, asserted in tests/int/chat.test.ts.
  'POST /articles/:id/restore': { rule: 'owner', body: { version: 1 } },
  // Owner and PRO PLUS (or admin) as restore: free owners get 403, asserted in tests/int/articleAudio.test.ts.
  'POST /articles/:id/audio': { rule: 'owner', body: {} },
  'POST /posts/publish': { rule: 'admin', body: {} },
  'POST /posts/:id/edit': { rule: 'admin', body: {} },
  'POST /integrations/:id/test': { rule: 'owner', body: {} },
  // PRO, PRO PLUS and admins (free users get 403); an empty list plans and starts nothing (tests/int/bulk.test.ts).
  'POST /bulk-runs/plan': { rule: 'subscriber', body: { text: '' } },
  'POST /bulk-runs/start': { rule: 'subscriber', body: { text: '' } },
  // A run's owner (or an admin): strangers get 404 (tests/int/bulk.test.ts).
  'GET /bulk-runs/:id/rows': { rule: 'owner' },
  'GET /bulk-runs/:id/live': { rule: 'owner' }, // an endless event stream: read up to its first event
  'POST /bulk-runs/:id/pause': { rule: 'owner', body: {} },
  'POST /bulk-runs/:id/resume': { rule: 'owner', body: {} },
  'POST /bulk-runs/:id/cancel': { rule: 'owner', body: {} },
  'POST /bulk-runs/:id/rows/:row/cancel': { rule: 'owner', body: {} },
  'POST /bulk-runs/:id/rows/:row/retry': { rule: 'owner', body: {} },
  'PATCH /bulk-runs/:id/rows/:row': { rule: 'owner', body: { publishAt: '2030-01-01T00:00:00Z' } },
  // Payload's jobs runner: nobody over the API, admins included: only the locked runner runs jobs
  // (src/server/jobs/runner.ts), so a job never runs twice at once.
  'GET /payload-jobs/run': { rule: 'nobody' },
  'POST /payload-jobs/run': { rule: 'nobody', body: {} },
  'GET /payload-jobs/handle-schedules': { rule: 'nobody' },
  'POST /payload-jobs/handle-schedules': { rule: 'nobody', body: {} },
}

/** Payload's own endpoints every collection gets; the five operations cover them. */
const PAYLOAD_DEFAULT_ENDPOINTS = new Set([
  'GET /count',
  'POST /',
  'DELETE /',
  'DELETE /:id',
  'POST /access/:id?',
  'GET /versions',
  'POST /:id/duplicate',
  'GET /',
  'GET /:id',
  'GET /versions/:id',
  'POST /versions/:id',
  'PATCH /',
  'PATCH /:id',
])
/** Payload's auth, upload and preference endpoints (covered by Payload; the fuzz test sends them junk). */
const PAYLOAD_BUILTIN_COLLECTION_ENDPOINTS: Record<string, string[]> = {
  users: ['POST /forgot-password', 'GET /init', 'POST /login', 'POST /logout', 'GET /me', 'POST /refresh-token', 'POST /first-register', 'POST /reset-password', 'POST /unlock', 'POST /verify/:id'],
  media: ['GET /paste-url/:id?', 'GET /file/:filename'],
  'payload-preferences': ['GET /:key', 'DELETE /:key', 'POST /:key'],
}

/**
 * GraphQL's auth operations (users): each answers as its REST route does, through the same code.
 * 'service': our account service (same limits, lockout, timing and answers as REST; README, API);
 * 'payload': Payload's own operation, the one its REST route runs. A new auth operation must be decided here.
 */
const GRAPHQL_AUTH: Record<string, { rest: string; via: 'service' | 'payload'; rule: Rule }> = {
  loginUser: { rest: 'POST /users/login', via: 'service', rule: 'anyone' },
  forgotPasswordUser: { rest: 'POST /users/forgot-password', via: 'service', rule: 'anyone' },
  meUser: { rest: 'GET /users/me', via: 'service', rule: 'anyone' },
  logoutUser: { rest: 'POST /users/logout', via: 'payload', rule: 'anyone' },
  refreshTokenUser: { rest: 'POST /users/refresh-token', via: 'payload', rule: 'signedIn' },
  resetPasswordUser: { rest: 'POST /users/reset-password', via: 'payload', rule: 'anyone' }, // the token in the link is the check
  verifyEmailUser: { rest: 'POST /users/verify/:id', via: 'payload', rule: 'anyone' }, // the token in the link is the check
  unlockUser: { rest: 'POST /users/unlock', via: 'payload', rule: 'admin' },
  initializedUser: { rest: 'GET /users/init', via: 'payload', rule: 'anyone' },
}
const AUTH_OPERATION = /^(login|logout|me|refreshToken|forgotPassword|resetPassword|verifyEmail|unlock|initialized)[A-Z]/

// ---------------------------------------------------------------------------------------------

type Cell = {
  area: string
  transport: 'REST' | 'GraphQL' | 'Local'
  actor: Actor
  op: string
  expected: 'allow' | 'deny' | 'any'
  observed: 'allowed' | 'denied' | 'error'
  detail: string
}

type Identity = { id: number; email: string; token: string; doc: User }

let payload: Payload
let config: SanitizedConfig
let api: Handlers
const cells: Cell[] = []
const skipped: string[] = []
const actors = {} as Record<Exclude<Actor, 'anonymous'>, Identity>
const seeds: Record<string, { label: string; doc: Record<string, unknown> }[]> = {}
const created: { collection: string; id: number | string }[] = []
let schema: GqlSchema
let png: Buffer
let counter = 0

const marker = () => `mx${Date.now().toString(36)}${(counter++).toString(36)}`
const tokenOf = (actor: Actor) => (actor === 'anonymous' ? undefined : actors[actor].token)

let sink: Cell[] = cells
function record(cell: Cell) {
  sink.push(cell)
}

function isAdmin(actor: Actor) {
  return actor === 'admin'
}

function collectionConfig(slug: string): CollectionConfig & { slug: string } {
  const found = config.collections.find((c) => c.slug === slug)
  if (!found) throw new Error(`no collection ${slug}`)
  return found as unknown as CollectionConfig & { slug: string }
}

/** The id of the account that owns a record, or null when the collection has no owner. */
function ownerOf(slug: string, doc: Record<string, unknown>): number | null {
  const cfg = collectionConfig(slug)
  if (cfg.auth) return Number(doc.id)
  if (!('user' in doc) && !cfg.fields.some((f) => 'name' in f && f.name === 'user')) return null
  const value = normalize(doc.user) as unknown
  if (value && typeof value === 'object' && 'value' in (value as Record<string, unknown>)) return Number((value as { value: unknown }).value)
  return value == null ? null : Number(value)
}

function actorIdOf(actor: Actor): number | null {
  return actor === 'anonymous' ? null : actors[actor].id
}

/** Whether the rule lets the actor do the operation on the record: true, false, or undefined (not asserted). */
function allows(rule: Rule, actor: Actor, slug: string | null, doc?: Record<string, unknown>, ownerOverride?: number): boolean | undefined {
  switch (rule) {
    case 'anyone':
      return true
    case 'signedIn':
      return actor !== 'anonymous'
    case 'subscriber':
      return actor === 'subscriber' || isAdmin(actor)
    case 'admin':
      return isAdmin(actor)
    case 'nobody':
      return false
    case 'internal':
      return isAdmin(actor) ? undefined : false
    case 'published':
      return isAdmin(actor) || doc?.status === 'published'
    case 'owner':
    case 'self': {
      if (rule === 'owner' && isAdmin(actor)) return true
      const owner = ownerOverride ?? (slug && doc ? ownerOf(slug, doc) : null)
      return owner != null && owner === actorIdOf(actor)
    }
  }
}

// ------------------------------------ seeding ------------------------------------------------

async function lexical(html: string) {
  const { htmlToLexical } = await import('@/server/blog/publish')
  return htmlToLexical(payload, html)
}

const sampleContext = (owner: number | null, mark: string): SampleContext => ({
  owner: owner ?? actors.user.id,
  mark,
  relatedId: (slug) => (slug === 'users' ? (owner ?? actors.user.id) : (seeds[slug]?.[0]?.doc.id as number | undefined)),
  lexical,
})

/** Required fields, the owner field and the probe field of a collection, filled generically from its config. */
async function sampleData(slug: string, owner: number | null, mark: string, overrides: Record<string, unknown> = {}) {
  return { ...(await sampleRecordData(collectionConfig(slug), sampleContext(owner, mark))), ...overrides }
}

function probeField(slug: string): FieldAt | undefined {
  return probeFieldOf(collectionConfig(slug))
}

const pngFile = (name: string) => ({ name, mimetype: 'image/png', data: png, size: png.length })

/** Creates a record with the Local API (overrideAccess), owned by `owner` where the collection has an owner. */
async function seedRecord(slug: string, ownerDoc: User | null, variant?: SeedVariant, mark = marker()): Promise<Record<string, unknown>> {
  const cfg = collectionConfig(slug)
  const data = await sampleData(slug, ownerDoc?.id ?? null, mark, variant?.data)
  // A unique index over relationships (publications: article × integration) takes a fresh related record per seed.
  for (const name of (cfg.indexes ?? []).filter((index) => index.unique).flatMap((index) => index.fields)) {
    const field = cfg.fields.find((f) => 'name' in f && f.name === name)
    if (field?.type === 'relationship' && typeof field.relationTo === 'string' && field.relationTo !== 'users' && !(variant?.data && name in variant.data)) {
      data[name] = (await seedRecord(field.relationTo, ownerDoc)).id
    }
  }
  const doc = (await payload.create({
    collection: slug as never,
    data: data as never,
    overrideAccess: true,
    depth: 0,
    ...(cfg.upload ? { file: pngFile(`${mark}.png`) } : {}),
    ...(ownerDoc ? { user: ownerDoc } : {}),
    ...(cfg.auth ? { disableVerificationEmail: true } : {}),
    context: { skipAccountEmails: true },
  } as never)) as unknown as Record<string, unknown>
  created.push({ collection: slug, id: doc.id as number })
  return doc
}

/** For users the record is an account: a fresh one, signed in, plays "user" (the owner). */
async function freshTarget(slug: string): Promise<{ doc: Record<string, unknown>; ownerToken?: string; ownerId: number | null }> {
  const cfg = collectionConfig(slug)
  if (cfg.auth) {
    const mark = marker()
    const doc = await seedRecord(slug, null, EXPECTED[slug]?.seeds?.[0], mark)
    const token = await sessionToken(payload, Number(doc.id))
    return { doc, ownerToken: token, ownerId: Number(doc.id) }
  }
  const doc = await seedRecord(slug, actors.user.doc, EXPECTED[slug]?.seeds?.[0])
  return { doc, ownerId: ownerOf(slug, doc) }
}

async function stored(slug: string, id: unknown): Promise<Record<string, unknown> | null> {
  return (await payload
    .findByID({ collection: slug as never, id: id as number, overrideAccess: true, depth: 0, showHiddenFields: true, disableErrors: true } as never)
    .catch(() => null)) as Record<string, unknown> | null
}

async function findByProbe(slug: string, value: string): Promise<Record<string, unknown>[]> {
  const probe = probeField(slug)
  if (!probe) return []
  const found = await payload.find({ collection: slug as never, where: { [probe.path]: { equals: value } }, overrideAccess: true, depth: 0, pagination: false } as never)
  return found.docs as unknown as Record<string, unknown>[]
}

// ------------------------------------ GraphQL schema -----------------------------------------

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
type GqlField = { name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }
type GqlType = { kind: string; name: string; fields: GqlField[] | null; inputFields: { name: string; type: TypeRef }[] | null; enumValues: { name: string }[] | null }
type GqlSchema = { query: Map<string, GqlField>; mutation: Map<string, GqlField>; types: Map<string, GqlType> }

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }'

async function loadSchema(): Promise<GqlSchema> {
  const answer = await api.gql(
    `{ __schema { queryType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
       mutationType { fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } }
       types { kind name fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } inputFields { name type { ${TYPE_REF} } } enumValues { name } } } }`,
    undefined,
    actors.admin.token,
  )
  const s = (answer.data as { __schema?: { queryType: { fields: GqlField[] }; mutationType: { fields: GqlField[] }; types: GqlType[] } } | null)?.__schema
  if (!s) throw new Error(`GraphQL introspection failed: ${answer.status} ${excerpt(answer.text)}`)
  return {
    query: new Map(s.queryType.fields.map((f) => [f.name, f])),
    mutation: new Map(s.mutationType.fields.map((f) => [f.name, f])),
    types: new Map(s.types.map((t) => [t.name, t])),
  }
}

function unwrap(ref: TypeRef): TypeRef {
  return ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? unwrap(ref.ofType!) : ref
}

function typeString(ref: TypeRef): string {
  if (ref.kind === 'NON_NULL') return `${typeString(ref.ofType!)}!`
  if (ref.kind === 'LIST') return `[${typeString(ref.ofType!)}]`
  return ref.name!
}

function enumName(value: string): string {
  let s = String(value)
  if (/^[0-9]/.test(s)) s = `_${s}`
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[.\-/+,()'[\]]/g, '_').replace(/ /g, '') || '_'
}

/** A JS value in the shape a GraphQL input type wants (enum names, relationship ids). */
function toGqlInput(value: unknown, ref: TypeRef, dropUnknown = false): unknown {
  if (value === null || value === undefined) return value
  if (ref.kind === 'NON_NULL') return toGqlInput(value, ref.ofType!, dropUnknown)
  if (ref.kind === 'LIST') return (Array.isArray(value) ? value : [value]).map((v) => toGqlInput(v, ref.ofType!, dropUnknown))
  const type = schema.types.get(ref.name!)
  if (!type) return value
  if (type.kind === 'ENUM') {
    const wanted = enumName(String(value))
    return type.enumValues?.find((e) => e.name === wanted)?.name ?? value
  }
  if (type.kind === 'INPUT_OBJECT' && value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const field = type.inputFields?.find((f) => f.name === key)
      if (!field && dropUnknown) continue
      out[key] = field ? toGqlInput(v, field.type, dropUnknown) : v
    }
    return out
  }
  return value
}

/** Scalar fields of a type, and the scalar fields of the objects it holds (one level down). */
function selection(typeName: string, depth = 0): string {
  const type = schema.types.get(typeName)
  if (!type?.fields) return 'id'
  const parts: string[] = []
  for (const field of type.fields) {
    if (field.args.some((a) => a.type.kind === 'NON_NULL')) continue
    const inner = unwrap(field.type)
    const innerType = schema.types.get(inner.name!)
    if (!innerType || innerType.kind === 'SCALAR' || innerType.kind === 'ENUM') parts.push(field.name)
    else if (innerType.kind === 'OBJECT' && depth < 1) {
      const sub = selection(innerType.name, depth + 1)
      if (sub) parts.push(`${field.name} { ${sub} }`)
    }
  }
  return parts.join(' ')
}

type GqlNames = { singular: string; plural: string } | null

function gqlNames(slug: string): GqlNames {
  const cfg = collectionConfig(slug) as CollectionConfig & { graphQL?: false | { singularName?: string; pluralName?: string } }
  if (cfg.graphQL === false) return null
  const fromSlug = formatNames(slug)
  const singular = cfg.graphQL && cfg.graphQL.singularName ? toWords(cfg.graphQL.singularName, true) : fromSlug.singular
  let plural = cfg.graphQL && cfg.graphQL.pluralName ? toWords(cfg.graphQL.pluralName, true) : fromSlug.plural
  if (singular === plural) plural = `all${singular}`
  return { singular, plural }
}

function gqlDoc(answer: GqlAnswer, field: string): Record<string, unknown> | null {
  const value = answer.data?.[field]
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
}

function gqlErrors(answer: GqlAnswer): string {
  return answer.errors.map((e) => `${e.extensions?.statusCode ?? ''} ${e.message}`.trim()).join('; ')
}

// ------------------------------------ observing ----------------------------------------------

/** Secrets no API answer may ever contain, and e-mail addresses of accounts the actor cannot read. */
function bodyLeaks(actor: Actor, text: string): string[] {
  const found: string[] = []
  for (const key of ['hash', 'salt', 'resetPasswordToken', '_verificationToken', 'apiKey']) {
    if (new RegExp(`"${key}"\\s*:\\s*"[^"]+"`).test(text)) found.push(`exposes ${key}`)
  }
  if (!isAdmin(actor)) {
    for (const [name, identity] of Object.entries(actors)) {
      if (name === actor) continue
      if (text.includes(identity.email)) found.push(`exposes the e-mail of ${name}`)
    }
  }
  return found
}

function restDetail(a: ApiAnswer) {
  return `${a.status} ${excerpt(a.text)}`
}

/**
 * 5xx is an error, except 501 (Payload's answer for a route that does not exist, e.g. a collection
 * with endpoints: false: a refusal) and 503 (documented: a service not configured or overloaded).
 */
function isServerError(a: ApiAnswer): boolean {
  return a.status >= 500 && a.status !== 501 && a.status !== 503
}

function classifyRest(a: ApiAnswer): 'denied' | 'error' | 'ok' {
  if (isServerError(a)) return 'error'
  if (a.status === 501) return 'denied'
  if (a.status >= 400) return 'denied'
  return 'ok'
}

function expectation(value: boolean | undefined): Cell['expected'] {
  return value === undefined ? 'any' : value ? 'allow' : 'deny'
}

// ------------------------------------ setup --------------------------------------------------

beforeAll(async () => {
  payload = await bootPayload({ ...(await ownDatabase('matrix')), JOBS_RUNNER: 'off' })
  config = await (await import('../../payload.config')).default
  api = await makeHandlers(config)
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f46e5' } }).png().toBuffer()

  for (const [actor, roles] of [
    ['user', ['user']],
    ['other', ['user']],
    ['subscriber', ['user']],
    ['admin', ['admin', 'user']],
  ] as const) {
    const doc = (await createVerifiedUser(payload, `mx-${actor}`, [...roles])) as User
    actors[actor] = { id: doc.id, email: doc.email, doc, token: await sessionToken(payload, doc.id) }
  }
  // The subscriber has an active PRO subscription (SPEC 4: active, paid tier, period not over).
  await payload.create({
    collection: 'subscriptions',
    data: {
      user: actors.subscriber.id,
      stripeSubscriptionId: `sub_${marker()}`,
      stripeCustomerId: `cus_${marker()}`,
      tier: 'basic',
      status: 'active',
      interval: 'month',
      currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    },
    overrideAccess: true,
  })
  const { tierOf } = await import('@/server/billing/status')
  expect(await tierOf(payload, actors.subscriber.doc)).toBe('basic')

  schema = await loadSchema()

  // One record per collection (more where the table asks), owned by "user" where there is an owner.
  // Order: collections others point at first.
  const order = [...config.collections.map((c) => c.slug)].sort((a, b) => rank(a) - rank(b))
  for (const slug of order) {
    if (!EXPECTED[slug]) continue
    const cfg = collectionConfig(slug)
    if (cfg.auth) {
      seeds[slug] = [{ label: 'the user', doc: actors.user.doc as unknown as Record<string, unknown> }]
      continue
    }
    const variants = EXPECTED[slug].seeds ?? [{ label: 'owned by user', data: {} }]
    seeds[slug] = []
    for (const variant of variants) seeds[slug].push({ label: variant.label, doc: await seedRecord(slug, actors.user.doc, variant) })
  }
})

function rank(slug: string) {
  return ['users', 'media', 'articles'].indexOf(slug) >= 0 ? ['users', 'media', 'articles'].indexOf(slug) : 10
}

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection: collection as never, id: id as number, overrideAccess: true } as never).catch(() => {})
  }
  await shutdown(payload)
})

// ------------------------------------ the table covers the config ----------------------------

describe('the expected table covers the config', () => {
  it('has a row for every collection and global (a new one must be decided here)', () => {
    const missing = [
      ...config.collections.filter((c) => !EXPECTED[c.slug]).map((c) => `collection ${c.slug}`),
      ...config.globals.filter((g) => !EXPECTED_GLOBALS[g.slug]).map((g) => `global ${g.slug}`),
    ]
    expect(missing).toEqual([])
  })

  it('says where GraphQL or REST is off exactly where the config turns it off', () => {
    const wrong: string[] = []
    for (const c of config.collections) {
      const row = EXPECTED[c.slug]
      if (!row) continue
      if ((c.graphQL === false) !== (row.graphQL === 'disabled')) wrong.push(`${c.slug}: config graphQL=${JSON.stringify(c.graphQL)}, table ${row.graphQL ?? 'enabled'}`)
      if ((c.endpoints === false) !== (row.rest === 'none')) wrong.push(`${c.slug}: config endpoints=${c.endpoints === false ? 'false' : 'on'}, table ${row.rest ?? 'on'}`)
    }
    expect(wrong).toEqual([])
  })

  it('has a row for every custom endpoint (root and collection endpoints)', () => {
    const missing: string[] = []
    for (const e of config.endpoints) {
      const key = `${e.method.toUpperCase()} ${e.path}`
      if (!EXPECTED_ENDPOINTS[key]) missing.push(key)
    }
    for (const c of config.collections) {
      if (!Array.isArray(c.endpoints)) continue
      for (const e of c.endpoints) {
        const own = `${e.method.toUpperCase()} ${e.path}`
        if (PAYLOAD_DEFAULT_ENDPOINTS.has(own) || PAYLOAD_BUILTIN_COLLECTION_ENDPOINTS[c.slug]?.includes(own)) continue
        const key = `${e.method.toUpperCase()} /${c.slug}${e.path}`
        if (!EXPECTED_ENDPOINTS[key]) missing.push(key)
      }
    }
    expect(missing).toEqual([])
  })
})

// ------------------------------------ collections --------------------------------------------

async function restRead(slug: string, row: CollectionRow, seed: { label: string; doc: Record<string, unknown> }) {
  const key = row.restKey ? row.restKey(seed.doc) : String(seed.doc.id)
  for (const actor of ACTORS) {
    const expected = row.rest === 'none' ? (isAdmin(actor) && row.read === 'internal' ? undefined : false) : allows(row.read, actor, slug, seed.doc)
    const a = await api.rest('GET', `/api/${slug}/${key}`, { token: tokenOf(actor) })
    const got = (a.json ?? {}) as Record<string, unknown>
    // A 2xx without the record (Payload's preferences answer 200 {message: 'Not Found'}) gives nothing away.
    let observed: Cell['observed'] = classifyRest(a) === 'error' ? 'error' : a.status === 200 && String(got.id) === String(seed.doc.id) ? 'allowed' : 'denied'
    const leaks = bodyLeaks(actor, a.text)
    if (leaks.length) observed = 'allowed'
    record({ area: `${slug} [${seed.label}]`, transport: 'REST', actor, op: 'read', expected: expectation(leaks.length ? false : expected), observed, detail: `${leaks.join(', ')} ${restDetail(a)}`.trim() })
  }
}

async function allDocs(slug: string) {
  return (await payload.find({ collection: slug as never, overrideAccess: true, depth: 0, pagination: false } as never)).docs as unknown as Record<string, unknown>[]
}

function compareIds(visible: string[], all: Record<string, unknown>[], rule: Rule, actor: Actor, slug: string) {
  const expectedIds = new Set(all.filter((d) => allows(rule, actor, slug, d) === true).map((d) => String(d.id)))
  const unsure = new Set(all.filter((d) => allows(rule, actor, slug, d) === undefined).map((d) => String(d.id)))
  const extra = visible.filter((id) => !expectedIds.has(id) && !unsure.has(id))
  const missing = [...expectedIds].filter((id) => !visible.includes(id))
  return { extra, missing, expectedCount: expectedIds.size, unsure: unsure.size > 0 }
}

async function restList(slug: string, row: CollectionRow) {
  const all = await allDocs(slug)
  for (const actor of ACTORS) {
    const rule: Rule = row.rest === 'none' ? (row.list === 'internal' ? 'internal' : 'nobody') : row.list
    const a = await api.rest('GET', `/api/${slug}?pagination=false`, { token: tokenOf(actor) })
    const docs = ((a.json as { docs?: { id: unknown }[] } | undefined)?.docs ?? []).map((d) => String(d.id))
    const { extra, missing, unsure } = compareIds(a.status === 200 ? docs : [], all, rule, actor, slug)
    const leaks = bodyLeaks(actor, a.text)
    const broken = isServerError(a) || (a.status < 400 && a.status !== 200)
    const observed: Cell['observed'] = broken ? 'error' : extra.length || leaks.length ? 'allowed' : missing.length ? 'denied' : 'allowed'
    const expected: Cell['expected'] = unsure && rule === 'internal' && isAdmin(actor) ? 'any' : extra.length || leaks.length ? 'deny' : 'allow'
    record({
      area: slug,
      transport: 'REST',
      actor,
      op: 'list',
      expected,
      observed,
      detail: `${extra.length ? `sees ids it may not: ${extra.slice(0, 8).join(',')}; ` : ''}${missing.length ? `misses ids: ${missing.slice(0, 8).join(',')}; ` : ''}${leaks.join(', ')} ${restDetail(a)}`.trim(),
    })
    // count agrees with the list
    const c = await api.rest('GET', `/api/${slug}/count`, { token: tokenOf(actor) })
    const total = (c.json as { totalDocs?: number } | undefined)?.totalDocs
    const countExpected = all.filter((d) => allows(rule, actor, slug, d) === true).length
    const countObserved: Cell['observed'] = isServerError(c) ? 'error' : c.status === 200 && typeof total === 'number' && total > countExpected ? 'allowed' : c.status === 200 && total !== countExpected ? 'denied' : c.status >= 400 && countExpected > 0 ? 'denied' : 'allowed'
    record({
      area: slug,
      transport: 'REST',
      actor,
      op: 'count',
      // 200 without totalDocs: the route is taken by another endpoint (GET /payload-preferences/:key reads key 'count').
      expected: (unsure && isAdmin(actor)) || (c.status === 200 && typeof total !== 'number') ? 'any' : c.status === 200 && typeof total === 'number' && total > countExpected ? 'deny' : 'allow',
      observed: countObserved,
      detail: `expected totalDocs ${countExpected}, ${c.status === 200 && typeof total !== 'number' ? '(no count answer: route shadowed) ' : ''}${restDetail(c)}`,
    })
  }
}

async function restCreate(slug: string, row: CollectionRow) {
  const cfg = collectionConfig(slug)
  for (const actor of ACTORS) {
    const mark = marker()
    const expected = row.rest === 'none' ? (isAdmin(actor) && row.create === 'internal' ? undefined : false) : allows(row.create, actor, slug)
    const data = await sampleData(slug, actorIdOf(actor) ?? actors.user.id, mark, row.seeds?.[0]?.data)
    await row.makeRoom?.(actorIdOf(actor))
    let a: ApiAnswer
    if (cfg.upload) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${mark}.png`)
      form.append('_payload', JSON.stringify(data))
      a = await api.rest('POST', `/api/${slug}`, { token: tokenOf(actor), body: form })
    } else {
      a = await api.rest('POST', `/api/${slug}`, { token: tokenOf(actor), body: JSON.stringify(data) })
    }
    const left = probeField(slug) ? await findByProbe(slug, mark) : []
    for (const doc of left) created.push({ collection: slug, id: doc.id as number })
    const observed: Cell['observed'] = isServerError(a) ? 'error' : left.length > 0 ? 'allowed' : a.status >= 400 ? 'denied' : probeField(slug) ? 'error' : 'allowed'
    record({ area: slug, transport: 'REST', actor, op: 'create', expected: expectation(expected), observed, detail: `${left.length ? `stored id ${left.map((d) => d.id).join(',')}; ` : ''}${restDetail(a)}` })
  }
}

/** update / delete / bulk variants / duplicate, each on a fresh record so a leak cannot spoil the next cell. */
async function restWrites(slug: string, row: CollectionRow) {
  const probe = probeField(slug)
  for (const actor of ACTORS) {
    for (const op of ['update', 'bulk update', 'delete', 'bulk delete', 'duplicate'] as const) {
      const target = await freshTarget(slug)
      const id = target.doc.id
      // For users, the fresh account itself plays "user" (the owner of its record).
      const token = actor === 'user' && target.ownerToken ? target.ownerToken : tokenOf(actor)
      const baseRule = op.includes('update') ? row.update : op.includes('delete') ? row.delete : row.create
      const ownerOverride = actor === 'user' && target.ownerToken ? actorIdOf('user')! : undefined
      let expected: boolean | undefined
      if (row.rest === 'none') expected = isAdmin(actor) && baseRule === 'internal' ? undefined : false
      else if (op === 'duplicate') {
        // Refused when either create or read is refused; a permitted duplicate may still fail on unique fields.
        const refused = allows(row.create, actor, slug) === false || allows(row.read, actor, slug, target.doc, ownerOverride) === false
        expected = refused ? false : undefined
      } else expected = allows(baseRule, actor, slug, target.doc, ownerOverride)
      const key = row.restKey && op === 'delete' ? row.restKey(target.doc) : String(id)
      const newValue = `${marker()}-upd`
      let a: ApiAnswer
      if (op === 'update') a = await api.rest('PATCH', `/api/${slug}/${id}`, { token, body: JSON.stringify(probe ? { [probe.path]: newValue } : {}) })
      else if (op === 'bulk update') a = await api.rest('PATCH', `/api/${slug}?where[id][equals]=${id}`, { token, body: JSON.stringify(probe ? { [probe.path]: newValue } : {}) })
      else if (op === 'delete') a = await api.rest('DELETE', `/api/${slug}/${key}`, { token })
      else if (op === 'bulk delete') a = await api.rest('DELETE', `/api/${slug}?where[id][equals]=${id}`, { token })
      else a = await api.rest('POST', `/api/${slug}/${id}/duplicate`, { token, body: JSON.stringify({}) })

      const after = await stored(slug, id)
      let observed: Cell['observed']
      let note = ''
      if (op.includes('update')) {
        if (!probe) {
          skipped.push(`${slug} REST ${op}: no text field to observe`)
          continue
        }
        const changed = after != null && getPath(after, probe.path) === newValue
        observed = isServerError(a) ? 'error' : changed ? 'allowed' : a.status >= 400 || op === 'bulk update' ? 'denied' : 'error'
        if (!changed && a.status < 400 && op === 'update') note = 'answered 2xx but did not apply; '
      } else if (op.includes('delete')) {
        observed = isServerError(a) ? 'error' : after == null ? 'allowed' : a.status >= 400 || op === 'bulk delete' ? 'denied' : 'error'
        if (after != null && a.status < 400 && op === 'delete') note = 'answered 2xx but the record is still there; '
      } else {
        const copies = probe ? (await findByProbe(slug, String(getPath(target.doc, probe.path)))).filter((d) => String(d.id) !== String(id)) : []
        for (const d of copies) created.push({ collection: slug, id: d.id as number })
        observed = isServerError(a) ? 'error' : copies.length ? 'allowed' : 'denied'
      }
      if (observed === 'error' && expected === false && a.status < 500) observed = 'denied' // refused without saying so: not a leak
      record({ area: slug, transport: 'REST', actor, op, expected: expectation(expected), observed, detail: `${note}${restDetail(a)}` })
    }
  }
}

async function graphqlCells(slug: string, row: CollectionRow) {
  const names = gqlNames(slug)
  if (!names || row.graphQL === 'disabled') {
    skipped.push(`${slug}: GraphQL disabled (graphQL: false), no GraphQL cells`)
    return
  }
  const { singular, plural } = names
  const readField = schema.query.get(singular)
  const listField = schema.query.get(plural)
  if (!readField || !listField) throw new Error(`GraphQL query ${singular}/${plural} for ${slug} not in the schema`)
  const typeName = unwrap(readField.type).name!
  const sel = selection(typeName)
  const cfg = collectionConfig(slug)

  // read
  for (const seed of seeds[slug] ?? []) {
    for (const actor of ACTORS) {
      const a = await api.gql(`query { ${singular}(id: ${seed.doc.id}) { ${sel} } }`, undefined, tokenOf(actor))
      const doc = gqlDoc(a, singular)
      const leaks = bodyLeaks(actor, a.text)
      const observed: Cell['observed'] = a.status >= 500 && !a.errors.length ? 'error' : doc && String(doc.id) === String(seed.doc.id) ? 'allowed' : leaks.length ? 'allowed' : 'denied'
      record({ area: `${slug} [${seed.label}]`, transport: 'GraphQL', actor, op: 'read', expected: expectation(leaks.length ? false : allows(row.read, actor, slug, seed.doc)), observed, detail: `${leaks.join(', ')} ${a.status} ${excerpt(gqlErrors(a) || a.text)}`.trim() })
    }
  }
  // list + count
  const all = await allDocs(slug)
  const hasPagination = listField.args.some((x) => x.name === 'pagination')
  for (const actor of ACTORS) {
    const a = await api.gql(`query { ${plural}(${hasPagination ? 'pagination: false' : 'limit: 100000'}) { docs { ${sel} } totalDocs } }`, undefined, tokenOf(actor))
    const list = gqlDoc(a, plural) as { docs?: { id: unknown }[]; totalDocs?: number } | null
    const ids = (list?.docs ?? []).map((d) => String(d.id))
    const { extra, missing, unsure } = compareIds(ids, all, row.list, actor, slug)
    const leaks = bodyLeaks(actor, a.text)
    record({
      area: slug,
      transport: 'GraphQL',
      actor,
      op: 'list',
      expected: unsure && isAdmin(actor) ? 'any' : extra.length || leaks.length ? 'deny' : 'allow',
      observed: extra.length || leaks.length ? 'allowed' : missing.length ? 'denied' : 'allowed',
      detail: `${extra.length ? `sees ids it may not: ${extra.slice(0, 8).join(',')}; ` : ''}${missing.length ? `misses ids: ${missing.slice(0, 8).join(',')}; ` : ''}${leaks.join(', ')} ${a.status} ${excerpt(gqlErrors(a))}`.trim(),
    })
    const countField = `count${plural}`
    if (schema.query.get(countField)) {
      const c = await api.gql(`query { ${countField} { totalDocs } }`, undefined, tokenOf(actor))
      const total = (gqlDoc(c, countField) as { totalDocs?: number } | null)?.totalDocs
      const want = all.filter((d) => allows(row.list, actor, slug, d) === true).length
      record({
        area: slug,
        transport: 'GraphQL',
        actor,
        op: 'count',
        expected: unsure && isAdmin(actor) ? 'any' : typeof total === 'number' && total > want ? 'deny' : 'allow',
        observed: typeof total === 'number' && total > want ? 'allowed' : total === want || (total == null && want === 0) ? 'allowed' : 'denied',
        detail: `expected totalDocs ${want}, got ${total} ${excerpt(gqlErrors(c))}`,
      })
    }
  }
  // create
  const createField = schema.mutation.get(`create${singular}`)
  if (!createField) throw new Error(`GraphQL mutation create${singular} missing for ${slug}`)
  const dataArg = createField.args.find((x) => x.name === 'data')
  for (const actor of ACTORS) {
    const mark = marker()
    const data = await sampleData(slug, actorIdOf(actor) ?? actors.user.id, mark, row.seeds?.[0]?.data)
    await row.makeRoom?.(actorIdOf(actor))
    const a = await api.gql(`mutation ($data: ${typeString(dataArg!.type)}) { create${singular}(data: $data) { id } }`, { data: toGqlInput(data, dataArg!.type, true) }, tokenOf(actor))
    const left = await findByProbe(slug, mark)
    for (const doc of left) created.push({ collection: slug, id: doc.id as number })
    let expected = allows(row.create, actor, slug)
    if (expected && cfg.upload) {
      expected = undefined
      skipped.push(`${slug} GraphQL create by ${actor}: uploads need multipart REST, GraphQL cannot carry the file (not asserted)`)
    }
    record({ area: slug, transport: 'GraphQL', actor, op: 'create', expected: expectation(expected), observed: left.length ? 'allowed' : 'denied', detail: `${a.status} ${excerpt(gqlErrors(a) || a.text)}` })
  }
  // update + delete
  const probe = probeField(slug)
  const updateField = schema.mutation.get(`update${singular}`)!
  const updateData = updateField.args.find((x) => x.name === 'data')!
  for (const actor of ACTORS) {
    for (const op of ['update', 'delete'] as const) {
      const target = await freshTarget(slug)
      const id = target.doc.id
      const isOwnerAccount = actor === 'user' && target.ownerToken
      const token = isOwnerAccount ? target.ownerToken : tokenOf(actor)
      const expected = allows(op === 'update' ? row.update : row.delete, actor, slug, target.doc, isOwnerAccount ? actorIdOf('user')! : undefined)
      if (op === 'update') {
        if (!probe) continue
        const newValue = `${marker()}-upd`
        const a = await api.gql(`mutation ($data: ${typeString(updateData.type)}) { update${singular}(id: ${id}, data: $data) { id } }`, { data: { [probe.path]: newValue } }, token)
        const after = await stored(slug, id)
        record({ area: slug, transport: 'GraphQL', actor, op, expected: expectation(expected), observed: after && getPath(after, probe.path) === newValue ? 'allowed' : 'denied', detail: `${a.status} ${excerpt(gqlErrors(a) || a.text)}` })
      } else {
        const a = await api.gql(`mutation { delete${singular}(id: ${id}) { id } }`, undefined, token)
        const after = await stored(slug, id)
        record({ area: slug, transport: 'GraphQL', actor, op, expected: expectation(expected), observed: after ? 'denied' : 'allowed', detail: `${a.status} ${excerpt(gqlErrors(a) || a.text)}` })
      }
    }
  }
}

describe('collections × actors × operations', () => {
  for (const slug of Object.keys(EXPECTED)) {
    it(`${slug}: REST and GraphQL cells`, async () => {
      const row = EXPECTED[slug]!
      if (!config.collections.some((c) => c.slug === slug)) {
        skipped.push(`${slug}: in the table but not in the config`)
        return
      }
      for (const seed of seeds[slug] ?? []) await restRead(slug, row, seed)
      await restList(slug, row)
      await restCreate(slug, row)
      await restWrites(slug, row)
      await graphqlCells(slug, row)
    })
  }
})

// ------------------------------------ globals ------------------------------------------------

describe('globals × actors', () => {
  it('read and update over REST and GraphQL', async () => {
    for (const g of config.globals as (GlobalConfig & { graphQL?: false | { name?: string } })[]) {
      const row = EXPECTED_GLOBALS[g.slug]
      if (!row) continue
      const field = walkFields(g.fields).find(({ path, field }) => !path.includes('.') && ['date', 'text', 'textarea', 'json'].includes(field.type))
      const gqlName = g.graphQL && g.graphQL.name ? g.graphQL.name : [...schema.query.keys()].find((k) => k.toLowerCase() === toWords(g.slug, true).toLowerCase() || k.toLowerCase() === toWords(g.slug, true).replace(/s$/, '').toLowerCase())
      for (const actor of ACTORS) {
        // read
        const before = await payload.findGlobal({ slug: g.slug as never, overrideAccess: true, depth: 0 } as never)
        const a = await api.rest('GET', `/api/globals/${g.slug}`, { token: tokenOf(actor) })
        record({ area: `global ${g.slug}`, transport: 'REST', actor, op: 'read', expected: expectation(allows(row.read, actor, null)), observed: isServerError(a) ? 'error' : a.status === 200 ? 'allowed' : 'denied', detail: restDetail(a) })
        if (gqlName && g.graphQL !== false) {
          const q = await api.gql(`query { ${gqlName} { updatedAt } }`, undefined, tokenOf(actor))
          record({ area: `global ${g.slug}`, transport: 'GraphQL', actor, op: 'read', expected: expectation(allows(row.read, actor, null)), observed: gqlDoc(q, gqlName) ? 'allowed' : 'denied', detail: `${q.status} ${excerpt(gqlErrors(q) || q.text)}` })
        } else if (g.graphQL !== false) throw new Error(`global ${g.slug}: no GraphQL query found`)
        // update
        if (!field) {
          skipped.push(`global ${g.slug}: no field to observe updates`)
          continue
        }
        const value = field.field.type === 'date' ? new Date(Date.UTC(2001, 0, 1 + counter++ % 28)).toISOString() : field.field.type === 'json' ? { mark: marker() } : marker()
        const u = await api.rest('POST', `/api/globals/${g.slug}`, { token: tokenOf(actor), body: JSON.stringify({ [field.path]: value }) })
        const after = await payload.findGlobal({ slug: g.slug as never, overrideAccess: true, depth: 0 } as never)
        const changed = sameValue(getPath(after, field.path), value)
        record({ area: `global ${g.slug}`, transport: 'REST', actor, op: 'update', expected: expectation(allows(row.update, actor, null)), observed: isServerError(u) ? 'error' : changed ? 'allowed' : 'denied', detail: restDetail(u) })
        if (changed) await payload.updateGlobal({ slug: g.slug as never, data: { [field.path]: getPath(before, field.path) } as never, overrideAccess: true } as never)
        if (gqlName && schema.mutation.get(`update${gqlName}`)) {
          const m = schema.mutation.get(`update${gqlName}`)!
          const dataArg = m.args.find((x) => x.name === 'data')!
          const value2 = field.field.type === 'date' ? new Date(Date.UTC(2002, 0, 1 + counter++ % 28)).toISOString() : field.field.type === 'json' ? { mark: marker() } : marker()
          const gu = await api.gql(`mutation ($data: ${typeString(dataArg.type)}) { update${gqlName}(data: $data) { updatedAt } }`, { data: { [field.path]: value2 } }, tokenOf(actor))
          const after2 = await payload.findGlobal({ slug: g.slug as never, overrideAccess: true, depth: 0 } as never)
          const changed2 = sameValue(getPath(after2, field.path), value2)
          record({ area: `global ${g.slug}`, transport: 'GraphQL', actor, op: 'update', expected: expectation(allows(row.update, actor, null)), observed: changed2 ? 'allowed' : 'denied', detail: `${gu.status} ${excerpt(gqlErrors(gu) || gu.text)}` })
          if (changed2) await payload.updateGlobal({ slug: g.slug as never, data: { [field.path]: getPath(before, field.path) } as never, overrideAccess: true } as never)
        }
      }
    }
  })
})

// ------------------------------------ endpoints ----------------------------------------------

/** Our JSON error shape (and Payload's 401/403/404) for "you may not". */
function isDenial(a: ApiAnswer): boolean {
  return a.status === 401 || a.status === 403 || a.status === 404 || a.status === 501
}

describe('endpoints × actors', () => {
  it('every endpoint of the table answers each actor as the table says', async () => {
    const articleOfUser = (await freshTarget('articles')).doc
    const postId = (await freshTarget('posts')).doc.id
    const registered = new Set<string>([
      ...config.endpoints.map((e) => `${e.method.toUpperCase()} ${e.path}`),
      ...config.collections.flatMap((c) => (Array.isArray(c.endpoints) ? c.endpoints.map((e) => `${e.method.toUpperCase()} /${c.slug}${e.path}`) : [])),
    ])
    for (const [key, row] of Object.entries(EXPECTED_ENDPOINTS)) {
      const [method, pattern] = key.split(' ') as [string, string]
      // Endpoints the table lists for other methods or not (yet) built still must not let anyone through.
      const exists = registered.has(key)
      const path = pattern
        .replace('/articles/:id', `/articles/${articleOfUser?.id ?? 1}`)
        .replace('/posts/:id', `/posts/${postId ?? 1}`)
        .replace('/integrations/:id', '/integrations/1')
        .replace('/bulk-runs/:id', '/bulk-runs/1').replace('/rows/:row', '/rows/1')
        .replace(':target', 'blog')
      for (const actor of ACTORS) {
        const ip = `10.77.${counter % 250}.${actor.length}`
        counter++
        const headers = await clientAddressHeaders(ip)
        const a = await api.rest(method, `/api${path}`, { token: tokenOf(actor), headers, sse: 'first', body: method === 'GET' ? undefined : JSON.stringify(typeof row.body === 'function' ? row.body({ post: postId, article: articleOfUser?.id }) : (row.body ?? {})) })
        let expected: boolean | undefined
        if (row.rule === 'ownerOfArticle') expected = isAdmin(actor) || actor === 'user'
        else if (row.rule === 'owner') expected = undefined
        else expected = allows(row.rule, actor, null)
        if (!exists) expected = expected === false ? false : undefined
        const observed: Cell['observed'] = isServerError(a) ? 'error' : isDenial(a) ? 'denied' : 'allowed'
        record({ area: `endpoint ${key}${exists ? '' : ' (not registered)'}`, transport: 'REST', actor, op: 'call', expected: expectation(expected), observed, detail: restDetail(a) })
      }
    }
  })

  it('Payload auth endpoints cannot create an admin or unlock someone else', async () => {
    for (const actor of ACTORS) {
      const email = uniqueEmail('firstreg')
      const a = await api.rest('POST', '/api/users/first-register', { token: tokenOf(actor), body: JSON.stringify({ email, password: 'secret12', username: 'x', roles: ['admin'] }) })
      const made = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
      for (const d of made.docs) created.push({ collection: 'users', id: d.id })
      record({ area: 'endpoint POST /users/first-register', transport: 'REST', actor, op: 'call', expected: 'deny', observed: isServerError(a) ? 'error' : made.docs.length ? 'allowed' : 'denied', detail: restDetail(a) })

      // A locked account of someone else: only an admin may unlock it.
      const victim = await freshTarget('users')
      const lockUntil = new Date(Date.now() + 3_600_000).toISOString()
      await payload.update({ collection: 'users', id: Number(victim.doc.id), data: { loginAttempts: 5, lockUntil } as never, overrideAccess: true, context: { skipAccountEmails: true } })
      const u = await api.rest('POST', '/api/users/unlock', { token: tokenOf(actor), body: JSON.stringify({ email: victim.doc.email }) })
      const after = await stored('users', victim.doc.id)
      const unlocked = !after?.lockUntil || new Date(String(after.lockUntil)).getTime() < Date.now()
      record({ area: 'endpoint POST /users/unlock (someone else)', transport: 'REST', actor, op: 'call', expected: expectation(isAdmin(actor) ? undefined : false), observed: isServerError(u) ? 'error' : unlocked ? 'allowed' : 'denied', detail: restDetail(u) })
    }
  })
})

describe('GraphQL auth operations × actors', () => {
  it('the table lists every auth operation of the schema, and each answers through its REST route’s code', async () => {
    const inSchema = [...schema.query.keys(), ...schema.mutation.keys()].filter((name) => AUTH_OPERATION.test(name))
    expect(inSchema.sort()).toEqual(Object.keys(GRAPHQL_AUTH).sort())
    const { accountMutations, accountQueries } = await import('@/endpoints/accountGraphQL')
    expect(config.graphQL.mutations).toBe(accountMutations)
    expect(config.graphQL.queries).toBe(accountQueries)
    const ours = Object.keys({ ...accountMutations({} as never, { Mutation: { fields: {} }, Query: { fields: {} } } as never) })
    const ourQueries = Object.keys(accountQueries({} as never, { Mutation: { fields: {} }, Query: { fields: { meUser: { resolve: () => null } } } } as never))
    expect([...ours, ...ourQueries].sort()).toEqual(Object.entries(GRAPHQL_AUTH).filter(([, row]) => row.via === 'service').map(([name]) => name).sort())
  })

  it('unlockUser (admins only), refreshTokenUser (signed in) and meUser answer each actor as the table says', async () => {
    for (const actor of ACTORS) {
      const victim = await freshTarget('users')
      await payload.update({ collection: 'users', id: Number(victim.doc.id), data: { loginAttempts: 5, lockUntil: new Date(Date.now() + 3_600_000).toISOString() } as never, overrideAccess: true, context: { skipAccountEmails: true } })
      const u = await api.gql('mutation ($email: String!) { unlockUser(email: $email) }', { email: victim.doc.email }, tokenOf(actor))
      const after = await stored('users', victim.doc.id)
      const unlocked = !after?.lockUntil || new Date(String(after.lockUntil)).getTime() < Date.now()
      record({ area: 'graphql unlockUser (someone else)', transport: 'GraphQL', actor, op: 'call', expected: expectation(allows(GRAPHQL_AUTH.unlockUser!.rule, actor, null)), observed: unlocked ? 'allowed' : 'denied', detail: `${u.status} ${excerpt(gqlErrors(u) || u.text)}` })

      const r = await api.gql('mutation { refreshTokenUser { refreshedToken } }', {}, tokenOf(actor))
      const refreshed = Boolean((gqlDoc(r, 'refreshTokenUser') as { refreshedToken?: string } | null)?.refreshedToken)
      record({ area: 'graphql refreshTokenUser', transport: 'GraphQL', actor, op: 'call', expected: expectation(allows(GRAPHQL_AUTH.refreshTokenUser!.rule, actor, null)), observed: refreshed ? 'allowed' : 'denied', detail: `${r.status} ${excerpt(gqlErrors(r) || r.text)}` })

      const m = await api.gql('{ meUser { user { id email } } }', {}, tokenOf(actor))
      const me = (gqlDoc(m, 'meUser') as { user?: { id?: number } | null } | null)?.user
      const own = actor === 'anonymous' ? me == null : me?.id === actors[actor].id
      const leaks = bodyLeaks(actor, m.text)
      record({ area: 'graphql meUser (own account only)', transport: 'GraphQL', actor, op: 'read', expected: 'deny', observed: own && !leaks.length && !m.errors.length ? 'denied' : 'allowed', detail: `${leaks.join(', ')} ${m.status} ${excerpt(gqlErrors(m) || m.text)}`.trim() })
    }
  })
})

// ------------------------------------ field level --------------------------------------------

type FieldCase = { slug: string; path: string; field?: FieldAt['field']; reason: string }

/** Every field the user must not write: config field access, the table's server-set list, and everything not user-writable. */
function fieldCases(): FieldCase[] {
  const cases: FieldCase[] = []
  for (const c of config.collections) {
    const row = EXPECTED[c.slug]
    if (!row) continue
    const fields = walkFields(c.fields).filter(({ insideArray, field }) => !insideArray && !['ui', 'tabs', 'row', 'collapsible'].includes(field.type))
    const userCanEdit = row.update === 'owner' || row.update === 'self'
    for (const at of fields) {
      const access = (at.field as { access?: { create?: unknown; update?: unknown } }).access
      const hasWriteAccess = Boolean(access?.create || access?.update)
      const notListed = userCanEdit && row.userWritable && !row.userWritable.includes(at.path) && !['createdAt', 'updatedAt', 'id'].includes(at.path)
      if (hasWriteAccess) cases.push({ slug: c.slug, path: at.path, field: at.field, reason: 'field access' })
      else if (notListed) cases.push({ slug: c.slug, path: at.path, field: at.field, reason: 'not user-writable in the table' })
    }
    for (const extra of row.serverSetExtra ?? []) if (!cases.some((x) => x.slug === c.slug && x.path === extra)) cases.push({ slug: c.slug, path: extra, reason: 'server-set (table)' })
  }
  return cases
}

/** A value different from the stored one, of the field's type. */
async function distinctValue(fc: FieldCase, current: unknown, doc: Record<string, unknown>): Promise<unknown> {
  if (fc.path === 'email') return uniqueEmail('hijack')
  if (fc.path === 'password') return 'hijacked-pass-1'
  const f = fc.field as Field & { hasMany?: boolean; relationTo?: string | string[]; min?: number; max?: number; options?: (string | { value: string })[] }
  switch (f?.type) {
    case 'text':
    case 'textarea':
    case 'code':
      return f.hasMany ? [`${marker()}-x`] : /hash|salt|token/i.test(fc.path) ? 'deadbeefdeadbeef' : `${marker()}-x`
    case 'email':
      return uniqueEmail('hijack')
    case 'number': {
      const n = typeof current === 'number' ? current : 0
      const next = n + 3
      return f.max !== undefined && next > f.max ? (f.min ?? 0) : next
    }
    case 'select':
    case 'radio': {
      const values = (f.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))
      if (f.hasMany) return values.includes('admin') ? values : values.slice().reverse()
      return values.find((v) => v !== current) ?? values[0]
    }
    case 'checkbox':
      return !current
    case 'date':
      return new Date(Date.now() + 86_400_000 * 30).toISOString()
    case 'json':
      return { injected: marker() }
    case 'relationship':
    case 'upload': {
      const targets = Array.isArray(f.relationTo) ? f.relationTo : [f.relationTo!]
      const target = targets[0]!
      const currentId = normalize(current)
      const pick =
        target === 'users'
          ? [actors.other.id, actors.subscriber.id].find((x) => x !== currentId && x !== ownerOf(fc.slug, doc))
          : (await seedRecord(target, actors.other.doc)).id
      const value = Array.isArray(f.relationTo) ? { relationTo: target, value: pick } : pick
      return f.hasMany ? [value] : value
    }
    case 'array':
      return [{ id: `mx${marker()}`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() }]
    case 'group':
      return { injected: marker() }
    case 'richText':
      return lexical(`<p>${marker()}</p>`)
    default:
      return marker()
  }
}

function fieldChanged(fc: FieldCase, before: Record<string, unknown>, after: Record<string, unknown> | null, value: unknown): boolean {
  if (!after) return false
  if (fc.path === 'password') return before.hash !== after.hash
  const now = getPath(after, fc.path)
  if (sameValue(now, getPath(before, fc.path))) return false
  return sameValue(now, value) || fc.field?.type === 'group' || fc.field?.type === 'array' || fc.field?.type === 'date'
}

describe('field level: server-set and admin-only fields × writes by the user', () => {
  it('a user cannot write them on a record they own (REST PATCH and GraphQL update)', async () => {
    const cases = fieldCases()
    expect(cases.length).toBeGreaterThan(10)
    for (const fc of cases) {
      const row = EXPECTED[fc.slug]!
      for (const transport of ['REST', 'GraphQL'] as const) {
        const target = await freshTarget(fc.slug)
        const token = target.ownerToken ?? actors.user.token
        const before = (await stored(fc.slug, target.doc.id))!
        const value = await distinctValue(fc, getPath(before, fc.path), before)
        const data = setPath({}, fc.path, value)
        let detail: string
        if (transport === 'REST') {
          if (row.rest === 'none') continue
          const a = await api.rest('PATCH', `/api/${fc.slug}/${target.doc.id}`, { token, body: JSON.stringify(data) })
          detail = restDetail(a)
          if (isServerError(a)) {
            record({ area: `field ${fc.slug}.${fc.path} (${fc.reason})`, transport, actor: 'user', op: 'write', expected: 'deny', observed: 'error', detail })
            continue
          }
        } else {
          const names = gqlNames(fc.slug)
          if (!names || row.graphQL === 'disabled') continue
          const m = schema.mutation.get(`update${names.singular}`)!
          const dataArg = m.args.find((x) => x.name === 'data')!
          const a = await api.gql(`mutation ($data: ${typeString(dataArg.type)}) { update${names.singular}(id: ${target.doc.id}, data: $data) { id } }`, { data: toGqlInput(data, dataArg.type) }, token)
          detail = `${a.status} ${excerpt(gqlErrors(a) || a.text)}`
        }
        const after = await stored(fc.slug, target.doc.id)
        const changed = fieldChanged(fc, before, after, value)
        record({ area: `field ${fc.slug}.${fc.path} (${fc.reason})`, transport, actor: 'user', op: 'write', expected: 'deny', observed: changed ? 'allowed' : 'denied', detail: `${changed ? `stored ${excerpt(JSON.stringify(getPath(after, fc.path) ?? null), 80)}; ` : ''}${detail}` })
      }
    }
  })

  it('the fields the table calls user-writable stay writable by their owner', async () => {
    for (const [slug, row] of Object.entries(EXPECTED)) {
      for (const path of row.userWritable ?? []) {
        const at = walkFields(collectionConfig(slug).fields).find((x) => x.path === path)
        if (!at || at.field.type === 'group') continue
        for (const transport of ['REST', 'GraphQL'] as const) {
          const target = await freshTarget(slug)
          const token = target.ownerToken ?? actors.user.token
          const before = (await stored(slug, target.doc.id))!
          const value = at.field.type === 'code' ? `<p>${marker()} <strong>ok</strong></p>` : await distinctValue({ slug, path, field: at.field, reason: '' }, getPath(before, path), before)
          const data = { ...setPath({}, path, value), ...row.writtenWith?.[path] }
          let detail: string
          if (transport === 'REST') {
            const a = await api.rest('PATCH', `/api/${slug}/${target.doc.id}`, { token, body: JSON.stringify(data) })
            detail = restDetail(a)
          } else {
            const names = gqlNames(slug)
            if (!names) continue
            const m = schema.mutation.get(`update${names.singular}`)!
            const dataArg = m.args.find((x) => x.name === 'data')!
            const a = await api.gql(`mutation ($data: ${typeString(dataArg.type)}) { update${names.singular}(id: ${target.doc.id}, data: $data) { id } }`, { data: toGqlInput(data, dataArg.type) }, token)
            detail = `${a.status} ${excerpt(gqlErrors(a) || a.text)}`
          }
          const after = await stored(slug, target.doc.id)
          const changed = !sameValue(getPath(after, path), getPath(before, path))
          record({ area: `field ${slug}.${path} (user-writable)`, transport, actor: 'user', op: 'write', expected: 'allow', observed: changed ? 'allowed' : 'denied', detail })
        }
      }
    }
  })

  it('registration (the only way a visitor creates an account) ignores server-set fields', async () => {
    const headers = await clientAddressHeaders('10.99.0.1')
    const email = uniqueEmail('regsneak')
    const body = {
      username: 'Sneaky',
      email,
      password: 'secret12',
      language: 'en',
      roles: ['admin', 'user'],
      _verified: true,
      stripeCustomerId: 'cus_stolen',
      loginAttempts: 99,
      lockUntil: new Date(Date.now() + 86_400_000).toISOString(),
      resetPasswordToken: 'known-token',
      _verificationToken: 'known-token',
    }
    const a = await api.rest('POST', '/api/account/register', { headers, body: JSON.stringify(body) })
    // The account is made after the answer (the same time for a new and a taken address).
    let found: Record<string, unknown> | undefined
    for (let tries = 0; !found && tries < 50; tries++) {
      if (tries) await new Promise((r) => setTimeout(r, 100))
      found = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true, depth: 0 })).docs[0] as unknown as Record<string, unknown> | undefined
    }
    if (found) created.push({ collection: 'users', id: found.id as number })
    record({ area: 'register', transport: 'REST', actor: 'anonymous', op: 'create account', expected: 'allow', observed: found ? 'allowed' : 'denied', detail: restDetail(a) })
    for (const key of ['roles', '_verified', 'stripeCustomerId', 'loginAttempts', 'lockUntil', 'resetPasswordToken', '_verificationToken'] as const) {
      const value = found?.[key]
      const took = key === 'roles' ? Array.isArray(value) && value.includes('admin') : key === 'loginAttempts' ? value === 99 : key === 'lockUntil' ? value != null : sameValue(value, body[key])
      record({ area: `field users.${key} (register)`, transport: 'REST', actor: 'anonymous', op: 'write', expected: 'deny', observed: took ? 'allowed' : 'denied', detail: `stored ${JSON.stringify(value ?? null)}` })
    }
  })

  it('REST and GraphQL create by a visitor or a user cannot set server-set fields either', async () => {
    for (const actor of ['anonymous', 'user'] as const) {
      for (const transport of ['REST', 'GraphQL'] as const) {
        const email = uniqueEmail('createsneak')
        const data = { username: 'c', email, password: 'secret12', roles: ['admin', 'user'], _verified: true, stripeCustomerId: 'cus_stolen' }
        let detail: string
        if (transport === 'REST') detail = restDetail(await api.rest('POST', '/api/users', { token: tokenOf(actor), body: JSON.stringify(data) }))
        else {
          const m = schema.mutation.get('createUser')!
          const dataArg = m.args.find((x) => x.name === 'data')!
          const a = await api.gql(`mutation ($data: ${typeString(dataArg.type)}) { createUser(data: $data) { id } }`, { data: toGqlInput(data, dataArg.type) }, tokenOf(actor))
          detail = `${a.status} ${excerpt(gqlErrors(a) || a.text)}`
        }
        const found = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })).docs[0] as unknown as Record<string, unknown> | undefined
        if (found) created.push({ collection: 'users', id: found.id as number })
        for (const key of ['roles', '_verified', 'stripeCustomerId'] as const) {
          const value = found?.[key]
          const took = found != null && (key === 'roles' ? Array.isArray(value) && value.includes('admin') : sameValue(value, data[key]))
          record({ area: `field users.${key} (create)`, transport, actor, op: 'write', expected: 'deny', observed: took ? 'allowed' : 'denied', detail: `${found ? `account created (id ${found.id}), ${key} stored ${JSON.stringify(value ?? null)}; ` : ''}${detail}` })
        }
      }
    }
  })
})

// ------------------------------------ verdict ------------------------------------------------

function line(c: Cell) {
  return `${c.area} | ${c.transport} | ${c.actor} | ${c.op} | expected ${c.expected}, got ${c.observed} | ${c.detail}`
}

describe('verdict', () => {
  it('prints the matrix size', () => {
    const asserted = cells.filter((c) => c.expected !== 'any')
    const byArea = new Map<string, number>()
    for (const c of cells) {
      const area = c.area.replace(/ \[.*\]$/, '').replace(/^field ([^.]+)\..*/, 'fields of $1')
      byArea.set(`${area} ${c.transport}`, (byArea.get(`${area} ${c.transport}`) ?? 0) + 1)
    }
    console.log([...byArea].map(([k, n]) => `${k}: ${n}`).join('\n'))
    console.log(
      `access matrix: ${cells.length} cells (${asserted.length} asserted, ${cells.length - asserted.length} not asserted by the table)\n` +
        (skipped.length ? `skipped:\n  ${[...new Set(skipped)].join('\n  ')}` : ''),
    )
    expect(cells.length).toBeGreaterThan(500)
  })

  it('(the whole matrix is written to $ACCESS_MATRIX_DUMP when set)', async () => {
    if (process.env.ACCESS_MATRIX_DUMP) (await import('node:fs')).writeFileSync(process.env.ACCESS_MATRIX_DUMP, JSON.stringify(cells, null, 1))
  })

  it('0 leaks: nobody gets what the table refuses', () => {
    const leaks = cells.filter((c) => c.expected === 'deny' && c.observed === 'allowed')
    expect(leaks.map(line)).toEqual([])
  })

  it('no over-restriction: what the table grants works', () => {
    const refused = cells.filter((c) => c.expected === 'allow' && c.observed === 'denied')
    expect(refused.map(line)).toEqual([])
  })

  it('no cell answered with a server error or an inconsistent answer', () => {
    const errors = cells.filter((c) => c.observed === 'error')
    expect(errors.map(line)).toEqual([])
  })
})

// ------------------------------------ self-check ---------------------------------------------

describe('self-check: the matrix notices a leak when one is planted', () => {
  it('opening article reads to everyone and article status to users (in memory only) shows up as leak cells', async () => {
    const cfg = payload.collections.articles.config
    const statusField = cfg.fields.find((f) => 'name' in f && f.name === 'status') as Field & { access?: Record<string, unknown> }
    const originalRead = cfg.access.read
    const originalFieldAccess = statusField.access
    const planted: Cell[] = []
    sink = planted
    try {
      cfg.access.read = () => true
      statusField.access = { ...originalFieldAccess, update: () => true }
      await restRead('articles', EXPECTED.articles!, seeds.articles![0]!)
      const target = await freshTarget('articles')
      const before = (await stored('articles', target.doc.id))!
      const value = before.status === 'failed' ? 'ready' : 'failed'
      await api.rest('PATCH', `/api/articles/${target.doc.id}`, { token: actors.user.token, body: JSON.stringify({ status: value }) })
      const after = await stored('articles', target.doc.id)
      record({ area: 'field articles.status (planted)', transport: 'REST', actor: 'user', op: 'write', expected: 'deny', observed: fieldChanged({ slug: 'articles', path: 'status', field: statusField as FieldAt['field'], reason: '' }, before, after, value) ? 'allowed' : 'denied', detail: '' })
    } finally {
      cfg.access.read = originalRead
      statusField.access = originalFieldAccess
      sink = cells
    }
    const leaks = planted.filter((c) => c.expected === 'deny' && c.observed === 'allowed').map((c) => `${c.actor} ${c.op} ${c.area}`)
    expect(leaks).toEqual(expect.arrayContaining(['anonymous read articles [owned by user]', 'other read articles [owned by user]', 'subscriber read articles [owned by user]', 'user write field articles.status (planted)']))
  })
})
