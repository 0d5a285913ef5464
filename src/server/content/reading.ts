import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import type { Post } from '@/payload-types'
import { previewText } from '@/shared/preview'

/** SPEC 3: an excerpt is the first 150 characters of the text. */
export const EXCERPT_LENGTH = 150

/** An excerpt: the body text block by block (headings left out), as stored and listed. */
export function htmlExcerpt(html: string): string {
  return previewText(html, EXCERPT_LENGTH, { skipHeadings: true })
}

export function postExcerpt(content: Post['content'] | null | undefined): string {
  return content ? htmlExcerpt(convertLexicalToHTML({ data: content })) : ''
}

/** SPEC 2 reading times: the list counts 1 minute per 1000 characters, the article page 200 words per minute. */
export function readingMinutesByCharacters(plainText: string): number {
  return Math.max(1, Math.ceil(plainText.length / 1000))
}

export function readingMinutesByWords(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
