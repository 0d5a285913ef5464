import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { sendTemplated } from '../email/accountEmails'
import { localeOf } from '../email/locale'
import { serverUrl } from '../env'
import { AppError } from '../errors'
import { EMAIL_CHANGE_CONFIRMED } from './constants'
import { verifyCurrentPassword } from './service'
import { href } from '@/shared/paths'

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_HOURS = 24

export const changeEmailInput = z.object({
  newEmail: z.string().trim().toLowerCase().email('Please enter a valid e-mail address').max(254),
  currentPassword: z.string().min(1, 'Password is required').max(200),
})

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

type PendingChange = { pendingEmail?: string | null; emailChangeTokenHash?: string | null; emailChangeExpiresAt?: string | null }

/**
 * Step one of an e-mail change: the current password proves it is the owner, the new address gets
 * a confirmation link and the old one a notice. Nothing changes until the link is opened; sign-in
 * keeps using the old address. An address that already has an account gets a note instead of a
 * link, and the answer is the same, so nobody can probe for accounts through this form.
 */
export async function requestEmailChange(payload: Payload, user: User, input: z.infer<typeof changeEmailInput>): Promise<{ email: string }> {
  await verifyCurrentPassword(payload, user, input.currentPassword)
  if (input.newEmail === user.email) throw new AppError('VALIDATION_ERROR', 'This is already your e-mail address.', { field: 'newEmail' })
  const locale = localeOf(user)
  const taken = await payload.find({ collection: 'users', where: { email: { equals: input.newEmail } }, limit: 1, depth: 0, overrideAccess: true })
  const owner = taken.docs[0]
  if (owner) {
    await sendTemplated(payload, { to: owner.email, type: 'registration_attempt', language: localeOf(owner), values: { username: owner.username, signInUrl: serverUrl('/?auth=signin') } })
  } else {
    const token = crypto.randomBytes(32).toString('hex')
    const pending: PendingChange = {
      pendingEmail: input.newEmail,
      emailChangeTokenHash: hashToken(token),
      emailChangeExpiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3600_000).toISOString(),
    }
    await payload.update({ collection: 'users', id: user.id, data: pending, overrideAccess: true, depth: 0 })
    const url = serverUrl(`${href('verifyEmail')}?change=email&token=${token}`)
    await sendTemplated(payload, {
      to: input.newEmail,
      type: 'email_change',
      language: locale,
      values: { username: user.username, newEmail: input.newEmail, confirmUrl: url, hours: EMAIL_CHANGE_HOURS },
    })
  }
  await sendTemplated(payload, {
    to: user.email,
    type: 'email_change_notice',
    language: locale,
    values: { username: user.username, newEmail: input.newEmail, settingsUrl: serverUrl(href('settings')) },
  })
  return { email: input.newEmail }
}

/** Step two: the link from the new address. The address changes now, once. */
export async function confirmEmailChange(payload: Payload, token: string): Promise<{ email: string }> {
  const invalid = new AppError('INVALID_TOKEN', 'This confirmation link is invalid, has expired or has already been used.')
  if (!/^[0-9a-f]{64}$/.test(token)) throw invalid
  const user = await payload.db.findOne<User & PendingChange>({ collection: 'users', where: { emailChangeTokenHash: { equals: hashToken(token) } } })
  if (!user?.pendingEmail || !user.emailChangeExpiresAt || new Date(user.emailChangeExpiresAt) < new Date()) throw invalid
  const cleared: PendingChange = { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null }
  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { email: user.pendingEmail, ...cleared },
      overrideAccess: true,
      depth: 0,
      context: { [EMAIL_CHANGE_CONFIRMED]: true },
    })
  } catch {
    // Someone registered the address in the meantime.
    await payload.update({ collection: 'users', id: user.id, data: cleared, overrideAccess: true, depth: 0 })
    throw invalid
  }
  return { email: user.pendingEmail }
}
