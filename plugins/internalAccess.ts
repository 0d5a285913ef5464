import type { SanitizedConfig } from 'payload'

import { isAdmin } from '../collections/access/isAdmin'

// Payload adds these while sanitizing the config (after our plugins ran), open to any signed-in
// user: locked-document records (who edits what) and the job statistics.
const ADMIN_ONLY_COLLECTIONS = ['payload-locked-documents']
const ADMIN_ONLY_GLOBALS = ['payload-jobs-stats']

/** Narrows Payload's own collections and globals to admins (the only ones who use the panel). */
export function adminOnlyInternals(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (ADMIN_ONLY_COLLECTIONS.includes(collection.slug)) {
      collection.access = { ...collection.access, read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin }
    }
  }
  for (const global of config.globals) {
    if (ADMIN_ONLY_GLOBALS.includes(global.slug)) global.access = { ...global.access, read: isAdmin, update: isAdmin }
  }
  return config
}
