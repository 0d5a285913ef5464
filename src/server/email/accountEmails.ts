import 'server-only'

import type { Payload } from 'payload'

import { formatDate } from '@/i18n/format'
import type { User } from '@/payload-types'
import { env, serverUrl } from '../env'
import { confirmationValues, resetValues } from './accountLinks'
import { localeOf } from './locale'
import type { Subscription } from '@/payload-types'
import { tierLabel, type Tier } from '@/shared/plans'
import { DEDUPE_HEADER } from './outboxAdapter'
import { renderEmail } from './templates'
import type { Language } from '@/shared/language'
import type { EmailType, EmailValues } from '@/shared/emailTemplates'
import { PLANS } from '@/shared/plans'
import type { SubscriptionChange } from '../billing/changes'
import { href } from '@/shared/paths'

/** The admins, oldest first: the first is the site's contact address (contactEmail), which a new admin must not take over. */
async function admins(payload: Payload): Promise<User[]> {
  const result = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
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

type Sending<T extends EmailType> = { to: string; type: T; language: Language; values: EmailValues<T>; dedupeKey?: string; headers?: Record<string, string> }

/** Renders one of the product's e-mails from its template and sends it through the outbox. */
export async function sendTemplated<T extends EmailType>(payload: Payload, { to, type, language, values, dedupeKey, headers }: Sending<T>): Promise<void> {
  const email = await renderEmail(payload, type, language, values)
  const allHeaders: Record<string, string> = { ...headers, 'X-Email-Type': type }
  if (dedupeKey) allHeaders[DEDUPE_HEADER] = dedupeKey
  await payload.sendEmail({ to, subject: email.subject, html: email.html, text: email.text, headers: allHeaders })
}

/** SPEC 4: at most one confirmation per user, tier and (UTC) day, decided on the server. */
export async function sendSubscriptionConfirmation(payload: Payload, userId: number, subscription: Subscription): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const day = new Date().toISOString().slice(0, 10)
  const locale = localeOf(user)
  const endDate = formatDate(locale, subscription.currentPeriodEnd ?? new Date())
  await sendTemplated(payload, {
    to: user.email,
    type: 'subscription_confirmation',
    language: locale,
    values: { username: user.username, plan: tierLabel(subscription.tier, subscription.status === 'trialing'), periodEnd: endDate, dashboardUrl: serverUrl(href('dashboard')) },
    dedupeKey: `subscription_confirmation:${user.id}:${subscription.tier}:${day}`,
  })
}

/**
 * The confirmation link of a new account. Sent by us once the account is committed, not by Payload
 * inside its create (where the mail left before the row was visible: a quick click on the link
 * found no account, "invalid or already used").
 */
export async function sendEmailConfirmation(payload: Payload, user: Pick<User, 'email' | 'username' | 'language'>, token: string): Promise<void> {
  await sendTemplated(payload, {
    to: user.email,
    type: 'email_confirmation',
    language: localeOf(user),
    values: confirmationValues(user, token),
  })
}

/** The password reset link, sent once its token is committed (as the confirmation link). */
export async function sendPasswordReset(payload: Payload, user: Pick<User, 'email' | 'language'>, token: string): Promise<void> {
  await sendTemplated(payload, {
    to: user.email,
    type: 'password_reset',
    language: localeOf(user),
    values: resetValues(token),
  })
}

export async function sendWelcome(payload: Payload, user: User): Promise<void> {
  await sendTemplated(payload, {
    to: user.email,
    type: 'welcome',
    language: localeOf(user),
    values: { username: user.username, dashboardUrl: serverUrl(href('dashboard')), freeArticles: PLANS.free.monthlyLimit },
  })
}

/**
 * One notification to every admin (but the user it is about), in each admin's language. With a
 * `dedupeKey` each admin gets it at most once, however often the event is seen (the outbox's
 * unique key decides, across instances).
 */
async function notifyAdmins<T extends EmailType>(payload: Payload, about: User, type: T, valuesFor: (locale: Language) => EmailValues<T>, dedupeKey?: string): Promise<void> {
  const recipients = (await admins(payload)).filter((admin) => admin.id !== about.id)
  await Promise.all(
    recipients.map((admin) => {
      const language = localeOf(admin)
      return sendTemplated(payload, { to: admin.email, type, language, values: valuesFor(language), dedupeKey: dedupeKey ? `${dedupeKey}:${admin.id}` : undefined })
    }),
  )
}

/** How a change reads in each language ({{change}} of admin_subscription_change). */
const CHANGE_TEXT = {
  en: { subscribed: 'subscribed', changed: 'changed plan', canceled: 'canceled' },
  hu: { subscribed: 'előfizetett', changed: 'csomagot váltott', canceled: 'lemondta az előfizetését' },
} as const

const adminLink = (user: User) => serverUrl(`/admin/collections/users/${user.id}`)

export async function notifyAdminsOfNewUser(payload: Payload, user: User): Promise<void> {
  await notifyAdmins(payload, user, 'admin_notification', () => ({
    userEmail: user.email,
    username: user.username,
    registeredAt: new Date(user.createdAt).toISOString(),
    adminUrl: adminLink(user),
  }))
}

/** SPEC 3 subscription_change, once per change (the key names the subscription, the change and the plan). */
export async function notifyAdminsOfSubscriptionChange(payload: Payload, userId: number, change: SubscriptionChange, subscription: Subscription): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true })
  const key = `admin_subscription:${subscription.stripeSubscriptionId}:${change}:${subscription.tier}:${subscription.interval ?? ''}`
  await notifyAdmins(
    payload,
    user,
    'admin_subscription_change',
    (locale) => ({
      userEmail: user.email,
      change: CHANGE_TEXT[locale][change],
      plan: tierLabel(subscription.tier),
      interval: subscription.interval ?? '',
      periodEnd: formatDate(locale, subscription.currentPeriodEnd ?? new Date()),
      adminUrl: adminLink(user),
    }),
    key,
  )
}

/** SPEC 3 usage_limit_reached, once per user and month. */
export async function notifyAdminsOfUsageLimit(payload: Payload, user: User, { tier, limit, month }: { tier: Tier; limit: number; month: string }): Promise<void> {
  await notifyAdmins(payload, user, 'admin_usage_limit', () => ({ userEmail: user.email, plan: tierLabel(tier), limit, month, adminUrl: adminLink(user) }), `admin_usage_limit:${user.id}:${month}`)
}

export async function sendRegistrationAttempt(payload: Payload, user: User): Promise<void> {
  await sendTemplated(payload, { to: user.email, type: 'registration_attempt', language: localeOf(user), values: { username: user.username, signInUrl: serverUrl('/?auth=signin') } })
}

/** The 80% warning to the user, once per user and month (the outbox's unique key). */
export async function sendUsageWarning(payload: Payload, user: User, { used, limit, month, resetsAt }: { used: number; limit: number; month: string; resetsAt: Date }): Promise<void> {
  const locale = localeOf(user)
  await sendTemplated(payload, {
    to: user.email,
    type: 'usage_warning',
    language: locale,
    values: { username: user.username, used, limit, percent: Math.round((used / limit) * 100), resetsOn: formatDate(locale, resetsAt), plansUrl: serverUrl(href('pricing')) },
    dedupeKey: `usage_warning:${user.id}:${month}`,
  })
}

/** Issue 36: the summary of a bulk run that ended, once per run (its dedupe key). */
export async function sendBulkRunSummary(payload: Payload, user: User, run: { id: number; name: string }, counts: { written: number; published: number; failed: number; cancelled: number }): Promise<void> {
  await sendTemplated(payload, {
    to: user.email,
    type: 'bulk_run_finished',
    language: localeOf(user),
    values: { username: user.username, runName: run.name, ...counts, runUrl: serverUrl(href('bulk')) },
    dedupeKey: `bulk_run_finished:${run.id}`,
  })
}
