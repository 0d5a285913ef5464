import type { FieldAccess } from 'payload'

import { isAdminField } from './isAdmin'

/**
 * For fields only the server (Local API with overrideAccess) or an admin sets: status, scores,
 * provider, roles, verification. A user's REST or GraphQL write of them is dropped.
 */
export const serverSetField: { create: FieldAccess; update: FieldAccess } = { create: isAdminField, update: isAdminField }

/** For fields only the server writes (Local API with overrideAccess), not even an admin over the API. */
export const serverOnlyField: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }
