import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { stillVisible } from '../db/lookup'
import { listenFor, type Listener } from './channel'

/** The PostgreSQL channel the trigger of migration 'publication_live' notifies on, with the article's id. */
export const PUBLICATION_CHANNEL = 'publication_changes'

/**
 * Calls `listener` whenever a publication of the article is made, changes or goes, on any instance
 * (an automatic retry runs on whichever instance holds the queue), and with 'reconnected' after an
 * outage: the article's Publish card is live without polling.
 */
export function onPublicationChange(payload: Payload, articleId: number, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  return listenFor(payload, PUBLICATION_CHANNEL, articleId, 'publications', listener)
}

/** Whether `user` may still watch the article's publications (its owner, or an admin). */
export function mayWatchPublications(payload: Payload, articleId: number, user: User): Promise<boolean> {
  return stillVisible(payload, 'articles', articleId, user)
}
