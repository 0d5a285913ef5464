/** SPEC 3: an excerpt is the first 150 characters of the text (src/shared/preview.ts builds it). */
export const EXCERPT_LENGTH = 150

/** SPEC 2 reading times: the list counts 1 minute per 1000 characters, the article page 200 words per minute. */
export function readingMinutesByCharacters(plainText: string): number {
  return Math.max(1, Math.ceil(plainText.length / 1000))
}

export function readingMinutesByWords(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
