import type { CollectionBeforeChangeHook } from 'payload'

import { postSlug } from '../../../src/server/content/slug'
import { postExcerpt } from '../../../src/server/content/reading'

/** Slug on creation, excerpt from the text, author name from the e-mail, publication date. */
export const derivePostFields: CollectionBeforeChangeHook = ({ data, operation, req, originalDoc }) => {
  if (operation === 'create' && !data.slug && data.title) data.slug = postSlug(String(data.title))
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
