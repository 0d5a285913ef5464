import { collapseWhitespace } from './text'

export const SLUG_MAX = 100
export const EXCERPT_LENGTH = 150

/**
 * SPEC 5: the title lower-cased, letters, digits and hyphens only, at most 100 characters, plus
 * the last 8 digits of the timestamp, so two posts with one title still get two addresses.
 * Accented letters keep their base letter (á → a), so Hungarian titles stay readable.
 */
export function postSlug(title: string, now = Date.now()): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const suffix = String(now).slice(-8)
  const room = SLUG_MAX - suffix.length - 1
  const head = base.slice(0, room).replace(/-+$/, '')
  return head ? `${head}-${suffix}` : suffix
}

/** SPEC 3: the first 150 characters of the plain text, with an ellipsis when there is more. */
export function excerptOf(plainText: string): string {
  const text = collapseWhitespace(plainText)
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text
}

/** SPEC 2 reading times: the list counts 1 minute per 1000 characters, the article page 200 words per minute. */
export function readingMinutesByCharacters(plainText: string): number {
  return Math.max(1, Math.ceil(plainText.length / 1000))
}

export function readingMinutesByWords(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}

/** SPEC 5: tags typed as "a, b,, c" → ['a', 'b', 'c']. */
export function parseTags(input: string): string[] {
  return [...new Set(input.split(',').map((tag) => tag.trim()).filter(Boolean))]
}
