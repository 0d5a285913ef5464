import type { Access } from 'payload'

/** For records only the server writes (with overrideAccess), never a client. */
export const nobody: Access = () => false
