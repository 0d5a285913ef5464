import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { publicOrOwnMedia } from '../access/publicOrOwnMedia'
import { serverSetField } from '../access/serverSet'
import { DATA_DIR } from '../../src/server/env'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/uploads'
import { answerMissingFile } from './handlers/missingFile'

/** Blog images and AI featured images: PNG, JPG or WebP up to 5 MB, with alt text, resized for cards and Open Graph. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content' },
  access: { read: publicOrOwnMedia, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.join(DATA_DIR, 'media'),
    mimeTypes: IMAGE_MIME_TYPES,
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
    handlers: [answerMissingFile],
  },
  hooks: {
    beforeOperation: [
      ({ req, operation }) => {
        const file = req.file
        if ((operation === 'create' || operation === 'update') && file && file.size > MAX_IMAGE_BYTES) {
          throw new APIError(`File size must be less than ${MAX_IMAGE_MB}MB`, 400, undefined, true)
        }
      },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', required: true, maxLength: 200 },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: serverSetField,
      admin: { description: 'Set on an AI image of an unpublished article: only its owner (and admins) can see it.' },
    },
  ],
}
