import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { BLOG_TAG, postTag } from '../../../src/server/blog/cache'

async function revalidate(slugs: (string | null | undefined)[]) {
  // Outside a Next request (CLI, tests) there is no cache to clear.
  try {
    // expire: 0, not stale-while-revalidate: the very next visitor sees the change.
    const { revalidateTag } = await import('next/cache')
    revalidateTag(BLOG_TAG, { expire: 0 })
    for (const slug of slugs) if (slug) revalidateTag(postTag(slug), { expire: 0 })
  } catch {
    // not running inside Next.js
  }
}

/** A published, edited or unpublished post shows up at once on /blog, its page and the feeds. */
export const revalidateBlog: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
  await revalidate([doc.slug, previousDoc?.slug])
  return doc
}

export const revalidateBlogAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await revalidate([doc.slug])
  return doc
}
