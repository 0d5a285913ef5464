import type { CollectionConfig } from 'payload'

import { LANGUAGES } from '@/shared/language'
import { ARTICLE_LENGTHS } from '@/shared/outline'
import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * A bulk run (issue 36): a list of keywords written with one set of options and published on one
 * schedule. Written only by src/server/bulk (the run's rows are bulk-rows); its owner reads it.
 */
export const BulkRuns: CollectionConfig = {
  slug: 'bulk-runs',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'user', 'state', 'createdAt'], group: 'Writing' },
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'state', type: 'select', required: true, defaultValue: 'running', index: true, options: options(['running', 'paused', 'finished', 'cancelled']) },
    { name: 'language', type: 'select', options: options(LANGUAGES) },
    { name: 'tone', type: 'text' },
    { name: 'length', type: 'select', options: options(Object.keys(ARTICLE_LENGTHS)) },
    { name: 'voice', type: 'relationship', relationTo: 'brand-voices' },
    { name: 'image', type: 'checkbox', defaultValue: false, admin: { description: 'An AI featured image for each article.' } },
    { name: 'target', type: 'select', required: true, defaultValue: 'articles', options: options(['articles', 'blog', 'site']) },
    { name: 'integration', type: 'relationship', relationTo: 'integrations', admin: { condition: (data) => data?.target === 'site' } },
    { name: 'siteStatus', type: 'select', options: options(['draft', 'publish']), admin: { condition: (data) => data?.target === 'site' } },
    { name: 'schedule', type: 'json', admin: { description: 'All at once, or N a day at local times from a start day (src/shared/bulk.ts).' } },
    { name: 'zone', type: 'text', admin: { description: 'The IANA time zone the schedule is read in.' } },
    { name: 'finishedAt', type: 'date' },
  ],
  timestamps: true,
}
