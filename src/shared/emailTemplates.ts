/**
 * The e-mails the product sends, each rendered from an `email-templates` record of its type and the
 * recipient's language, and the placeholders each may use ({{username}} and so on). A template of
 * another type (SPEC 9 allows free text) may use the common ones only.
 */

/** In every template: the product's name and public address. */
export const COMMON_VARIABLES = ['siteName', 'siteUrl'] as const

export const EMAIL_TYPES = {
  email_confirmation: ['username', 'confirmUrl'],
  password_reset: ['resetUrl'],
  welcome: ['username', 'dashboardUrl', 'freeArticles'],
  welcome_campaign: ['username', 'toolsUrl', 'freeArticles', 'unsubscribeUrl'],
  subscription_confirmation: ['username', 'plan', 'periodEnd', 'dashboardUrl'],
  usage_warning: ['username', 'used', 'limit', 'percent', 'resetsOn', 'plansUrl'],
  admin_notification: ['userEmail', 'username', 'registeredAt', 'adminUrl'],
  admin_subscription_change: ['userEmail', 'change', 'plan', 'interval', 'periodEnd', 'adminUrl'],
  admin_usage_limit: ['userEmail', 'plan', 'limit', 'month', 'adminUrl'],
  registration_attempt: ['username', 'signInUrl'],
  email_change: ['username', 'newEmail', 'confirmUrl', 'hours'],
  email_change_notice: ['username', 'newEmail', 'settingsUrl'],
  contact_message: ['name', 'email', 'subject', 'message', 'adminUrl'],
  bulk_run_finished: ['username', 'runName', 'written', 'published', 'failed', 'cancelled', 'runUrl'],
} as const satisfies Record<string, readonly string[]>

export type EmailType = keyof typeof EMAIL_TYPES
export type EmailValues<T extends EmailType> = Record<(typeof EMAIL_TYPES)[T][number], string | number>

/** SPEC 9's list, offered when an admin creates a template (the field stays free text). */
export const SPEC_EMAIL_TYPES = [
  'welcome',
  'password_reset',
  'subscription_confirmation',
  'usage_warning',
  'admin_notification',
  'email_confirmation',
  'magic_link',
  'recovery',
  'email_change',
  'invite',
] as const

/** Every type the create form suggests: ours first, then SPEC 9's others. */
export const SUGGESTED_EMAIL_TYPES = [...new Set<string>([...Object.keys(EMAIL_TYPES), ...SPEC_EMAIL_TYPES])]

export function isEmailType(type: string): type is EmailType {
  return Object.hasOwn(EMAIL_TYPES, type)
}

/** The placeholders a template of `type` may use. */
export function allowedVariables(type: string): string[] {
  return [...(isEmailType(type) ? EMAIL_TYPES[type] : []), ...COMMON_VARIABLES]
}

/** What the live preview fills in, so an admin sees a realistic message. */
export const SAMPLE_VALUES: Record<string, string> = {
  siteName: 'SEO Writer',
  siteUrl: 'https://example.com',
  username: 'Anna',
  name: 'Anna Kovács',
  email: 'anna@example.com',
  userEmail: 'anna@example.com',
  newEmail: 'anna.new@example.com',
  confirmUrl: 'https://example.com/verify-email?token=sample',
  resetUrl: 'https://example.com/reset-password?token=sample',
  dashboardUrl: 'https://example.com/dashboard',
  toolsUrl: 'https://example.com/ai-tools',
  plansUrl: 'https://example.com/pricing',
  settingsUrl: 'https://example.com/dashboard/settings',
  signInUrl: 'https://example.com/?auth=signin',
  adminUrl: 'https://example.com/admin/collections/users/1',
  unsubscribeUrl: 'https://example.com/unsubscribe?token=sample',
  freeArticles: '5',
  plan: 'PRO',
  interval: 'month',
  periodEnd: '2026-12-25',
  change: 'subscribed',
  used: '4',
  limit: '5',
  percent: '80',
  resetsOn: '2026-12-01',
  month: '2026-11',
  registeredAt: '2026-11-25T10:00:00.000Z',
  hours: '24',
  subject: 'A question about the PRO plan',
  message: 'Hello, can I pay yearly?',
  runName: '10 keywords, from “compost bins” (2026-11-27)',
  written: '3',
  published: '6',
  failed: '1',
  cancelled: '0',
  runUrl: 'https://example.com/dashboard/bulk',
}

/** A template as the management screen shows it. */
export type TemplateRow = { id: number; type: string; language: 'en' | 'hu'; subject: string; html: string; variables?: string | null; updatedAt: string }

/** This month's welcome campaign: who would get it now, and how far it got. */
export type CampaignStatus = { campaign: string; eligible: number; waiting: number; sent: number; failed: number }
