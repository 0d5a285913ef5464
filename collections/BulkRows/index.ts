import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

const STATES = ['waiting', 'writing', 'written', 'scheduled', 'publishing', 'published', 'failed', 'cancelled']

/**
 * One keyword of a bulk run: its article once written, where and when it goes out, and what went
 * wrong. Written only by src/server/bulk, which moves `state` with a single guarded UPDATE so no
 * row is written twice, however many instances run the queue.
 */
export const BulkRows: CollectionConfig = {
  slug: 'bulk-rows',
  admin: { useAsTitle: 'keyword', defaultColumns: ['keyword', 'run', 'state', 'publishAt'], group: 'Writing' },
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'run', type: 'relationship', relationTo: 'bulk-runs', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'position', type: 'number', required: true, admin: { description: 'The order the rows are written in.' } },
    { name: 'line', type: 'number', admin: { description: 'The line of the pasted list or CSV file it came from.' } },
    { name: 'keyword', type: 'text', required: true },
    { name: 'givenTitle', type: 'text', admin: { description: 'A title from the CSV: used instead of choosing one.' } },
    { name: 'title', type: 'text', admin: { description: 'The title it was written with.' } },
    { name: 'state', type: 'select', required: true, defaultValue: 'waiting', index: true, options: STATES.map((value) => ({ label: value, value })) },
    { name: 'target', type: 'select', required: true, defaultValue: 'articles', options: ['articles', 'blog', 'site'].map((value) => ({ label: value, value })) },
    { name: 'integration', type: 'relationship', relationTo: 'integrations', admin: { condition: (data) => data?.target === 'site' } },
    { name: 'siteStatus', type: 'select', options: ['draft', 'publish'].map((value) => ({ label: value, value })), admin: { condition: (data) => data?.target === 'site' } },
    { name: 'publishAt', type: 'date', index: true, admin: { description: 'When it goes out (empty: as soon as it is written).' } },
    { name: 'article', type: 'relationship', relationTo: 'articles' },
    { name: 'publication', type: 'relationship', relationTo: 'publications' },
    { name: 'post', type: 'relationship', relationTo: 'posts' },
    { name: 'link', type: 'text', admin: { description: 'Where it was published.' } },
    { name: 'errorCode', type: 'text' },
    { name: 'errorMessage', type: 'textarea' },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'startedAt', type: 'date' },
    { name: 'writtenAt', type: 'date' },
    { name: 'publishedAt', type: 'date' },
  ],
  indexes: [{ fields: ['run', 'position'], unique: true }],
  timestamps: true,
}
