import type { CollectionConfig } from 'payload'

import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { serverOnlyField, serverSetField } from '../access/serverSet'
import { AUDIO_MIME_TYPE, IMAGE_MIME_TYPES } from '@/shared/uploads'
import { assignOwner } from '../hooks/assignOwner'
import { limitContentSize } from './hooks/limitContentSize'
import { markAudioOutdated } from './hooks/markAudioOutdated'
import { rescoreOnEdit } from './hooks/rescoreOnEdit'
import { sanitizeContent } from './hooks/sanitizeContent'

/**
 * A user's generated article. Only the generation service creates articles (after charging a
 * credit), so REST/GraphQL create is for admins; the owner (and admins) may read, delete and edit
 * the title, content and SEO data; every other field is set by the server. Nobody else sees it.
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
    create: isAdmin,
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: { beforeValidate: [limitContentSize], beforeChange: [assignOwner, sanitizeContent, rescoreOnEdit, markAudioOutdated] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverSetField },
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
    { name: 'image', type: 'upload', relationTo: 'media', access: serverSetField, filterOptions: { mimeType: { in: IMAGE_MIME_TYPES } }, admin: { description: 'The AI featured image (POST /api/ai/image).' } },
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'media',
      access: serverSetField,
      filterOptions: { mimeType: { equals: AUDIO_MIME_TYPE } },
      admin: { description: 'The article read aloud (POST /api/articles/:id/audio), one MP3.' },
    },
    {
      name: 'audioOutdated',
      type: 'checkbox',
      defaultValue: false,
      access: serverSetField,
      admin: { description: 'The title or text changed after the audio was made.' },
    },
    { name: 'score', type: 'number', min: 0, max: 100, access: serverSetField },
    { name: 'seoChecks', type: 'json', access: serverSetField },
    { name: 'readabilityScore', type: 'number', min: 0, max: 100, access: serverSetField },
    { name: 'readabilityChecks', type: 'json', access: serverSetField },
    { name: 'unsourcedClaims', type: 'json', access: serverSetField, admin: { description: 'Sentences with a number, year or quotation and no link to a source.' } },
    { name: 'voice', type: 'relationship', relationTo: 'brand-voices', access: serverSetField, admin: { description: 'The brand voice that wrote it.' } },
    { name: 'voiceName', type: 'text', access: serverSetField, admin: { description: 'The voice’s name when it wrote: kept if the voice is renamed or deleted.' } },
    { name: 'voiceAvoid', type: 'json', access: serverSetField, admin: { description: 'The words that voice avoided when it wrote: what the article is checked against.' } },
    { name: 'avoidedWords', type: 'json', access: serverSetField, admin: { description: 'Sentences that use a word the voice avoids.' } },
    { name: 'linkHosts', type: 'json', access: serverSetField, admin: { description: 'The hosts of the writer’s own sites: links to them count as internal.' } },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'keyword',
      access: serverSetField,
      options: ['keyword', 'title', 'url', 'prompt', 'promo', 'chat'].map((value) => ({ label: value, value })),
    },
    { name: 'language', type: 'select', defaultValue: 'en', access: serverSetField, options: ['en', 'hu'].map((value) => ({ label: value, value })) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'generating',
      index: true,
      options: ['generating', 'ready', 'failed'].map((value) => ({ label: value, value })),
      access: serverSetField,
    },
    { name: 'error', type: 'text', access: serverSetField },
    { name: 'provider', type: 'text', access: serverSetField },
    { name: 'model', type: 'text', access: serverSetField },
    { name: 'demo', type: 'checkbox', defaultValue: false, access: serverSetField, admin: { description: 'Written by the offline demo writer, not an AI model.' } },
    {
      name: 'sourcePage',
      type: 'group',
      admin: { description: 'The web page a URL-based article (write from a URL, product promo) was written from.' },
      fields: [
        { name: 'url', type: 'text', access: serverSetField },
        { name: 'title', type: 'text', access: serverSetField },
        // What the model was given, kept for the source check after edits: heavy, so only admins read it over the API.
        { name: 'text', type: 'textarea', access: { ...serverOnlyField, read: isAdminField }, admin: { readOnly: true } },
      ],
    },
    {
      name: 'sourceCheck',
      type: 'json',
      access: serverSetField,
      admin: { description: 'Numbers, dates and names of the article not found in its source page (src/server/content/sourceCheck.ts).' },
    },
    {
      name: 'sourceRelevance',
      type: 'json',
      access: serverSetField,
      admin: { description: 'How many of its source page’s key terms the article uses, and whether it seems to be about another subject (src/server/content/sourceCheck.ts).' },
    },
    { name: 'input', type: 'json', access: serverSetField, admin: { description: 'What the user asked for (topic, keyword, title, tone, language, url).' } },
  ],
  timestamps: true,
}
