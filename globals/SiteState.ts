import type { GlobalConfig } from 'payload'

import { isAdmin } from '../collections/access/isAdmin'

/** Facts about this installation the server needs to remember (not user settings). */
export const SiteState: GlobalConfig = {
  slug: 'site-state',
  admin: { group: 'System' },
  access: { read: isAdmin, update: isAdmin },
  fields: [{ name: 'sampleContentSeededAt', type: 'date', admin: { readOnly: true, description: 'When the sample blog posts were written (once).' } }],
}
