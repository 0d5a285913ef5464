import type { Access } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

/** Anyone reads published posts; only admins see drafts. */
export const publishedOrAdmin: Access = ({ req }) => (userIsAdmin(req.user) ? true : { status: { equals: 'published' } })
