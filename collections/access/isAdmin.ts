import type { Access, FieldAccess, PayloadRequest } from 'payload'

type MaybeUser = PayloadRequest['user'] | null | undefined

export function userIsAdmin(user: MaybeUser): boolean {
  return Boolean(user && 'roles' in user && Array.isArray(user.roles) && user.roles.includes('admin'))
}

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
