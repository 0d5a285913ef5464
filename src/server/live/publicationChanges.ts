import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { listen, type Listener } from './channel'

/** The PostgreSQL channel the trigger of migration 'publication_live' notifies on, with the article's id. */
export const PUBLICATION_CHANNEL = 'publication_changes'

/**
 * Calls `listener` whenever a publication of the article is made, changes or goes, on any instance
 * (an automatic retry runs on whichever instance holds the queue), and with 'reconnected' after an
 * outage: the article's Publish card is live without polling.
 */
export function onPublicationChange(payload: Payload, articleId: number, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  const key = String(articleId)
  return listen(payload, PUBLICATION_CHANNEL, (message) => {
    if (message === key || message === 'reconnected') listener(message === key ? 'publications' : message)
  })
}

/**
 * Whether `user` may still watch the article's publications (its owner, or an admin): asked at every
 * ping of the live stream, so it reads one small column, not the article's text.
 */
export async function mayWatchPublications(payload: Payload, articleId: number, user: User): Promise<boolean> {
  const found = await payload.find({ collection: 'articles', where: { id: { equals: articleId } }, select: { user: true }, limit: 1, depth: 0, user, overrideAccess: false, pagination: false })
  return found.docs.length > 0
}
