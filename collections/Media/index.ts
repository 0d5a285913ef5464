import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { publicOrOwnMedia } from '../access/publicOrOwnMedia'
import { serverOnlyField, serverSetField } from '../access/serverSet'
import { DATA_DIR } from '../../src/server/env'
import { clientError } from '../../src/server/errors'
import { AUDIO_MIME_TYPE, IMAGE_MIME_TYPES, MAX_AUDIO_BYTES, MAX_AUDIO_MB, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/uploads'
import { answerMissingFile } from './handlers/missingFile'
import { measureAudio } from './hooks/measureAudio'

/**
 * Blog images and AI featured images (PNG, JPG or WebP up to 5 MB, with alt text, resized for cards,
 * post covers and Open Graph) and article audio (MP3, with its duration). Payload resizes images only.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content' },
  access: { read: publicOrOwnMedia, create: isAdmin, update: isAdmin, delete: isAdmin },
  upload: {
    staticDir: path.join(DATA_DIR, 'media'),
    mimeTypes: [...IMAGE_MIME_TYPES, AUDIO_MIME_TYPE],
    imageSizes: [
      { name: 'card', width: 768, height: 432, position: 'centre' },
      // A post page's cover at twice its 720 px: the card's 16:9 shape, so a srcset of the two is one picture.
      { name: 'cover', width: 1440, height: 810, position: 'centre' },
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
        if ((operation !== 'create' && operation !== 'update') || !file) return
        const [limit, mb] = file.mimetype === AUDIO_MIME_TYPE ? [MAX_AUDIO_BYTES, MAX_AUDIO_MB] : [MAX_IMAGE_BYTES, MAX_IMAGE_MB]
        if (file.size > limit) throw clientError(`File size must be less than ${mb}MB`, 400)
      },
    ],
    beforeChange: [measureAudio],
  },
  fields: [
    { name: 'alt', type: 'text', required: true, maxLength: 200, admin: { description: 'For audio: what it reads (the article title).' } },
    {
      name: 'duration',
      type: 'number',
      min: 0,
      access: serverOnlyField,
      admin: { readOnly: true, description: 'Audio only: the length in seconds, counted from its MP3 frames.', condition: (data) => data?.mimeType === AUDIO_MIME_TYPE },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      access: serverSetField,
      admin: { description: 'Set on an AI image or audio of an unpublished article: only its owner (and admins) can see it.' },
    },
  ],
}
