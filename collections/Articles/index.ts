import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdminField } from '../access/isAdmin'
import { publishArticleEndpoint } from '../../src/endpoints/publish'
import { exportArticle } from '../../src/endpoints/articles'
import { assignOwner } from './hooks/assignOwner'
import { rescoreOnEdit } from './hooks/rescoreOnEdit'

/**
 * A user's generated article. Created by the generation endpoints on the user's behalf; the
 * owner (and admins) may read, edit and delete it; nobody else sees it through any API.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'user', 'status', 'score', 'provider', 'createdAt'],
    group: 'Content',
  },
  access: {
    read: adminOrOwner,
    create: ({ req }) => Boolean(req.user),
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: { beforeChange: [assignOwner, rescoreOnEdit] },
  endpoints: [exportArticle, publishArticleEndpoint],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: isAdminField } },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'content', type: 'code', admin: { language: 'html', description: 'Sanitized HTML' } },
    {
      name: 'seo',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', maxLength: 60 },
        { name: 'metaDescription', type: 'textarea', maxLength: 160 },
        { name: 'focusKeyword', type: 'text', maxLength: 100 },
      ],
    },
    { name: 'score', type: 'number', min: 0, max: 100 },
    { name: 'seoChecks', type: 'json' },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'keyword',
      options: ['keyword', 'title', 'url', 'prompt', 'promo', 'chat'].map((value) => ({ label: value, value })),
    },
    { name: 'language', type: 'select', defaultValue: 'en', options: ['en', 'hu'].map((value) => ({ label: value, value })) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'generating',
      index: true,
      options: ['generating', 'ready', 'failed'].map((value) => ({ label: value, value })),
      access: { update: isAdminField },
    },
    { name: 'error', type: 'text', access: { update: isAdminField } },
    { name: 'provider', type: 'text', access: { update: isAdminField } },
    { name: 'model', type: 'text', access: { update: isAdminField } },
    { name: 'demo', type: 'checkbox', defaultValue: false, access: { update: isAdminField }, admin: { description: 'Written by the offline demo writer, not an AI model.' } },
    { name: 'input', type: 'json', admin: { description: 'What the user asked for (topic, keyword, title, tone, language, url).' } },
  ],
  timestamps: true,
}
