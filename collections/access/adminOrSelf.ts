import type { Access } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/** Admins see every user; a signed-in user sees only their own record; visitors nothing. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { id: { equals: req.user.id } }
}
