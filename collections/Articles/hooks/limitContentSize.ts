import type { CollectionBeforeValidateHook } from 'payload'

import { clientError } from '@/server/errors'

import { MAX_ARTICLE_CHARS, MAX_ARTICLE_NESTING } from '@/shared/articles'
import { nestedDeeperThan } from '../../../src/server/content/nesting'

/**
 * Before anything reads the text (sanitizing and scoring run in beforeChange), an article over the
 * size or nesting limit is refused, whichever path writes it: REST, GraphQL, the editor, chat, repair.
 */
export const limitContentSize: CollectionBeforeValidateHook = ({ data }) => {
  const content = data?.content
  if (typeof content === 'string' && content.length > MAX_ARTICLE_CHARS) {
    const message = `The article is too long: at most ${MAX_ARTICLE_CHARS.toLocaleString('en')} characters of HTML can be saved (this one has ${content.length.toLocaleString('en')}).`
    // A public 400 (not Payload's ValidationError, whose message GraphQL shows as "The following field is invalid").
    throw clientError(message, 400, { errors: [{ message, path: 'content' }] })
  }
  if (typeof content === 'string' && nestedDeeperThan(content, MAX_ARTICLE_NESTING)) {
    const message = `The article's HTML nests elements more than ${MAX_ARTICLE_NESTING} deep (tags left open?): it cannot be saved.`
    throw clientError(message, 400, { errors: [{ message, path: 'content' }] })
  }
  return data
}
