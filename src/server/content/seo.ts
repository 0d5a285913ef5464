/** SEO data repair and the 0–100 score shown next to an article. Pure: the same input always scores the same. */
import { Parser } from 'htmlparser2'
import { elementsByTag, elementText, htmlToPlainText, parseHtml, type HtmlDocument, type HtmlElement } from './html'
import { countKeyword, keywordInTitle } from './keyword'
import type { SeoData } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { MAX_TITLE } from './titles'
import { collapseWhitespace, cutAtWordBoundary, escapeHtml, words } from '@/shared/text'

export { MAX_TITLE }
export const MIN_TITLE = 30
export const MAX_META = 160
export const MIN_META = 120
export const MIN_CHARACTERS = 5000
export const DENSITY_MIN = 0.5
export const DENSITY_MAX = 2.5
export const MIN_H2 = 2
export const READABILITY_MIN: Record<Language, number> = { en: 50, hu: 40 }

export const SEO_CHECK_IDS = [
  'keywordInTitle',
  'keywordInH1',
  'keywordInFirstParagraph',
  'keywordInMeta',
  'titleLength',
  'metaLength',
  'headingStructure',
  'keywordDensity',
  'length',
  'readability',
  'imageAlt',
] as const

export type SeoCheckId = (typeof SEO_CHECK_IDS)[number]

// The keyword in the title matters most for ranking; the rest share the remainder. Sums to 100.
export const SEO_CHECK_WEIGHTS: Readonly<Record<SeoCheckId, number>> = {
  keywordInTitle: 15,
  keywordInH1: 10,
  keywordInFirstParagraph: 10,
  keywordInMeta: 10,
  titleLength: 10,
  metaLength: 10,
  headingStructure: 10,
  keywordDensity: 10,
  length: 5,
  readability: 5,
  imageAlt: 5,
}

export interface SeoCheck {
  id: SeoCheckId
  passed: boolean
  weight: number
  detail: Record<string, number>
}

export interface SeoResult {
  score: number
  checks: SeoCheck[]
}

export type SeoRepair =
  | 'focusKeywordFromTitle'
  | 'titleFromSelectedTitle'
  | 'titleFromH1'
  | 'titleShortened'
  | 'metaFromFirstParagraph'
  | 'metaShortened'

/** What the checks need to know about an article's markup. */
export interface ArticleOutline {
  h1: string[]
  h2Count: number
  firstParagraph: string
  images: number
  imagesWithoutAlt: number
  text: string
}

/** The paragraph the checks call the first: the first one with text. */
export function firstParagraphElement(doc: HtmlDocument): HtmlElement | undefined {
  return elementsByTag(doc, 'p').find((p) => elementText(p))
}

export function inspectArticle(html: string): ArticleOutline {
  const doc = parseHtml(html ?? '')
  const images = elementsByTag(doc, 'img')
  const first = firstParagraphElement(doc)
  const firstParagraph = first ? elementText(first) : ''
  return {
    h1: elementsByTag(doc, 'h1').map(elementText),
    h2Count: elementsByTag(doc, 'h2').length,
    firstParagraph,
    images: images.length,
    imagesWithoutAlt: images.filter((img) => !(img.attribs.alt ?? '').trim()).length,
    text: htmlToPlainText(html ?? ''),
  }
}

const clean = (value: string | null | undefined): string => collapseWhitespace(value ?? '')

/** Fills what the model left out or got wrong, from the article itself, and says what it changed. */
export function repairSeoData(
  data: { title?: string | null; metaDescription?: string | null; focusKeyword?: string | null },
  context: { html: string; language: Language; selectedTitle?: string | null },
): SeoData & { repairs: SeoRepair[] } {
  const repairs: SeoRepair[] = []
  const outline = inspectArticle(context.html)
  const selectedTitle = clean(context.selectedTitle)
  const h1 = outline.h1.find(Boolean) ?? ''

  let title = clean(data.title)
  if (!title && selectedTitle) {
    title = selectedTitle
    repairs.push('titleFromSelectedTitle')
  } else if (!title && h1) {
    title = h1
    repairs.push('titleFromH1')
  }
  if (title.length > MAX_TITLE) {
    title = cutAtWordBoundary(title, MAX_TITLE)
    repairs.push('titleShortened')
  }

  let focusKeyword = clean(data.focusKeyword)
  if (!focusKeyword) {
    // One the title holds (SPEC 5's own when it does): a keyword the title lacks fails two checks for good.
    focusKeyword = keywordInTitle(selectedTitle || h1 || title, context.language)
    if (focusKeyword) repairs.push('focusKeywordFromTitle')
  }

  let metaDescription = clean(data.metaDescription)
  if (!metaDescription && outline.firstParagraph) {
    metaDescription = outline.firstParagraph
    repairs.push('metaFromFirstParagraph')
  }
  if (metaDescription.length > MAX_META) {
    metaDescription = cutAtWordBoundary(metaDescription, MAX_META)
    repairs.push('metaShortened')
  }

  return { title, metaDescription, focusKeyword, repairs }
}

/** Exactly one H1: the title goes on top when there is none, later H1s become H2s. Other markup is left byte for byte. */
export function ensureSingleH1(html: string, title: string): string {
  const source = html ?? ''
  const namePositions: number[] = []
  let h1Count = 0
  const parser = new Parser({
    onopentag(name) {
      if (name !== 'h1') return
      h1Count++
      if (h1Count > 1) namePositions.push(parser.startIndex + 1) // after "<"
    },
    onclosetag(name, isImplied) {
      if (name !== 'h1') return
      if (h1Count > 1 && !isImplied) namePositions.push(parser.startIndex + 2) // after "</"
    },
  })
  parser.write(source)
  parser.end()

  if (h1Count === 0) {
    const heading = clean(title)
    return heading ? `<h1>${escapeHtml(heading)}</h1>\n${source}` : source
  }
  let result = source
  for (const at of namePositions) {
    if (result.slice(at, at + 2).toLowerCase() === 'h1') result = `${result.slice(0, at)}h2${result.slice(at + 2)}`
  }
  return result
}

function englishSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '')
  if (w.length <= 3) return 1
  // Silent endings: "make", "used", "makes" do not add a syllable.
  w = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  return Math.max(1, w.match(/[aeiouy]+/g)?.length ?? 0)
}

// Hungarian is written as spoken: every vowel group is a syllable.
function hungarianSyllables(word: string): number {
  return Math.max(1, word.toLowerCase().match(/[aáeéiíoóöőuúüű]+/g)?.length ?? 0)
}

export function countSyllables(word: string, language: Language): number {
  return language === 'hu' ? hungarianSyllables(word) : englishSyllables(word)
}

/** Flesch reading ease with the English coefficients for both languages; headings and list items count as sentences. */
export function readingEase(
  text: string,
  language: Language,
): { value: number; words: number; sentences: number; syllables: number } {
  const sentences = (text ?? '').split(/[.!?…]+|\n+/).filter((part) => words(part).length > 0)
  const all = words(text ?? '')
  if (!all.length) return { value: 0, words: 0, sentences: 0, syllables: 0 }
  const syllables = all.reduce((sum, word) => sum + countSyllables(word, language), 0)
  const value = 206.835 - 1.015 * (all.length / sentences.length) - 84.6 * (syllables / all.length)
  return { value: Math.round(value * 10) / 10, words: all.length, sentences: sentences.length, syllables }
}

const round2 = (value: number): number => Math.round(value * 100) / 100

export function seoScore(input: {
  html: string
  title?: string | null
  metaDescription?: string | null
  focusKeyword?: string | null
  language: Language
}): SeoResult {
  const outline = inspectArticle(input.html)
  const title = clean(input.title)
  const meta = clean(input.metaDescription)
  const keyword = clean(input.focusKeyword)
  const h1 = outline.h1[0] ?? ''

  const inTitle = countKeyword(title, keyword)
  const inH1 = countKeyword(h1, keyword)
  const inFirstParagraph = countKeyword(outline.firstParagraph, keyword)
  const inMeta = countKeyword(meta, keyword)

  const totalWords = words(outline.text).length
  const keywordWords = words(keyword).length
  const occurrences = countKeyword(outline.text, keyword)
  const density = totalWords ? round2(((occurrences * keywordWords) / totalWords) * 100) : 0

  const readability = readingEase(outline.text, input.language)
  const readabilityMin = READABILITY_MIN[input.language] ?? READABILITY_MIN.en

  const results: Record<SeoCheckId, { passed: boolean; detail: Record<string, number> }> = {
    keywordInTitle: { passed: inTitle > 0, detail: { occurrences: inTitle } },
    keywordInH1: { passed: inH1 > 0, detail: { occurrences: inH1 } },
    keywordInFirstParagraph: { passed: inFirstParagraph > 0, detail: { occurrences: inFirstParagraph } },
    keywordInMeta: { passed: inMeta > 0, detail: { occurrences: inMeta } },
    titleLength: {
      passed: title.length >= MIN_TITLE && title.length <= MAX_TITLE,
      detail: { length: title.length, min: MIN_TITLE, max: MAX_TITLE },
    },
    metaLength: {
      passed: meta.length >= MIN_META && meta.length <= MAX_META,
      detail: { length: meta.length, min: MIN_META, max: MAX_META },
    },
    headingStructure: {
      passed: outline.h1.length === 1 && outline.h2Count >= MIN_H2,
      detail: { h1: outline.h1.length, h2: outline.h2Count, minH2: MIN_H2 },
    },
    keywordDensity: {
      passed: density >= DENSITY_MIN && density <= DENSITY_MAX,
      detail: { density, occurrences, keywordWords, words: totalWords, min: DENSITY_MIN, max: DENSITY_MAX },
    },
    length: {
      passed: outline.text.length >= MIN_CHARACTERS,
      detail: { characters: outline.text.length, min: MIN_CHARACTERS },
    },
    readability: {
      passed: readability.words > 0 && readability.value >= readabilityMin,
      detail: {
        value: readability.value,
        min: readabilityMin,
        words: readability.words,
        sentences: readability.sentences,
        syllables: readability.syllables,
      },
    },
    imageAlt: {
      passed: outline.imagesWithoutAlt === 0,
      detail: { images: outline.images, missingAlt: outline.imagesWithoutAlt },
    },
  }

  const checks = SEO_CHECK_IDS.map((id) => ({ id, weight: SEO_CHECK_WEIGHTS[id], ...results[id] }))
  const score = checks.reduce((sum, check) => sum + (check.passed ? check.weight : 0), 0)
  return { score, checks }
}
