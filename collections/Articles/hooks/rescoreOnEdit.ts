import type { CollectionBeforeChangeHook } from 'payload'

import { runContentTask } from '../../../src/server/content/worker'

/**
 * Content written by hand (an edit, or an admin's REST create) is sanitized again and scored, so the
 * score beside it stays true; an edited article written from a page is checked against the page
 * again. The writer sets its own score and says so with `skipRescore`.
 */
export const rescoreOnEdit: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, context }) => {
  if (context.skipRescore) return data
  if (operation === 'create') return data.content ? { ...data, ...(await runContentTask('score', data, data.content.length)) } : data
  const changed = ['content', 'title', 'seo'].some((key) => key in data)
  if (!changed) return data
  const merged = { ...originalDoc, ...data, seo: { ...originalDoc?.seo, ...data.seo } }
  // What the analysis reads, and no more, crosses to the worker thread.
  const { content, language, seo, sourcePage, input, voiceAvoid, linkHosts } = merged
  return { ...data, ...(await runContentTask('rescore', { content, language, seo, sourcePage, input, voiceAvoid, linkHosts }, String(content ?? '').length)) }
}
