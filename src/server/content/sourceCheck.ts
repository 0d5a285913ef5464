/**
 * The source check of URL-based articles (no competitor has it): numbers, dates and proper names
 * in the article that the page it was written from does not contain. A model that "writes from a
 * page" still invents figures and names; listing them lets the user check before publishing.
 * Deterministic: the same article and source always give the same list.
 */
import { collapseWhitespace } from '@/shared/text'
import { elementText, elementsByTag, htmlToPlainText, parseHtml } from './html'
import { STOP_WORDS } from './keyword'

export type UnverifiedFact = { kind: 'number' | 'date' | 'name'; text: string }

/** The panel lists this many; a longer list would hide the article it describes. */
export const MAX_UNVERIFIED = 20

const MONTHS: Record<string, number> = {}
;[
  ['january', 'jan', 'január', 'jan.'],
  ['february', 'feb', 'február', 'febr.'],
  ['march', 'mar', 'március', 'márc.'],
  ['april', 'apr', 'április', 'ápr.'],
  ['may', 'május', 'máj.'],
  ['june', 'jun', 'június', 'jún.'],
  ['july', 'jul', 'július', 'júl.'],
  ['august', 'aug', 'augusztus', 'aug.'],
  ['september', 'sep', 'sept', 'szeptember', 'szept.'],
  ['october', 'oct', 'október', 'okt.'],
  ['november', 'nov', 'november', 'nov.'],
  ['december', 'dec', 'december', 'dec.'],
].forEach((names, index) => names.forEach((name) => (MONTHS[name.replace(/\.$/, '')] = index + 1)))

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`
const DAY = '(\\d{1,2})(?!\\d)(?:st|nd|rd|th|\\.|-(?:[aáeéiíoóöőuúüű]\\p{L}*))?'
const YEAR = '(\\d{4})'
// Month-first (March 15, 2024; 2024. március 15.), day-first (15 March 2024), month and year, ISO.
const DATE_PATTERNS: { regex: RegExp; read: (m: RegExpExecArray) => DateKey }[] = [
  { regex: new RegExp(`\\b${YEAR}-(\\d{2})-(\\d{2})\\b`, 'giu'), read: (m) => ({ y: m[1], m: Number(m[2]), d: String(Number(m[3])) }) },
  { regex: new RegExp(`(?:${YEAR}\\.?\\s+)?\\b${MONTH}\\s+${DAY}(?:,?\\s+${YEAR})?`, 'giu'), read: (m) => ({ y: m[1] ?? m[4], m: MONTHS[m[2]!.toLowerCase()]!, d: m[3] }) },
  { regex: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+${YEAR})?`, 'giu'), read: (m) => ({ d: m[1], m: MONTHS[m[2]!.toLowerCase()]!, y: m[3] }) },
  { regex: new RegExp(`\\b${MONTH}\\s+${YEAR}\\b`, 'giu'), read: (m) => ({ m: MONTHS[m[1]!.toLowerCase()]!, y: m[2] }) },
]
type DateKey = { y?: string; m: number; d?: string }

type Found<T> = { key: T; text: string; start: number; end: number }

function findDates(text: string): Found<DateKey>[] {
  const found: Found<DateKey>[] = []
  for (const { regex, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const start = match.index
      const end = start + match[0].length
      if (found.some((f) => start < f.end && end > f.start)) continue
      const key = read(match as RegExpExecArray)
      if (key.d && (Number(key.d) < 1 || Number(key.d) > 31)) continue
      found.push({ key, text: match[0].trim(), start, end })
    }
  }
  return found
}

// 1,500 / 1.500 / 1 500 (thousands), 3.5 / 3,5 (decimals), with a following % kept for display.
const NUMBER = /(?<![\p{L}\d])(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)(?:[.,](\d+))?(?!\d)(\s?%)?/gu

function numberKey(whole: string, fraction: string | undefined): string {
  return `${whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '')}${fraction ? `.${fraction}` : ''}`
}

function findNumbers(text: string): Found<string>[] {
  return [...text.matchAll(NUMBER)].map((m) => ({ key: numberKey(m[1]!, m[2]), text: m[0].trim(), start: m.index, end: m.index + m[0].length }))
}

const WORD = /[\p{L}][\p{L}\p{M}'’-]*/gu
const CONNECTORS = new Set(['of', 'de', 'la', 'van', 'von', 'der', 'du', 'da', 'del'])
// Titles before a name (Dr. Maria Lopez): not part of the name, and their dot ends no sentence.
const HONORIFICS = ['dr', 'mr', 'mrs', 'ms', 'prof', 'st', 'sir', 'dame']
const HONORIFIC_DOT = new RegExp(`\\b(${HONORIFICS.join('|')})\\.`, 'giu')
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word)
// All-capital words (AI, SEO, USD, OPENAI_API_KEY) are acronyms and identifiers, too common to flag.
const isAcronym = (word: string) => !/\p{Ll}/u.test(word)
const normalise = (word: string) => word.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '')

/** Whether `word` occurs in `vocabulary` (lower-cased words), suffixes allowed either way (Budapest, Budapesten). */
function known(word: string, vocabulary: ReadonlySet<string>): boolean {
  const stem = normalise(word)
  if (vocabulary.has(stem)) return true
  if (stem.length < 4) return false
  for (const candidate of vocabulary) {
    if (candidate.length >= 4 && (candidate.startsWith(stem) || (stem.startsWith(candidate) && stem.length - candidate.length <= 4))) return true
  }
  return false
}

/** Runs of capitalised words that are not at a sentence's start alone and are not ordinary words written capitalised. */
function findNames(line: string, ordinary: ReadonlySet<string>): { text: string; start: number }[] {
  const names: { text: string; start: number }[] = []
  let run: { word: string; sentenceStart: boolean; start: number }[] = []
  let sentenceStart = true
  let last = 0
  const flush = () => {
    while (run.length && (CONNECTORS.has(run.at(-1)!.word.toLowerCase()) || ordinary.has(normalise(run.at(-1)!.word)))) run.pop()
    while (run.length && ordinary.has(normalise(run[0]!.word))) run.shift()
    const alone = run.length === 1 && run[0]!.sentenceStart
    if (run.length && !alone && run[0]!.word.length > 1) names.push({ text: run.map((r) => r.word).join(' '), start: run[0]!.start })
    run = []
  }
  for (const match of line.matchAll(WORD)) {
    const between = line.slice(last, match.index)
    if (/[.!?:;]\s*$|^\s*$/.test(between) && last === 0) sentenceStart = true
    else if (/[.!?:]["”’)]*\s+$/.test(between)) sentenceStart = true
    if (/[,;()"“”]/.test(between) && run.length) flush()
    if (/[.!?:]/.test(between)) flush()
    const word = match[0]
    if (isCapitalised(word) && !isAcronym(word)) run.push({ word, sentenceStart: sentenceStart && run.length === 0, start: match.index })
    else if (CONNECTORS.has(word) && run.length) run.push({ word, sentenceStart: false, start: match.index })
    else flush()
    sentenceStart = false
    last = match.index + word.length
  }
  flush()
  return names
}

/**
 * The facts of `articleHtml` not found in `sources` (the page's extracted text, plus what the user
 * typed: topic, keyword, instructions). Numbers under 10 are left out (step and list counts), and
 * headings are checked for numbers only (they are written in Title Case).
 */
export function unverifiedFacts(articleHtml: string, sources: readonly string[]): UnverifiedFact[] {
  const sourceText = sources.join('\n')
  const sourceDates = findDates(sourceText).map((f) => f.key)
  const sourceNumbers = new Set(findNumbers(sourceText).map((f) => f.key))
  for (const date of sourceDates) {
    if (date.y) sourceNumbers.add(date.y)
    if (date.d) sourceNumbers.add(date.d)
  }
  const articleText = htmlToPlainText(articleHtml)
  const vocabulary = new Set([...sourceText.matchAll(WORD)].map((m) => normalise(m[0])))
  // Words the article or the source also writes in lower case are ordinary words, not names.
  const ordinary = new Set([...`${articleText}\n${sourceText}`.matchAll(WORD)].filter((m) => !isCapitalised(m[0])).map((m) => normalise(m[0])))
  for (const list of Object.values(STOP_WORDS)) for (const word of list) ordinary.add(word)
  for (const word of [...HONORIFICS, ...Object.keys(MONTHS)]) ordinary.add(word)
  const headings = new Set(
    ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].flatMap((tag) => elementsByTag(parseHtml(articleHtml), tag).map((element) => collapseWhitespace(elementText(element)))),
  )

  const facts: UnverifiedFact[] = []
  const seen = new Set<string>()
  const add = (fact: UnverifiedFact) => {
    const id = `${fact.kind}:${fact.text.toLowerCase()}`
    if (seen.has(id)) return
    seen.add(id)
    facts.push(fact)
  }
  for (const line of articleText.split('\n')) {
    const inLine: (UnverifiedFact & { start: number })[] = []
    const dates = findDates(line)
    for (const date of dates) {
      const a = date.key
      const inSource = sourceDates.some((s) => s.m === a.m && (!a.d || s.d === a.d) && (!a.y || s.y === a.y))
      if (!inSource) inLine.push({ kind: 'date', text: date.text, start: date.start })
    }
    for (const number of findNumbers(line)) {
      if (dates.some((d) => number.start < d.end && number.end > d.start)) continue
      if (!number.key.includes('.') && Number(number.key) < 10) continue
      if (!sourceNumbers.has(number.key)) inLine.push({ kind: 'number', text: number.text, start: number.start })
    }
    // Honorific dots are dropped to find names: one character each, so positions stay close enough to order by.
    const names = headings.has(line) ? [] : findNames(line.replace(HONORIFIC_DOT, '$1'), ordinary)
    for (const name of names) {
      const words = name.text.split(/\s+/).filter((word) => !CONNECTORS.has(word))
      if (!words.every((word) => known(word, vocabulary))) inLine.push({ kind: 'name', text: name.text, start: name.start })
    }
    for (const { start: _start, ...fact } of inLine.sort((a, b) => a.start - b.start)) add(fact)
  }
  return facts.slice(0, MAX_UNVERIFIED)
}

/**
 * How much an article is about the page it was written from: of the page's key terms (its title's
 * content words first, then its most frequent ones), how many the article uses. `offTopic` when it
 * uses none of the title's and under a quarter of all: "every fact was found" means little then.
 */
export type SourceRelevance = { used: number; of: number; titleUsed: number; titleOf: number; missing: string[]; offTopic: boolean }

const KEY_TERMS = 12
const STOP = new Set(Object.values(STOP_WORDS).flatMap((set) => [...set]))

/** Content words of 4+ letters, lower-cased, in reading order. */
function contentWords(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => normalise(m[0])).filter((word) => word.length >= 4 && !STOP.has(word))
}

export function sourceRelevance(articleHtml: string, sourceText: string, sourceTitle = ''): SourceRelevance {
  const titleTerms = [...new Set(contentWords(sourceTitle))]
  const counts = new Map<string, number>()
  for (const word of contentWords(sourceText)) counts.set(word, (counts.get(word) ?? 0) + 1)
  // Most frequent first; a tie keeps the page's order (a Map iterates in insertion order, sort is stable).
  const frequent = [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word)
  const terms = [...new Set([...titleTerms, ...frequent])].slice(0, Math.max(KEY_TERMS, titleTerms.length))
  const vocabulary = new Set(contentWords(htmlToPlainText(articleHtml)))
  const missing = terms.filter((term) => !known(term, vocabulary))
  const used = terms.length - missing.length
  const titleUsed = titleTerms.filter((term) => known(term, vocabulary)).length
  return {
    used,
    of: terms.length,
    titleUsed,
    titleOf: titleTerms.length,
    missing: missing.slice(0, 5),
    offTopic: terms.length >= 4 && titleUsed === 0 && used / terms.length < 0.25,
  }
}
