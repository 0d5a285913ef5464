import type { Access } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/** Admins see every record; a user sees the records whose `user` field is theirs. */
export const adminOrOwner: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { user: { equals: req.user.id } }
}
