import type { Access, FieldAccess } from 'payload'

import { userIsAdmin } from '@/server/auth/roles'

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
