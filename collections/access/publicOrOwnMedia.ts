import type { Access, Where } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/**
 * Blog images (no owner) are public; an AI image made for a user's article is theirs (and admins')
 * until the article is published to the blog, which clears the owner. The file route asks the
 * same question, so an unpublished image's file is private too.
 */
export const publicOrOwnMedia: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  const unowned: Where = { owner: { exists: false } }
  return req.user ? { or: [unowned, { owner: { equals: req.user.id } }] } : unowned
}
