import 'server-only'

import { randomUUID } from 'node:crypto'
import { generatePayloadCookie, getFieldsToSign, jwtSign, type Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Signs a user in without a password, the way Payload's own login does it (a session row plus a
 * JWT carrying its id), for the one place we need it: the e-mail confirmation link.
 */
export async function startSession(payload: Payload, userId: number | string): Promise<{ token: string; cookie: string }> {
  const account = await findUser(payload, userId)
  // Read again inside the queue: a sign-in that finished while this one waited added its session.
  return oneSessionWriteAtATime(account.email, async () => addSession(payload, await findUser(payload, userId)))
}

async function findUser(payload: Payload, userId: number | string): Promise<User> {
  const user = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } } })
  if (!user) throw new Error(`user ${userId} not found`)
  return user
}

async function addSession(payload: Payload, user: User): Promise<{ token: string; cookie: string }> {
  const collectionConfig = payload.collections.users.config
  const sid = randomUUID()
  const now = new Date()
  const expiresAt = new Date(now.getTime() + collectionConfig.auth.tokenExpiration * 1000)
  const sessions = (user.sessions ?? []).filter((s) => new Date(s.expiresAt) > now)
  sessions.push({ id: sid, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
  await payload.db.updateOne({ collection: 'users', id: user.id, data: { ...user, sessions }, returning: false })
  const { token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, sid, user: { ...user, collection: 'users' } }),
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, cookie: sessionCookie(payload, token) }
}

/** The session writes waiting or running, by address. */
const sessionWrites = new Map<string, Promise<unknown>>()

/**
 * Runs one account's session writes one after another. Payload keeps a user's sessions as one
 * array and every sign-in rewrites it from what it read: two sign-ins at once (the same admin on
 * two tabs or two devices) each wrote their own list and the first session was lost, which signed
 * that browser out. Waiting here holds no database connection; other accounts do not wait.
 * Two instances signing the same account in within the same few milliseconds can still race.
 */
export function oneSessionWriteAtATime<T>(email: string, write: () => Promise<T>): Promise<T> {
  const key = email.trim().toLowerCase()
  const previous = sessionWrites.get(key) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(write)
  const settled = current.catch(() => undefined)
  sessionWrites.set(key, settled)
  void settled.then(() => {
    if (sessionWrites.get(key) === settled) sessionWrites.delete(key)
  })
  return current
}

export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}
