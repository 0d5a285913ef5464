/** SEO title suggestions: cleaning what the model answered, and templates when it answered nothing usable. */
import { containsKeyword, keywordInTitle } from './keyword'
import type { Language } from '@/shared/language'
import { capitaliseFirst, collapseWhitespace, cutAtWordBoundary } from '@/shared/text'

export const MAX_TITLE = 60
export const TITLE_SUGGESTIONS = 10

const LIST_MARKER = /^(?:(?:\d+|[a-z])[.)]|[-*•–—+]|#{1,6}|title\s*\d*\s*:)\s*/i
// Only a pair that wraps the whole line: `"Cold Brew" Explained` keeps its quotes.
const WRAPPING_QUOTES = /^["'“”„«»‘’](.*)["'“”„«»‘’]$/

function cleanLine(line: string): string {
  let title = collapseWhitespace(line.replace(/\*\*|__|`/g, ''))
  // Markers can stack, e.g. `1. - "Title"`.
  for (let previous = ''; previous !== title; ) {
    previous = title
    title = title.replace(LIST_MARKER, '').replace(WRAPPING_QUOTES, '$1').trim()
  }
  return title
}

// Models sometimes answer with a JSON array even when asked for lines.
function candidateLines(raw: string): string[] {
  const text = (raw ?? '').trim()
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string')
    } catch {
      // Not JSON after all: read it line by line.
    }
  }
  return text.split(/\r?\n/)
}

/** Clean titles from a model answer: short enough, mentioning the keyword, no duplicates, at most ten. */
export function normaliseTitles(raw: string, keyword: string): string[] {
  const wanted = collapseWhitespace(keyword ?? '')
  const seen = new Set<string>()
  const titles: string[] = []
  for (const line of candidateLines(raw)) {
    const title = cleanLine(line)
    // "Here are 10 titles about X:" introduces the list, it is not part of it.
    if (!title || title.endsWith(':')) continue
    if (title.length > MAX_TITLE) continue
    if (wanted && !containsKeyword(title, wanted)) continue
    const key = title.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    titles.push(title)
    if (titles.length === TITLE_SUGGESTIONS) break
  }
  return titles
}

/** A template gets the keyword as it should stand in the title, and whether it reads as a plural. */
type Template = (keyword: string, plural: boolean) => string

const TEMPLATES: Record<Language, Template[]> = {
  en: [
    (k) => `The Ultimate Guide to ${k}`,
    (k) => `${k}: 10 Tips That Work`,
    (k) => `${k} for Beginners: Step by Step`,
    (k) => `How to Get Started with ${k}`,
    (k) => `${k}: Common Mistakes to Avoid`,
    (k) => `${k} Explained Simply`,
    (k, plural) => `Why ${k} ${plural ? 'Matter' : 'Matters'}`,
    (k) => `${k}: Best Practices for Real Results`,
    (k) => `${k} FAQ: Answers to Common Questions`,
    (k) => `What Nobody Tells You About ${k}`,
  ],
  // Hungarian suffixes depend on the word, so the keyword always stands in its dictionary form.
  hu: [
    (k) => `${k}: a teljes útmutató`,
    (k) => `${k}: 10 bevált tipp`,
    (k) => `${k} kezdőknek: lépésről lépésre`,
    (k) => `${k}: gyakori hibák és elkerülésük`,
    (k) => `${k} egyszerűen elmagyarázva`,
    (k) => `${k}: amit mindenképp tudnod kell`,
    (k) => `${k}: szakértői tanácsok a gyakorlatban`,
    (k) => `${k} – előnyök, hátrányok, tapasztalatok`,
    (k) => `${k}: gyakori kérdések és válaszok`,
    (k) => `Így kezdj bele: ${k}`,
  ],
}

// A shortened keyword must not end on a word that promises more ("gardening for: 10 Tips").
const CONNECTORS = new Set([
  'a', 'an', 'and', 'or', 'for', 'of', 'to', 'in', 'on', 'at', 'by', 'with', 'the', 'from', 'your',
  'az', 'és', 'vagy', 'egy', 'meg', 'is', 'de', 'hogy', 'mint',
])

function shortenKeyword(keyword: string, room: number): string {
  if (keyword.length <= room) return keyword
  // Best: drop whole trailing phrases ("… Gardening | for Small Balconies"), so what stays still means something.
  const words = keyword.split(' ')
  for (let end = words.length - 1; end > 0; end--) {
    const head = words.slice(0, end).join(' ')
    if (CONNECTORS.has(words[end]!.toLowerCase()) && head.length <= room && !CONNECTORS.has(words[end - 1]!.toLowerCase())) return head
  }
  const kept = cutAtWordBoundary(keyword, room).split(' ')
  while (kept.length > 1 && CONNECTORS.has(kept[kept.length - 1].toLowerCase())) kept.pop()
  return kept.join(' ')
}

const PLACEHOLDER: Record<Language, string> = { en: 'Your Topic', hu: 'A téma' }

// English title case leaves these lower-case inside a title (AP and Chicago agree on them).
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'vs', 'via', 'with'])
// Nouns that end in -s and still take a singular verb ("news matters").
const SINGULAR_IN_S = new Set(['news', 'series', 'species', 'analytics', 'physics', 'economics', 'mathematics', 'ethics', 'politics', 'logistics', 'athletics', 'gas', 'bus', 'lens', 'canvas', 'atlas', 'bias', 'chaos', 'kudos', 'sms', 'saas', 'seo', 'css', 'dns', 'aws'])

/** English title case; words the writer capitalised inside (SEO, iPhone) keep their spelling. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      if (/[A-Z]/.test(word.slice(1))) return word
      const lower = word.toLowerCase()
      return index > 0 && MINOR_WORDS.has(lower) ? lower : lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/** Whether an English keyword reads as a plural ("email marketing tips" → "Tips Matter"). */
export function readsAsPlural(keyword: string): boolean {
  const last = keyword.trim().split(/\s+/).at(-1)?.toLowerCase() ?? ''
  if (last.length < 3 || SINGULAR_IN_S.has(last)) return false
  return /[^su]s$/.test(last) || /ies$/.test(last)
}

/**
 * Ten template titles around the keyword, each within MAX_TITLE; a long keyword is shortened at a
 * word boundary. English titles are in title case with the verb agreeing with the keyword; Hungarian
 * ones keep sentence case (the keyword stays in its dictionary form, suffixes depend on the word).
 */
export function fallbackTitles(keyword: string, language: Language): string[] {
  const cleaned = collapseWhitespace(keyword ?? '')
  const base = cleaned ? (language === 'en' ? titleCase(cleaned) : capitaliseFirst(cleaned)) : PLACEHOLDER[language]
  const plural = language === 'en' && readsAsPlural(base)
  return (TEMPLATES[language] ?? TEMPLATES.en).map((template) => {
    const room = MAX_TITLE - template('', plural).length
    const kept = shortenKeyword(base, room)
    return template(kept, plural && readsAsPlural(kept))
  })
}

/**
 * A title for an article asked for in instructions, until the model names its own: never the
 * instructions cut mid-sentence (issue 39). Their first sentence when it fits; else what it is
 * "about" ("…guide for beginners about composting on a balcony." → "Composting on a balcony");
 * else the keyword the sentence holds.
 */
export function titleFromInstructions(instructions: string, language: Language): string {
  const sentence = collapseWhitespace(instructions).split(/(?<=[.!?])\s/)[0]!.replace(/[.!?:;,\s]+$/, '')
  if (sentence.length <= MAX_TITLE) return capitaliseFirst(sentence)
  const about = / (?:about|on|regarding) (?!the following)([^,;:()]+)$/i.exec(sentence)?.[1]?.trim()
  if (about && about.length <= MAX_TITLE && about.split(' ').length >= 2) return capitaliseFirst(about)
  return capitaliseFirst(keywordInTitle(sentence, language) || cutAtWordBoundary(sentence, MAX_TITLE))
}
