import type { CollectionBeforeChangeHook } from 'payload'

import { postSlug, titleSlug } from '../../../src/server/content/slug'
import { postExcerpt } from '../../../src/server/content/reading'

/**
 * Slug on creation: the title's own while no other post has it (issue 40), else with the timestamp
 * digits (SPEC 5). Excerpt from the text, author name from the e-mail, publication date.
 */
export const derivePostFields: CollectionBeforeChangeHook = async ({ data, operation, req, originalDoc }) => {
  if (operation === 'create' && !data.slug && data.title) {
    const own = titleSlug(String(data.title))
    const taken = !own || (await req.payload.count({ collection: 'posts', where: { slug: { equals: own } }, overrideAccess: true, req })).totalDocs > 0
    data.slug = taken ? postSlug(String(data.title)) : own
  }
  if (data.content) {
    data.excerpt = postExcerpt(data.content)
  }
  if (operation === 'create' && !data.author && req.user) data.author = req.user.id
  if (operation === 'create' && req.user && 'email' in req.user && !data.authorName) {
    data.authorName = String(req.user.email).split('@')[0]
  }
  const status = data.status ?? originalDoc?.status
  if (status === 'published' && !data.publishedAt && !originalDoc?.publishedAt) data.publishedAt = new Date().toISOString()
  return data
}
