import type { CollectionBeforeChangeHook } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/**
 * A user's new record (article, integration) is always theirs, whatever `user` the request
 * carried; an admin's is theirs unless they name another owner.
 */
export const assignOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && (!userIsAdmin(req.user) || data.user == null)) data.user = req.user.id
  return data
}
