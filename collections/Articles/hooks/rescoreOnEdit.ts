import type { CollectionBeforeChangeHook } from 'payload'

import { checkAgainstSource, scoreArticle } from '../../../src/server/articles/finish'

/**
 * Content written by hand (an edit, or an admin's REST create) is sanitized again and scored, so the
 * score beside it stays true. The writer sets its own score and says so with `skipRescore`.
 */
export const rescoreOnEdit: CollectionBeforeChangeHook = ({ data, operation, originalDoc, context }) => {
  if (context.skipRescore) return data
  if (operation === 'create') return data.content ? { ...data, ...scoreArticle(data) } : data
  const changed = ['content', 'title', 'seo'].some((key) => key in data)
  if (!changed) return data
  const merged = { ...originalDoc, ...data, seo: { ...originalDoc?.seo, ...data.seo } }
  const scored = scoreArticle(merged)
  // An edited article written from a page is checked against the page again.
  const sourceCheck = checkAgainstSource(scored.content, merged)
  return { ...data, ...scored, ...(sourceCheck ? { sourceCheck } : {}) }
}
