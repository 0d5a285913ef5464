import type { CollectionConfig } from 'payload'

import { rowsFollowPublication } from '@/server/bulk/rows'
import { PLATFORMS } from '@/shared/integrations'
import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * Where an article went: one record per article and site, written only by the publishing service
 * (src/server/integrations/publishing.ts). Publishing the same article to the same site again
 * updates the remote post it names (one record per pair, enforced by a unique index). A failure
 * keeps its explanation and can be retried; a transient one is retried automatically at nextRetryAt.
 */
export const Publications: CollectionConfig = {
  slug: 'publications',
  admin: { useAsTitle: 'remoteUrl', defaultColumns: ['article', 'integration', 'state', 'remoteUrl', 'updatedAt'], group: 'Publishing' },
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: isAdmin },
  hooks: { afterChange: [rowsFollowPublication] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    { name: 'integration', type: 'relationship', relationTo: 'integrations', required: true, index: true },
    { name: 'platform', type: 'select', required: true, options: PLATFORMS.map((value) => ({ label: value, value })) },
    { name: 'requestedStatus', type: 'select', required: true, defaultValue: 'draft', options: ['draft', 'publish'].map((value) => ({ label: value, value })) },
    { name: 'state', type: 'select', required: true, defaultValue: 'pending', index: true, options: ['pending', 'published', 'failed'].map((value) => ({ label: value, value })) },
    { name: 'remoteId', type: 'text', admin: { description: 'The post id on the site: publishing again updates it.' } },
    { name: 'remoteMediaId', type: 'text' },
    { name: 'remoteMediaSource', type: 'text', admin: { description: 'Which of our images remoteMediaId is: an unchanged image is not uploaded again.' } },
    { name: 'remoteUrl', type: 'text' },
    { name: 'remoteStatus', type: 'text' },
    { name: 'seoMeta', type: 'select', options: ['kept', 'unsupported'].map((value) => ({ label: value, value })), admin: { description: 'Whether the site kept the SEO description and focus keyword (Yoast / Rank Math).' } },
    {
      name: 'lastError',
      type: 'group',
      fields: [
        { name: 'code', type: 'text' },
        { name: 'message', type: 'textarea' },
        { name: 'fix', type: 'textarea' },
        { name: 'transient', type: 'checkbox' },
      ],
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0 },
    { name: 'nextRetryAt', type: 'date', admin: { description: 'When a transient failure is retried automatically (empty: no retry planned).' } },
    { name: 'publishedAt', type: 'date' },
  ],
  indexes: [{ fields: ['article', 'integration'], unique: true }],
  timestamps: true,
}
