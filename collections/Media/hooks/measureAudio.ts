import type { CollectionBeforeChangeHook } from 'payload'

import { clientError } from '@/server/errors'

import { readMp3 } from '../../../src/server/ai/mp3'
import { AUDIO_MIME_TYPE } from '@/shared/uploads'

/**
 * An uploaded MP3 (made by 'Listen' or uploaded by an admin) gets its duration from its frames, so
 * the post page can say how long it is without loading it; a file that has no MP3 frames is refused.
 */
export const measureAudio: CollectionBeforeChangeHook = ({ data, req }) => {
  const file = req.file
  if (!file || file.mimetype !== AUDIO_MIME_TYPE) return data
  try {
    return { ...data, duration: Math.round(readMp3(file.data).seconds * 10) / 10 }
  } catch {
    throw clientError('This file is not a playable MP3.', 400)
  }
}
