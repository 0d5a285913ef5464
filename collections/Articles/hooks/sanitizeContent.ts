import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizeArticleHtml } from '../../../src/server/content/sanitize'

/**
 * Every write of article HTML, by any path (REST, GraphQL, Local API, the generation's progress
 * saves, the admin panel), is stored sanitized: nothing else may reach a reader's browser.
 */
export const sanitizeContent: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.content === 'string') data.content = sanitizeArticleHtml(data.content)
  else if (data.content != null) data.content = ''
  return data
}
