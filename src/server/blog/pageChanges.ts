import 'server-only'

import type { Payload } from 'payload'

import { listen } from '../live/channel'
import { BLOG_TAG } from './cache'

/** The PostgreSQL channel the trigger of migration 'page_changes' notifies on when a post changes. */
export const PAGE_CHANNEL = 'page_changes'

/** Set by the page cache (src/server/http/isrCacheHandler.mjs) once Next has loaded it in this process. */
export const EXPIRE_PAGE_TAGS = Symbol.for('seo-writer.expirePageTags')

/** Next's implicit tag of the root layout: every page has it. */
const EVERY_PAGE = '_N_T_/layout'

/**
 * A render that read the database just before the change committed can store its page just after
 * this instance heard of it, and would then outlive the change: the tags expire once more after it.
 */
const SECOND_EXPIRY_MS = 1000

function expire(tags: string[]) {
  const expireTags = (globalThis as Record<symbol, ((tags: string[]) => void) | undefined>)[EXPIRE_PAGE_TAGS]
  // Not loaded yet: nothing has been cached in this process.
  expireTags?.(tags)
}

/** The tags of a NOTIFY payload: a JSON list of strings; anything else expires the whole blog. */
export function tagsOfMessage(message: string): string[] {
  if (message === 'reconnected') return [EVERY_PAGE, BLOG_TAG]
  try {
    const tags: unknown = JSON.parse(message)
    if (Array.isArray(tags) && tags.length > 0 && tags.every((tag) => typeof tag === 'string')) return tags
  } catch {
    // fall through
  }
  return [BLOG_TAG]
}

let following: { unsubscribe: () => void } | null = null

/**
 * Keeps this instance's cached public pages in step with changes made on any instance: a post's
 * trigger NOTIFYs at commit, and every instance (this one too) expires the blog's pages, so the next
 * visitor of each instance gets the new page. After a lost connection, every cached page expires.
 */
export function followPageChanges(payload: Payload): Promise<void> {
  if (following) return Promise.resolve()
  const subscription = listen(payload, PAGE_CHANNEL, (message) => {
    const tags = tagsOfMessage(message)
    expire(tags)
    setTimeout(() => expire(tags), SECOND_EXPIRY_MS).unref?.()
  })
  following = subscription
  return subscription.ready
}
