import type { CollectionBeforeChangeHook } from 'payload'

import { analysePost } from '../../../src/server/blog/postAnalysis'

/** The post's SEO and readability scores, again whenever what they read (text, titles, keyword, meta) changes. */
export const analysePostOnChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const read = ['content', 'title', 'focusKeyword', 'meta'] as const
  if (operation !== 'create' && !read.some((field) => field in data)) return data
  return { ...data, ...analysePost({ ...originalDoc, ...data }) }
}
