import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { startSmtpSink } from '../fakes/smtpSink'
import { sessionToken, makeHandlers } from './httpHarness'

export type Sink = Awaited<ReturnType<typeof startSmtpSink>>

/** The run's root folder (globalSetup) and this Jest worker's own DATA_DIR inside it (uploads). */
const RUN_DIR = process.env.DATA_DIR!
const WORKER_DATA_DIR = `${RUN_DIR}/worker-${process.env.JEST_WORKER_ID ?? '1'}`

/**
 * Boots the real Payload config against a database of this test file's own: a copy of the run's
 * migrated template (globalSetup), unless `env` names one. The environment is set before the config
 * module is first imported (each jest test file has its own module registry).
 */
export async function bootPayload(env: Record<string, string> = {}): Promise<Payload> {
  Object.assign(process.env, { DATA_DIR: WORKER_DATA_DIR, ...(env.DATABASE_URL ? {} : await ownDatabase('file')), ...env })
  const [{ default: config }, { getPayload }] = await Promise.all([import('../../payload.config'), import('payload')])
  const payload = await getPayload({ config })
  // Payload's postgres adapter checks one client out when it connects and never gives it back, and a
  // pool with a client checked out never ends (2 s at the end of every test file): remembered here,
  // closed by shutdown. (A LISTEN connection is not it: that one has a notification listener.)
  const pool = poolOf(payload)
  if (pool) {
    const idle = new Set(pool._idle.map((i) => i.client))
    keptByPayload.set(payload, pool._clients.filter((client) => !idle.has(client) && client.listenerCount('notification') === 0))
  }
  return payload
}

type PoolClientInternals = { release: (destroy?: boolean) => void; listenerCount: (event: string) => number }
type PoolInternals = { end: () => Promise<void>; _clients: PoolClientInternals[]; _idle: { client: unknown }[] }
const keptByPayload = new WeakMap<Payload, PoolClientInternals[]>()
const poolOf = (payload: Payload | undefined) => (payload?.db as unknown as { pool?: PoolInternals } | undefined)?.pool

export async function shutdown(payload: Payload | undefined) {
  const pool = poolOf(payload)
  if (!pool) return
  const ended = pool.end()
  for (const client of keptByPayload.get(payload!) ?? []) if (pool._clients.includes(client)) client.release(true)
  // A client still checked out by the test itself: a moment to give it back, then move on.
  await Promise.race([ended, new Promise((r) => setTimeout(r, 2000))])
}

export { startSmtpSink }

/** The password of every account createVerifiedUser makes. */
export const TEST_PASSWORD = 'secret1'

/** Per Payload instance: the stored hash and salt of TEST_PASSWORD, as Payload made them for the first account. */
const storedPasswords = new WeakMap<Payload, Promise<{ hash: string; salt: string }>>()

/**
 * A confirmed account made directly in the database (no e-mails), for tests about something else;
 * it signs in with TEST_PASSWORD. The first one goes through Payload's create (its hooks and its
 * password hashing); the others are written with that first account's stored hash and salt, read back
 * through Payload: Payload's hashing (pbkdf2, 600,000 rounds, about 70 ms of CPU) would otherwise run
 * for every one of the run's thousand accounts, and sign-up and sign-in are tested where they are the subject.
 */
export async function createVerifiedUser(payload: Payload, tag: string, roles: ('user' | 'admin')[] = ['user']): Promise<User> {
  const data = { email: uniqueEmail(tag).toLowerCase(), username: tag, roles, _verified: true }
  const stored = storedPasswords.get(payload)
  if (!stored) {
    const first = payload.create({ collection: 'users', data: { ...data, password: TEST_PASSWORD }, overrideAccess: true, disableVerificationEmail: true, context: { skipAccountEmails: true } })
    const storedHash = first.then(async ({ id }) => (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as { hash: string; salt: string })
    storedHash.catch(() => storedPasswords.delete(payload)) // a refused first account: the next one tries again
    storedPasswords.set(payload, storedHash)
    return first
  }
  const { hash, salt } = await stored
  const { id } = await payload.db.create({ collection: 'users', data: { ...data, hash, salt } })
  return payload.findByID({ collection: 'users', id, overrideAccess: true, depth: 0 })
}

let counter = 0
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${counter++}@example.com`
}

/** Waits for a message to `to` whose subject matches; e-mails are sent after the response. */
export async function waitForEmail(sink: Sink, to: string, subject: RegExp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = sink.messages.find((m) => m.to.includes(to) && subject.test(m.subject))
    if (found) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms; got: ${sink.messages.map((m) => `${m.to} ${m.subject}`).join('; ')}`)
}

export function linkIn(html: string, path: string): string {
  const match = new RegExp(`href="([^"]*${path.replace(/[/?]/g, '\\$&')}[^"]*)"`).exec(html)
  if (!match) throw new Error(`no link to ${path} in e-mail`)
  return match[1]!.replace(/&amp;/g, '&')
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? ''
}

/** Payload, its REST and GraphQL handlers, and one confirmed, signed-in writer: where API tests start. */
export async function bootWithWriter(tag: string, env: Record<string, string> = {}) {
  const payload = await bootPayload(env)
  const api = await makeHandlers(payload.config)
  const user = await createVerifiedUser(payload, tag)
  return { payload, api, user, token: await sessionToken(payload, user.id) }
}

let databases = 0

/**
 * A new database on the run's PostgreSQL, copied from the migrated template (globalSetup): every
 * test file has one (bootPayload), and a file that needs a second gets another.
 */
export async function ownDatabase(name: string): Promise<{ DATABASE_URL: string }> {
  const { default: pg } = await import('pg')
  const template = process.env.INT_TEMPLATE_DATABASE!
  const url = new URL(process.env.DATABASE_URL!)
  const database = `${name}_${process.env.JEST_WORKER_ID ?? '1'}_${databases++}_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() })
  await client.connect()
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`)
        break
      } catch (error) {
        // Two workers copying the template at the same instant: PostgreSQL refuses the second (55006).
        if ((error as { code?: string }).code !== '55006' || attempt > 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
      }
    }
  } finally {
    await client.end()
  }
  url.pathname = `/${database}`
  return { DATABASE_URL: url.toString() }
}

export type Plan = 'free' | 'basic' | 'blog-master' | 'admin'

/** A verified user on `plan` (paid plans through an active subscription; admin by role), with its JWT. */
export async function accountOnPlan(payload: Payload, tag: string, plan: Plan): Promise<{ user: User; token: string }> {
  const user = await createVerifiedUser(payload, tag, plan === 'admin' ? ['admin', 'user'] : ['user'])
  if (plan === 'basic' || plan === 'blog-master') {
    await payload.create({
      collection: 'subscriptions',
      data: { user: user.id, stripeSubscriptionId: `sub_${plan}_${user.id}`, stripeCustomerId: `cus_${user.id}`, tier: plan, status: 'active', interval: 'month', currentPeriodEnd: new Date(Date.now() + 86_400_000 * 20).toISOString() },
      overrideAccess: true,
    })
  }
  return { user, token: await sessionToken(payload, user.id) }
}

/** A ready article of `user` with its SEO data, written straight to the database (the generation is tested elsewhere). */
export function readyArticle(payload: Payload, user: User, title: string, { body, focusKeyword, metaDescription, image }: { body: string; focusKeyword: string; metaDescription?: string; image?: number }) {
  return payload.create({
    collection: 'articles',
    data: {
      user: user.id,
      title,
      status: 'ready',
      ...(image ? { image } : {}),
      content: `<h1>${title}</h1>${body}`,
      seo: { title, focusKeyword, metaDescription: metaDescription ?? `What to know about ${focusKeyword}: what to collect, which bin to choose and how to keep it tidy all year round.` },
    },
    overrideAccess: true,
  })
}

/** A ready article of `user` with a featured image (a small WebP) and SEO data, for publishing tests. */
export async function articleWithImage(payload: Payload, user: User, title: string, content: { body: string; focusKeyword: string }) {
  const sharp = (await import('sharp')).default
  const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2f6f4f' } }).webp().toBuffer()
  const image = await payload.create({ collection: 'media', data: { alt: `${title} cover`, owner: user.id }, file: { data: webp, mimetype: 'image/webp', name: 'cover.webp', size: webp.length }, overrideAccess: true })
  return readyArticle(payload, user, title, { ...content, image: image.id })
}

/** Moves a publication's queued retry (job and plan) to now and runs the publish queue, as the minute's cron would when it is due. */
export async function runDueRetry(payload: Payload, publicationId: number, jobId: number | string) {
  const due = new Date(Date.now() - 1000).toISOString()
  await payload.update({ collection: 'payload-jobs', id: jobId, data: { waitUntil: due }, overrideAccess: true })
  await payload.update({ collection: 'publications', id: publicationId, data: { nextRetryAt: due }, overrideAccess: true })
  await payload.jobs.run({ queue: 'publish' })
}

/**
 * Runs tests/int/support/otherInstance.ts: another app process on the same database that does one
 * thing and prints its result as a JSON line, which is returned.
 */
export async function otherInstance<T>(args: string[]): Promise<T> {
  const first = await runOtherInstance(args)
  // Once in CI a child ended with Node's "unsettled top-level await" code (13) before printing
  // anything: a start-up that never got going, not an answer. That case alone is tried once more.
  const result = first.code === 13 && !first.output.trim() ? await runOtherInstance(args) : first
  const line = result.output.split('\n').find((l) => l.startsWith('{'))
  if (result.code === 0 && line) return JSON.parse(line) as T
  throw new Error(`the other instance failed (${result.code}): ${result.output.slice(-2000)}`)
}

async function runOtherInstance(args: string[]): Promise<{ code: number | null; output: string }> {
  const { spawn } = await import('node:child_process')
  const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', 'tests/int/support/otherInstance.ts', ...args], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (data) => (output += data))
  child.stderr.on('data', (data) => (output += data))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}
