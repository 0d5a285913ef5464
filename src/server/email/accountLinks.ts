import 'server-only'

import type { EmailValues } from '@/shared/emailTemplates'
import { href } from '@/shared/paths'
import { serverUrl } from '../env'

/**
 * What the confirmation and password reset e-mails carry, for both senders: Payload's own (an
 * account an admin creates; collections/Users) and ours, sent once the token is committed
 * (accountEmails.ts).
 */
export function confirmationValues(user: { username?: unknown } | null | undefined, token: string): EmailValues<'email_confirmation'> {
  return { username: String(user?.username ?? ''), confirmUrl: serverUrl(`${href('verifyEmail')}?token=${encodeURIComponent(token)}`) }
}

export function resetValues(token: string): EmailValues<'password_reset'> {
  return { resetUrl: serverUrl(`${href('resetPassword')}?token=${encodeURIComponent(token)}`) }
}
