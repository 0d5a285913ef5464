/** How a focus keyphrase is found in text, as Yoast SEO finds it (without its premium word forms). */
import type { Language } from '@/shared/language'

import { wordsOf } from './text'
import { FUNCTION_WORDS } from './words'

export type Keyphrase = {
  /** As typed, lower-cased and trimmed. */
  phrase: string
  /** The words that carry its meaning (all its words when every one is a function word). */
  contentWords: string[]
  /** "Quoted" keyphrases match only as the whole phrase. */
  exact: boolean
}

// Hungarian accents may be left out in a text ("kavefozes"), never added: the keyphrase's letters fold, the text's do not.
const FOLD: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ö: 'o', ő: 'o', ú: 'u', ü: 'u', ű: 'u' }
const fold = (word: string) => word.replace(/[áéíóöőúüű]/g, (letter) => FOLD[letter]!)

const lower = (value: string, language: Language) => value.normalize('NFC').toLowerCase()

export function readKeyphrase(keyphrase: string, language: Language): Keyphrase {
  const trimmed = lower(keyphrase ?? '', language).trim()
  const quoted = /^["“„”'].+["”“']$/.test(trimmed)
  const phrase = quoted ? trimmed.slice(1, -1).trim() : trimmed
  if (!/\p{L}/u.test(phrase)) return { phrase: '', contentWords: [], exact: false }
  if (quoted) return { phrase, contentWords: [phrase], exact: true }
  const all = wordsOf(phrase)
  const functionWords = FUNCTION_WORDS[language]
  const content = all.filter((word) => !functionWords.has(word))
  return { phrase, contentWords: content.length ? content : all, exact: false }
}

/** Lower-cased words of a text, for matching. */
export function matchWords(text: string, language: Language): string[] {
  return wordsOf(lower(text, language))
}

/** How often one keyphrase word stands in a list of words (its accent-free spelling counts in Hungarian). */
export function occurrences(words: readonly string[], word: string, language: Language): number {
  const folded = language === 'hu' ? fold(word) : word
  return words.reduce((n, candidate) => n + (candidate === word || candidate === folded ? 1 : 0), 0)
}

function phraseOccurrences(words: readonly string[], phrase: string[], language: Language): number {
  let count = 0
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((part, j) => occurrences([words[i + j]!], part, language) > 0)) count++
  }
  return count
}

/**
 * How often the keyphrase stands in one sentence: every content word must be there, in any order;
 * the sentence counts as often as its rarest content word ("cold brew … cold … brew … brew": 2).
 */
export function sentenceMatches(sentence: string, keyphrase: Keyphrase, language: Language): number {
  return wordMatches(matchWords(sentence, language), keyphrase, language)
}

/** sentenceMatches for a sentence already cut into lower-cased words. */
export function wordMatches(words: readonly string[], keyphrase: Keyphrase, language: Language): number {
  if (!keyphrase.contentWords.length) return 0
  if (keyphrase.exact) return phraseOccurrences(words, wordsOf(keyphrase.phrase), language)
  return Math.min(...keyphrase.contentWords.map((word) => occurrences(words, word, language)))
}

/** Share of the keyphrase's content words found in a text (a heading or an image's alt text). */
export function contentWordShare(text: string, keyphrase: Keyphrase, language: Language): number {
  if (!keyphrase.contentWords.length) return 0
  const words = matchWords(text, language)
  if (keyphrase.exact) return phraseOccurrences(words, wordsOf(keyphrase.phrase), language) > 0 ? 1 : 0
  return keyphrase.contentWords.filter((word) => occurrences(words, word, language) > 0).length / keyphrase.contentWords.length
}

/**
 * Where the whole keyphrase, as typed, stands in a title: 'start' when only function words come
 * before it ("How to brew cold brew"), 'elsewhere', or null.
 */
export function phrasePosition(title: string, keyphrase: Keyphrase, language: Language): 'start' | 'elsewhere' | null {
  const words = matchWords(title, language)
  const phrase = wordsOf(keyphrase.phrase)
  if (!phrase.length) return null
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((part, j) => occurrences([words[i + j]!], part, language) > 0)) {
      return words.slice(0, i).every((word) => FUNCTION_WORDS[language].has(word)) ? 'start' : 'elsewhere'
    }
  }
  return null
}
