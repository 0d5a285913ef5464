import type { CollectionBeforeChangeHook } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/** A user's new article is always theirs, whatever `user` the request carried. */
export const assignOwner: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && req.user && !userIsAdmin(req.user)) data.user = req.user.id
  return data
}
