import 'server-only'

import type { Payload } from 'payload'

import { formatDate } from '@/i18n/format'
import type { User } from '@/payload-types'
import { env, serverUrl } from '../env'
import { localeOf } from './locale'
import type { Subscription } from '@/payload-types'
import { tierLabel } from '@/shared/plans'
import { DEDUPE_HEADER } from './outboxAdapter'
import { adminNewUser, registrationAttempt, subscriptionConfirmation, welcome, type RenderedEmail } from './templates'
import { href } from '@/shared/routes'

async function admins(payload: Payload): Promise<User[]> {
  const result = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs
}

export async function adminAddresses(payload: Payload): Promise<string[]> {
  return (await admins(payload)).map((u) => u.email)
}

/** Where contact messages go: CONTACT_EMAIL, else the admins. */
export async function contactRecipients(payload: Payload): Promise<string[]> {
  const configured = env().CONTACT_EMAIL
  return configured ? [configured] : adminAddresses(payload)
}

export async function deliver(
  payload: Payload,
  to: string,
  email: RenderedEmail,
  type: string,
  dedupeKey?: string,
): Promise<void> {
  const headers: Record<string, string> = { 'X-Email-Type': type }
  if (dedupeKey) headers[DEDUPE_HEADER] = dedupeKey
  await payload.sendEmail({ to, subject: email.subject, html: email.html, text: email.text, headers })
}

/** SPEC 4: at most one confirmation per user, tier and (UTC) day, decided on the server. */
export async function sendSubscriptionConfirmation(payload: Payload, userId: number, subscription: Subscription): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const day = new Date().toISOString().slice(0, 10)
  const locale = localeOf(user)
  const endDate = formatDate(locale, subscription.currentPeriodEnd ?? new Date())
  await deliver(
    payload,
    user.email,
    subscriptionConfirmation(locale, { tier: tierLabel(subscription.tier, subscription.status === 'trialing'), endDate, url: serverUrl(href('dashboard')) }),
    'subscription_confirmation',
    `subscription_confirmation:${user.id}:${subscription.tier}:${day}`,
  )
}

export async function sendWelcome(payload: Payload, user: User): Promise<void> {
  await deliver(payload, user.email, welcome(localeOf(user), { username: user.username, url: serverUrl(href('dashboard')) }), 'welcome')
}

export async function notifyAdminsOfNewUser(payload: Payload, user: User): Promise<void> {
  const recipients = (await admins(payload)).filter((admin) => admin.id !== user.id)
  await Promise.all(
    recipients.map((admin) =>
      deliver(
        payload,
        admin.email,
        adminNewUser(localeOf(admin), {
          userEmail: user.email,
          username: user.username,
          timestamp: new Date(user.createdAt).toISOString(),
          url: serverUrl(`/admin/collections/users/${user.id}`),
        }),
        'admin_notification',
      ),
    ),
  )
}

export async function sendRegistrationAttempt(payload: Payload, user: User): Promise<void> {
  await deliver(payload, user.email, registrationAttempt(localeOf(user), { username: user.username, url: serverUrl('/?auth=signin') }), 'registration_attempt')
}
