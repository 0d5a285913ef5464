import type { CollectionBeforeChangeHook } from 'payload'

import { runContentTask } from '../../../src/server/content/worker'

/**
 * Every write of article HTML, by any path (REST, GraphQL, Local API, the generation's progress
 * saves, the admin panel), is stored sanitized: nothing else may reach a reader's browser.
 */
export const sanitizeContent: CollectionBeforeChangeHook = async ({ data }) => {
  if (typeof data.content === 'string') data.content = await runContentTask('sanitize', data.content, data.content.length)
  else if (data.content != null) data.content = ''
  return data
}
