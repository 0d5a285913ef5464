import 'server-only'

import { randomUUID } from 'node:crypto'
import { generatePayloadCookie, getFieldsToSign, jwtSign, type Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Signs a user in without a password, the way Payload's own login does it (a session row plus a
 * JWT carrying its id), for the one place we need it: the e-mail confirmation link.
 */
export async function startSession(payload: Payload, userId: number | string): Promise<{ token: string; cookie: string }> {
  const collectionConfig = payload.collections.users.config
  const user = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } } })
  if (!user) throw new Error(`user ${userId} not found`)
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

export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}
