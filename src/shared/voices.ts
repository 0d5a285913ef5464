/**
 * Brand voices (issue 35): how a user's articles should sound. A voice is a name, a description,
 * a sample of the brand's own writing and words to prefer and to avoid; every writing tool offers
 * the user's voices, the prompt carries the chosen one, and the article records it.
 */
export const VOICE_LIMITS = { perUser: 5, name: 60, description: 500, sample: 3000, words: 1000, listed: 30 } as const

/** Words or phrases typed one per line or separated by commas: trimmed, each once (in any case), at most 30. */
export function wordList(text: string | null | undefined): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const raw of (text ?? '').split(/[\n,;]/)) {
    const word = raw.replace(/\s+/g, ' ').trim()
    const key = word.toLocaleLowerCase()
    if (!word || seen.has(key)) continue
    seen.add(key)
    words.push(word)
    if (words.length >= VOICE_LIMITS.listed) break
  }
  return words
}

/** A sentence of the article that uses a word the voice avoids. */
export type AvoidedWord = { word: string; sentence: string }

/** The article's findings as stored (json), read defensively. */
export function avoidedWordsOf(value: unknown): AvoidedWord[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is AvoidedWord => typeof item?.word === 'string' && typeof item?.sentence === 'string')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The word as a whole word or phrase, in any case: "cheap" is not found in "cheaper". */
export function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu')
}

/** The first of `words` that `text` uses, if any. */
export function firstAvoided(text: string, words: readonly string[]): string | undefined {
  return words.find((word) => wordPattern(word).test(text))
}
