import type { CollectionBeforeOperationHook } from 'payload'

import { clientError } from '@/server/errors'

import { EMAIL_CHANGE_CONFIRMED, PASSWORD_CHECKED } from '../../../src/server/account/constants'
import { userIsAdmin } from '@/server/auth/roles'

/**
 * A user's own REST or GraphQL update may not change the e-mail address or the password: both go
 * through our account services, which check the current password (and, for e-mail, confirm the new
 * address). Refused with a clear message rather than silently dropped. Admins are not limited.
 */
export const guardAccountChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || args.overrideAccess || userIsAdmin(req.user)) return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const ownEmail = req.user && 'email' in req.user ? String(req.user.email) : ''
  const newEmail = typeof data.email === 'string' ? data.email.trim().toLowerCase() : data.email
  if (newEmail !== undefined && newEmail !== ownEmail && !req.context[EMAIL_CHANGE_CONFIRMED]) {
    throw clientError('Changing your e-mail address needs your password and a confirmation link: use Settings.', 403)
  }
  if (data.password !== undefined && !req.context[PASSWORD_CHECKED]) {
    throw clientError('Changing your password needs your current password: use Settings.', 403)
  }
  return args
}
