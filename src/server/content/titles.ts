/** SEO title suggestions: cleaning what the model answered, and templates when it answered nothing usable. */
import { containsKeyword } from './keyword'
import type { Language } from '@/shared/language'
import { capitaliseFirst, collapseWhitespace, cutAtWordBoundary } from './text'

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

type Template = (keyword: string) => string

const TEMPLATES: Record<Language, Template[]> = {
  en: [
    (k) => `The Ultimate Guide to ${k}`,
    (k) => `${k}: 10 Tips That Work`,
    (k) => `${k} for Beginners: Step by Step`,
    (k) => `How to Get Started with ${k}`,
    (k) => `${k}: Common Mistakes to Avoid`,
    (k) => `${k} Explained Simply`,
    (k) => `Why ${k} Matters and How to Do It Right`,
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
  const kept = cutAtWordBoundary(keyword, room).split(' ')
  while (kept.length > 1 && CONNECTORS.has(kept[kept.length - 1].toLowerCase())) kept.pop()
  return kept.join(' ')
}

const PLACEHOLDER: Record<Language, string> = { en: 'Your Topic', hu: 'A téma' }

/** Ten template titles around the keyword, each within MAX_TITLE; a long keyword is shortened at a word boundary. */
export function fallbackTitles(keyword: string, language: Language): string[] {
  const base = capitaliseFirst(collapseWhitespace(keyword ?? '')) || PLACEHOLDER[language]
  return (TEMPLATES[language] ?? TEMPLATES.en).map((template) => {
    const room = MAX_TITLE - template('').length
    return template(shortenKeyword(base, room))
  })
}
