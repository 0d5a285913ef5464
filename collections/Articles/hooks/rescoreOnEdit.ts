import type { CollectionBeforeChangeHook } from 'payload'

import { scoreArticle } from '../../../src/server/articles/finish'

/** Edited content is sanitized again and re-scored, so the score beside it stays true. */
export const rescoreOnEdit: CollectionBeforeChangeHook = ({ data, operation, originalDoc, context }) => {
  if (operation !== 'update' || context.skipRescore) return data
  const changed = ['content', 'title', 'seo'].some((key) => key in data)
  if (!changed) return data
  const merged = { ...originalDoc, ...data, seo: { ...originalDoc?.seo, ...data.seo } }
  return { ...data, ...scoreArticle(merged) }
}
