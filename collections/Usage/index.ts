import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * Articles (count), AI images (images) and seconds of audio (audioSeconds) generated per user per UTC month. Written only by src/server/quota with one atomic
 * conditional upsert on the unique (user, month) index.
 */
export const Usage: CollectionConfig = {
  slug: 'usage',
  admin: { useAsTitle: 'month', defaultColumns: ['user', 'month', 'count', 'updatedAt'], group: 'Billing' },
  access: { read: adminOrOwner, create: nobody, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['user', 'month'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'month', type: 'text', required: true, admin: { description: 'UTC month, YYYY-MM' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Articles' } },
    { name: 'images', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'AI featured images' } },
    { name: 'audioSeconds', type: 'number', defaultValue: 0, min: 0, admin: { description: 'Seconds of audio (text to speech and Listen)' } },
  ],
  timestamps: true,
}
