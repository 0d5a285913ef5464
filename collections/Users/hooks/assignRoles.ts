import type { CollectionBeforeChangeHook } from 'payload'

import { env } from '../../../src/server/env'

/**
 * Field access has already dropped roles a non-admin tried to set; here every new account gets
 * 'user', and ADMIN_EMAILS accounts get 'admin' as well.
 */
export const assignRoles: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  const roles = new Set<string>(Array.isArray(data.roles) ? data.roles : [])
  roles.add('user')
  if (typeof data.email === 'string' && env().ADMIN_EMAILS.includes(data.email.toLowerCase())) roles.add('admin')
  data.roles = [...roles]
  return data
}
