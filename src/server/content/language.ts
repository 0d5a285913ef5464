/** SPEC 9: which language an article is written in, when the user did not say. */
import { words } from '@/shared/text'
import { isLanguage, type Language } from '@/shared/language'

export const HUNGARIAN_WORDS = new Set([
  'a', 'az', 'és', 'hogy', 'nem', 'egy', 'van', 'is', 'meg', 'ez', 'de', 'már', 'csak', 'mint', 'vagy', 'ki', 'mi',
  'be', 'fel', 'el', 'lesz', 'volt', 'kell', 'lehet', 'hogyan', 'miért', 'legjobb', 'tippek', 'útmutató', 'amit',
  'ami', 'aki', 'mert', 'ha', 'még', 'minden', 'nagyon', 'azt', 'ezt', 'vannak', 'így', 'kezdőknek',
])

export const ENGLISH_WORDS = new Set([
  'the', 'and', 'to', 'of', 'a', 'in', 'is', 'for', 'how', 'what', 'best', 'tips', 'guide', 'with', 'your', 'you',
  'that', 'it', 'on', 'are', 'this', 'be', 'as', 'at', 'by', 'from', 'or', 'an', 'can', 'do', 'why', 'when', 'will',
  'more', 'about', 'beginners', 'should', 'which', 'have', 'ways',
])

// Each accented letter is strong evidence: English text almost never contains them.
const HUNGARIAN_ACCENTS = /[áéíóöőúüű]/giu
const ACCENT_WEIGHT = 3

export function languageScores(text: string): { hu: number; en: number } {
  const tokens = words((text ?? '').toLowerCase())
  const hu = tokens.filter((w) => HUNGARIAN_WORDS.has(w)).length
  const en = tokens.filter((w) => ENGLISH_WORDS.has(w)).length
  const accents = (text ?? '').match(HUNGARIAN_ACCENTS)?.length ?? 0
  return { hu: hu + accents * ACCENT_WEIGHT, en }
}

/** Hungarian only when it wins by more than 1, so a stray "a" or "is" does not flip English text. */
export function detectLanguage(text: string): Language {
  const { hu, en } = languageScores(text)
  return hu - en > 1 ? 'hu' : 'en'
}

export function resolveLanguage(preferred: string | null | undefined, text: string): Language {
  return isLanguage(preferred) ? preferred : detectLanguage(text)
}
