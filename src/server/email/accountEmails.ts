import 'server-only'

import type { Payload } from 'payload'

import { formatDate } from '@/i18n/format'
import type { User } from '@/payload-types'
import { env, serverUrl } from '../env'
import { localeOf } from './locale'
import type { Subscription } from '@/payload-types'
import { tierLabel, type Tier } from '@/shared/plans'
import { DEDUPE_HEADER } from './outboxAdapter'
import { adminNewUser, adminSubscriptionChange, adminUsageLimit, registrationAttempt, subscriptionConfirmation, usageWarning, welcome, type RenderedEmail } from './templates'
import type { Language } from '@/shared/language'
import type { SubscriptionChange } from '../billing/changes'
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

/**
 * One notification to every admin (but the user it is about), in each admin's language. With a
 * `dedupeKey` each admin gets it at most once, however often the event is seen (the outbox's
 * unique key decides, across instances).
 */
async function notifyAdmins(payload: Payload, about: User, type: string, build: (locale: Language) => RenderedEmail, dedupeKey?: string): Promise<void> {
  const recipients = (await admins(payload)).filter((admin) => admin.id !== about.id)
  await Promise.all(recipients.map((admin) => deliver(payload, admin.email, build(localeOf(admin)), type, dedupeKey ? `${dedupeKey}:${admin.id}` : undefined)))
}

const adminLink = (user: User) => serverUrl(`/admin/collections/users/${user.id}`)

export async function notifyAdminsOfNewUser(payload: Payload, user: User): Promise<void> {
  await notifyAdmins(payload, user, 'admin_notification', (locale) =>
    adminNewUser(locale, { userEmail: user.email, username: user.username, timestamp: new Date(user.createdAt).toISOString(), url: adminLink(user) }),
  )
}

/** SPEC 3 subscription_change, once per change (the key names the subscription, the change and the plan). */
export async function notifyAdminsOfSubscriptionChange(payload: Payload, userId: number, change: SubscriptionChange, subscription: Subscription): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const key = `admin_subscription:${subscription.stripeSubscriptionId}:${change}:${subscription.tier}:${subscription.interval ?? ''}`
  await notifyAdmins(
    payload,
    user,
    'admin_subscription_change',
    (locale) =>
      adminSubscriptionChange(locale, {
        userEmail: user.email,
        change,
        plan: tierLabel(subscription.tier),
        interval: subscription.interval ?? '',
        periodEnd: formatDate(locale, subscription.currentPeriodEnd ?? new Date()),
        url: adminLink(user),
      }),
    key,
  )
}

/** SPEC 3 usage_limit_reached, once per user and month. */
export async function notifyAdminsOfUsageLimit(payload: Payload, user: User, { tier, limit, month }: { tier: Tier; limit: number; month: string }): Promise<void> {
  await notifyAdmins(payload, user, 'admin_usage_limit', (locale) => adminUsageLimit(locale, { userEmail: user.email, plan: tierLabel(tier), limit, month, url: adminLink(user) }), `admin_usage_limit:${user.id}:${month}`)
}

export async function sendRegistrationAttempt(payload: Payload, user: User): Promise<void> {
  await deliver(payload, user.email, registrationAttempt(localeOf(user), { username: user.username, url: serverUrl('/?auth=signin') }), 'registration_attempt')
}

/** The 80% warning to the user, once per user and month (the outbox's unique key). */
export async function sendUsageWarning(payload: Payload, user: User, { used, limit, month, resetsAt }: { used: number; limit: number; month: string; resetsAt: Date }): Promise<void> {
  const locale = localeOf(user)
  await deliver(
    payload,
    user.email,
    usageWarning(locale, { username: user.username, used, limit, resetsOn: formatDate(locale, resetsAt), url: serverUrl(href('pricing')) }),
    'usage_warning',
    `usage_warning:${user.id}:${month}`,
  )
}
