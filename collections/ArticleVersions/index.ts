import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * The saved versions of a chat article (/article-writer-chat-pro): the first draft, each
 * modification, each restore. Written only by src/server/articles/chat.ts; the owner (and admins)
 * read them; nothing is overwritten, so any version can be restored.
 */
export const ArticleVersions: CollectionConfig = {
  slug: 'article-versions',
  admin: { useAsTitle: 'title', defaultColumns: ['article', 'number', 'instruction', 'createdAt'], group: 'Content' },
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: isAdmin },
  indexes: [{ fields: ['article', 'number'], unique: true }],
  fields: [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'number', type: 'number', required: true, min: 1 },
    { name: 'title', type: 'text', required: true },
    { name: 'content', type: 'code', admin: { language: 'html' } },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'metaDescription', type: 'textarea' },
        { name: 'focusKeyword', type: 'text' },
      ],
    },
    { name: 'score', type: 'number' },
    { name: 'instruction', type: 'text', admin: { description: 'The chat message that made this version (empty for the first draft).' } },
    { name: 'restoredFrom', type: 'number', admin: { description: 'Set when this version restores an earlier one.' } },
  ],
  timestamps: true,
}
