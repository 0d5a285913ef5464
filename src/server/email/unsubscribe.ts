import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { env, serverUrl } from '../env'
import { AppError } from '../errors'

/**
 * Unsubscribe links: the user's id signed with a key derived from PAYLOAD_SECRET, so a link works
 * without signing in and cannot be made for somebody else. It does not expire (an old e-mail's
 * link must still work) and only turns marketing e-mails off.
 */
function signature(userId: number | string): string {
  const key = crypto.hkdfSync('sha256', env().PAYLOAD_SECRET, 'seo-writer', 'unsubscribe-links', 32)
  return crypto.createHmac('sha256', Buffer.from(key)).update(`unsubscribe:${userId}`).digest('base64url')
}

export function unsubscribeToken(userId: number | string): string {
  return `${userId}.${signature(userId)}`
}

/** The user a token names, or null when it was not made by us. */
export function userOfToken(token: string): number | null {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(signature(match[1]!))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? Number(match[1]) : null
}

/** The page a person opens from the e-mail (it asks before it acts: link scanners open links too). */
export const unsubscribePageUrl = (userId: number | string) => serverUrl(`/unsubscribe?token=${unsubscribeToken(userId)}`)

/** The one-click address of the List-Unsubscribe header (RFC 8058: the mail client POSTs to it). */
export const unsubscribeApiUrl = (userId: number | string) => serverUrl(`/api/email/unsubscribe?token=${unsubscribeToken(userId)}`)

/** Turns marketing e-mails off for the token's user; the same answer whether they were on or off. */
export async function unsubscribe(payload: Payload, token: string): Promise<{ email: string }> {
  const userId = userOfToken(token)
  if (userId === null) throw new AppError('VALIDATION_ERROR', 'This unsubscribe link is not valid.')
  const user = await payload.update({ collection: 'users', id: userId, data: { marketingEmails: false }, overrideAccess: true, depth: 0 }).catch(() => null)
  if (!user) throw new AppError('VALIDATION_ERROR', 'This unsubscribe link is not valid.')
  return { email: user.email }
}
