import 'server-only'

import type { Payload } from 'payload'
import { relationId } from '../db/lookup'

/**
 * An article's earlier AI image or audio that nobody else uses (still owned: it was never published
 * to the blog, which clears the owner) is deleted when a new one replaces it, not left behind.
 */
export async function removeIfPrivate(payload: Payload, mediaId: number): Promise<void> {
  const media = await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true }).catch(() => null)
  if (media?.owner) await payload.delete({ collection: 'media', id: mediaId, overrideAccess: true }).catch(() => {})
}

/** The id of an upload field's value, whether it was read at depth 0 (an id) or deeper (the document). */
export const mediaId = relationId
