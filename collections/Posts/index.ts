import type { CollectionConfig } from 'payload'

import { AUDIO_MIME_TYPE, IMAGE_MIME_TYPES } from '@/shared/uploads'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { serverOnlyField } from '../access/serverSet'
import { publishedOrAdmin } from '../access/publishedOrAdmin'
import { analysePostOnChange } from './hooks/analysePostOnChange'
import { derivePostFields } from './hooks/derivePostFields'
import { revalidateBlog, revalidateBlogAfterDelete } from './hooks/revalidateBlog'

/** Public blog posts. Anyone reads published ones; only admins write or see drafts. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'featured', 'publishedAt', 'authorName'],
    group: 'Content',
  },
  access: { read: publishedOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [derivePostFields, analysePostOnChange],
    afterChange: [revalidateBlog],
    afterDelete: [revalidateBlogAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'slug', type: 'text', unique: true, index: true, maxLength: 100, admin: { position: 'sidebar', description: 'Set from the title on creation.' } },
    { name: 'content', type: 'richText', required: true },
    { name: 'excerpt', type: 'textarea', admin: { readOnly: true, description: 'The first 150 characters of the text.' } },
    { name: 'focusKeyword', type: 'text', maxLength: 100 },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'published',
      index: true,
      options: [
        { label: 'Published', value: 'published' },
        { label: 'Draft', value: 'draft' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'image', type: 'upload', relationTo: 'media', filterOptions: { mimeType: { in: IMAGE_MIME_TYPES } } },
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { equals: AUDIO_MIME_TYPE } },
      admin: { description: 'The post read aloud (MP3): the page shows a player with its duration.' },
    },
    {
      name: 'imageFit',
      type: 'select',
      defaultValue: 'cover',
      options: ['cover', 'contain', 'fill'].map((value) => ({ label: value, value })),
      admin: { description: 'How the image fills its frame on the blog.' },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', access: { update: isAdminField }, admin: { position: 'sidebar' } },
    { name: 'authorName', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'sourceArticle', type: 'relationship', relationTo: 'articles', admin: { position: 'sidebar', readOnly: true } },
    // The analysis of the post as its page presents it (src/server/blog/postAnalysis.ts), kept up to date by a hook.
    { name: 'score', type: 'number', access: serverOnlyField, admin: { position: 'sidebar', readOnly: true, description: 'SEO score (0–100).' } },
    { name: 'readabilityScore', type: 'number', access: serverOnlyField, admin: { position: 'sidebar', readOnly: true, description: 'Readability score (0–100).' } },
    { name: 'seoChecks', type: 'json', access: serverOnlyField, admin: { hidden: true } },
    { name: 'readabilityChecks', type: 'json', access: serverOnlyField, admin: { hidden: true } },
  ],
  timestamps: true,
}
