import type { Payload } from 'payload'

import { startSmtpSink } from '../fakes/smtpSink'

export type Sink = Awaited<ReturnType<typeof startSmtpSink>>

/**
 * Boots the real Payload config against the run's PostgreSQL. The environment is set before the
 * config module is first imported (each jest test file has its own module registry).
 */
export async function bootPayload(env: Record<string, string> = {}): Promise<Payload> {
  Object.assign(process.env, env)
  const [{ default: config }, { getPayload }] = await Promise.all([import('../../payload.config'), import('payload')])
  return getPayload({ config })
}

export async function shutdown(payload: Payload | undefined) {
  const pool = (payload?.db as unknown as { pool?: { end: () => Promise<void> } } | undefined)?.pool
  // A pool with a client still checked out never ends: give it a moment, then move on.
  await Promise.race([pool?.end(), new Promise((r) => setTimeout(r, 2000))])
}

export { startSmtpSink }

/** A confirmed account made directly in the database (no e-mails), for tests about something else. */
export async function createVerifiedUser(payload: Payload, tag: string, roles: ('user' | 'admin')[] = ['user']) {
  return payload.create({
    collection: 'users',
    data: { email: uniqueEmail(tag), password: 'secret1', username: tag, roles, _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipAccountEmails: true },
  })
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

/**
 * A new, empty database on the run's PostgreSQL, for a test file that writes and deletes across
 * whole collections (the access matrix, the fuzz): other files keep the state they expect.
 */
export async function ownDatabase(name: string): Promise<{ DATABASE_URL: string }> {
  const { default: pg } = await import('pg')
  const url = new URL(process.env.DATABASE_URL!)
  const database = `${name}_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() })
  await client.connect()
  await client.query(`CREATE DATABASE "${database}"`)
  await client.end()
  url.pathname = `/${database}`
  return { DATABASE_URL: url.toString() }
}
