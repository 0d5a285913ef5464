/**
 * The article analysis: each SEO and readability assessment that WordPress's Yoast SEO shows, with
 * its rules and its three levels (good / needs improvement / problem), computed by our own code.
 * Scores follow Yoast's scale (9 good; 5–7 needs improvement; 4 or less a problem), so a level
 * here is the light a user sees after publishing. Pure: the same article always scores the same.
 */
import { levelOf, type Check, type CheckId, type ReadabilityCheckId, type SeoCheckId } from '@/shared/analysis'
import type { Language } from '@/shared/language'

import { contentWordShare, phrasePosition, readKeyphrase, sentenceMatches, wordMatches, type Keyphrase } from './keyphrase'
import { titleWidthPx, TITLE_WIDTH } from './titleWidth'
import { readArticle, readerWordsOf, sectionWordCounts, splitSentences, wordsOf, type ArticleText } from './text'
import {
  FIRST_WORD_EXCEPTIONS,
  IRREGULAR_PARTICIPLES_EN,
  NOT_PARTICIPLES_EN,
  PASSIVE_AUXILIARIES_EN,
  PASSIVE_AUXILIARIES_HU,
  TRANSITION_WORDS,
  TWO_PART_TRANSITIONS,
} from './words'

export { levelOf, type Level } from '@/shared/analysis'
export type SeoAssessmentId = SeoCheckId
export type ReadabilityAssessmentId = ReadabilityCheckId
export type Assessment<Id extends string = CheckId> = Check<Id>

export type AnalysisInput = {
  html: string
  title: string
  metaDescription: string
  focusKeyword: string
  language: Language
  /** The hosts of the writer's own sites (and this blog, for admins): links to them are internal. */
  siteHosts?: readonly string[]
}

export type Analysis = { seo: Assessment<SeoAssessmentId>[]; readability: Assessment<ReadabilityAssessmentId>[] }

const assessment = <Id extends string>(id: Id, score: number, detail: Record<string, number> = {}): Assessment<Id> => ({ id, score, level: levelOf(score), detail })
const round1 = (value: number) => Math.round(value * 10) / 10
const percent = (part: number, whole: number) => (whole ? round1((part / whole) * 100) : 0)
const sentencesOf = (text: ArticleText) => text.blocks.flatMap((block) => block.sentences)

// --- SEO ---------------------------------------------------------------------------------------

function keyphraseLength(keyphrase: Keyphrase) {
  const words = keyphrase.exact ? 1 : keyphrase.contentWords.length
  return assessment('keyphraseLength', words === 0 ? 0 : words <= 4 ? 9 : words <= 8 ? 6 : 3, { words })
}

/** Yoast's green: the exact keyphrase at the start of the SEO title (function words before it are fine). */
function keyphraseInTitle(title: string, keyphrase: Keyphrase, language: Language) {
  if (!keyphrase.phrase || !title.trim()) return assessment('keyphraseInTitle', 2, { position: -1 })
  const position = phrasePosition(title, keyphrase, language)
  if (position === 'start') return assessment('keyphraseInTitle', 9, { position: 0 })
  if (position === 'elsewhere' || (!keyphrase.exact && contentWordShare(title, keyphrase, language) === 1)) return assessment('keyphraseInTitle', 6, { position: 1 })
  return assessment('keyphraseInTitle', 2, { position: -1 })
}

function keyphraseInIntroduction(text: ArticleText, keyphrase: Keyphrase, language: Language) {
  const first = text.blocks.find((block) => block.kind === 'paragraph' && !block.onlyLinks)
  if (!first || !keyphrase.contentWords.length) return assessment('keyphraseInIntroduction', 3, { sentence: 0, paragraph: 0 })
  if (first.sentenceWords.some((words) => wordMatches(words, keyphrase, language) > 0)) return assessment('keyphraseInIntroduction', 9, { sentence: 1, paragraph: 1 })
  const whole = contentWordShare(first.text, keyphrase, language) === 1
  return assessment('keyphraseInIntroduction', whole ? 6 : 3, { sentence: 0, paragraph: whole ? 1 : 0 })
}

/**
 * Occurrences (all content words in one sentence) per 100 words, weighed by the keyphrase's length:
 * a longer keyphrase is harder to repeat, so each occurrence counts more (× 0.7 + words / 3).
 */
function keyphraseDensity(text: ArticleText, keyphrase: Keyphrase, language: Language) {
  const words = text.wordCount
  const count = text.blocks.reduce((sum, block) => sum + block.sentenceWords.reduce((n, words) => n + wordMatches(words, keyphrase, language), 0), 0)
  if (!keyphrase.contentWords.length || !words) return assessment('keyphraseDensity', -50, { count, words, density: 0, minCount: 0, maxCount: 0, tooMany: 0 })
  const factor = 0.7 + (keyphrase.exact ? 1 : keyphrase.contentWords.length) / 3
  const density = (count / words) * 100 * factor
  if (words < 100) {
    // Short texts: counts, not shares (one or two mentions, by length).
    const max = words > 50 ? 2 : 1
    const detail = { count, words, density: round1(density), minCount: 1, maxCount: max, tooMany: count > max ? 1 : 0 }
    return assessment('keyphraseDensity', count === 0 ? 4 : count <= max ? 9 : count === max + 1 ? -10 : -50, detail)
  }
  const minimumCount = Math.max(2, Math.ceil((0.5 * words) / (100 * factor)))
  // The counts the user can aim for: what keeps the weighed density between 0.5 and 3.
  const maxCount = Math.max(minimumCount, Math.floor((3 * words) / (100 * factor)))
  // Which way a red light points: too few mentions and too many are both a problem.
  const detail = { count, words, density: round1(density), minCount: minimumCount, maxCount, tooMany: density > 3 ? 1 : 0 }
  if (count === 0 || density < 0.5 || count === 1) return assessment('keyphraseDensity', 4, detail)
  if (density <= 3 || (count === 2 && minimumCount <= 2)) return assessment('keyphraseDensity', 9, detail)
  return assessment('keyphraseDensity', density <= 4 ? -10 : -50, detail)
}

function keyphraseInMetaDescription(meta: string, keyphrase: Keyphrase, language: Language) {
  const count = meta.trim() ? splitSentences(meta).reduce((sum, sentence) => sum + sentenceMatches(sentence, keyphrase, language), 0) : 0
  return assessment('keyphraseInMetaDescription', count >= 1 && count <= 2 ? 9 : 3, { count })
}

/** An SEO title a search result shows whole: up to 600 px. (Yoast's posts accept short titles.) */
function titleWidth(title: string) {
  const width = titleWidthPx(title)
  return assessment('titleWidth', width === 0 ? 1 : width <= TITLE_WIDTH.max ? 9 : 3, { width, max: TITLE_WIDTH.max })
}

/** Characters as a search result counts them: 121–156 shows whole and says enough. */
function metaDescriptionLength(meta: string) {
  const length = meta.length
  return assessment('metaDescriptionLength', length === 0 ? 1 : length <= 120 ? 6 : length <= 156 ? 9 : 6, { length, min: 121, max: 156 })
}

/** H2 and H3 that hold over half of the keyphrase's content words: in 30–75% of them. */
function keyphraseInSubheadings(text: ArticleText, keyphrase: Keyphrase, language: Language, totalWords: number) {
  const subheadings = text.blocks.filter((block) => block.kind === 'heading' && (block.level === 2 || block.level === 3))
  const n = subheadings.length
  const threshold = keyphrase.exact || keyphrase.contentWords.length === 1 ? 1 : 0.5
  const m = subheadings.filter((heading) => {
    const share = contentWordShare(heading.text, keyphrase, language)
    return threshold === 1 ? share === 1 : share > threshold
  }).length
  const detail = { subheadings: n, withKeyphrase: m }
  if (!keyphrase.contentWords.length) return assessment('keyphraseInSubheadings', 1, detail)
  if (n === 0) return assessment('keyphraseInSubheadings', totalWords >= 300 ? 2 : 9, detail)
  const low = Math.ceil(0.3 * n)
  const high = Math.floor(0.75 * n)
  if (m > 0 && m < low) return assessment('keyphraseInSubheadings', 3, detail)
  if (n > 1 && m > high) return assessment('keyphraseInSubheadings', 3, detail)
  if (n === 1 && m === 1) return assessment('keyphraseInSubheadings', 9, detail)
  if (m >= low && m <= high && m > 0) return assessment('keyphraseInSubheadings', 9, detail)
  return assessment('keyphraseInSubheadings', 3, detail)
}

function keyphraseInImageAlt(text: ArticleText, keyphrase: Keyphrase, language: Language) {
  const images = text.images.length
  const withAlt = text.images.filter((image) => image.alt?.trim()).length
  const matching = text.images.filter((image) => image.alt?.trim() && contentWordShare(image.alt, keyphrase, language) >= 0.5).length
  const detail = { images, withAlt, withKeyphrase: matching }
  if (!keyphrase.contentWords.length || images === 0) return assessment('keyphraseInImageAlt', 3, detail)
  if (images < 5) return assessment('keyphraseInImageAlt', matching >= 1 ? 9 : 6, detail)
  if (images === 5) return assessment('keyphraseInImageAlt', matching >= 2 && matching <= 4 ? 9 : 6, detail)
  return assessment('keyphraseInImageAlt', matching >= Math.ceil(0.3 * images) && matching <= Math.floor(0.75 * images) ? 9 : 6, detail)
}

function textLength(words: number) {
  return assessment('textLength', words >= 300 ? 9 : words >= 250 ? 6 : words >= 200 ? 3 : words >= 100 ? -10 : -20, { words, min: 300 })
}

function singleH1(text: ArticleText) {
  const h1 = text.blocks.filter((block) => block.kind === 'heading' && block.level === 1).length
  return assessment('singleH1', h1 <= 1 ? 8 : 1, { h1 })
}

function linkKind(href: string, siteHosts: readonly string[] = []): 'internal' | 'external' | 'other' {
  if (href.startsWith('#')) return 'other'
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return 'other'
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal'
  try {
    const url = new URL(href.startsWith('//') ? `https:${href}` : href)
    return siteHosts.includes(url.hostname) ? 'internal' : 'external'
  } catch {
    return 'internal'
  }
}

function links(text: ArticleText, kind: 'internal' | 'external', siteHosts?: readonly string[]) {
  const id = kind === 'internal' ? 'internalLinks' : 'outboundLinks'
  const ofKind = text.links.filter((link) => linkKind(link.href, siteHosts) === kind)
  const nofollow = ofKind.filter((link) => link.nofollow).length
  const detail = { links: ofKind.length, nofollow }
  if (!ofKind.length) return assessment(id, 3, detail)
  return assessment(id, nofollow === ofKind.length ? 7 : nofollow > 0 ? 8 : 9, detail)
}

// --- Readability -------------------------------------------------------------------------------

/** Sentences over 20 words: at most a quarter of them. */
function sentenceLength(text: ArticleText) {
  const lengths = text.blocks.flatMap((block) => block.sentenceLengths).filter((n) => n > 0)
  const long = lengths.filter((n) => n > 20).length
  const share = percent(long, lengths.length)
  return assessment('sentenceLength', share <= 25 ? 9 : share <= 30 ? 6 : 3, { sentences: lengths.length, long, percent: share, maxWords: 20 })
}

/** The longest paragraph: 150 words at most. */
function paragraphLength(text: ArticleText) {
  const lengths = text.blocks.filter((block) => block.kind === 'paragraph').map((block) => block.sentenceLengths.reduce((a, b) => a + b, 0))
  const longest = Math.max(0, ...lengths)
  return assessment('paragraphLength', longest <= 150 ? 9 : longest <= 200 ? 6 : 3, { longest, tooLong: lengths.filter((n) => n > 150).length, max: 150 })
}

/** No stretch of over 300 words without a subheading. */
function subheadingDistribution(sections: ReturnType<typeof sectionWordCounts>) {
  const longest = Math.max(0, ...sections.sections)
  const tooLong = sections.sections.filter((n) => n > 300).length
  const detail = { words: sections.total, subheadings: sections.headings, longestSection: longest, tooLong }
  if (sections.total <= 300) return assessment('subheadingDistribution', 9, detail)
  if (!sections.headings) return assessment('subheadingDistribution', 2, detail)
  const beforeFirst = sections.sections[0] ?? 0
  if (beforeFirst > 300 && tooLong < 2) return assessment('subheadingDistribution', beforeFirst <= 350 ? 6 : 3, detail)
  return assessment('subheadingDistribution', longest <= 300 ? 9 : longest <= 350 ? 6 : 3, detail)
}

// A clause ends at a comma or a word that starts a new one; a passive needs its auxiliary and participle in one clause.
const CLAUSE_BREAKS_EN = new Set(['and', 'but', 'or', 'so', 'because', 'although', 'though', 'while', 'when', 'whereas', 'if', 'unless', 'that', 'which', 'who', 'whom', 'whose', 'where', 'since', 'until', 'before', 'after', 'as'])

function isPassiveEn(sentence: string): boolean {
  const tokens = sentence.toLowerCase().replace(/[’]/g, "'").split(/\s+|(?=,)/).map((word) => word.replace(/^[^\p{L}',]+|[^\p{L}',]+$/gu, ''))
  let auxiliary = false
  for (const token of tokens) {
    if (!token || token === ',' || token.startsWith(',') || CLAUSE_BREAKS_EN.has(token) || (token.endsWith('ing') && !PASSIVE_AUXILIARIES_EN.has(token) && token.length > 5)) {
      auxiliary = PASSIVE_AUXILIARIES_EN.has(token.replace(/^,/, ''))
      continue
    }
    if (PASSIVE_AUXILIARIES_EN.has(token)) {
      auxiliary = true
      continue
    }
    if (auxiliary && ((/^\p{L}{2,}ed$/u.test(token) && !NOT_PARTICIPLES_EN.has(token)) || IRREGULAR_PARTICIPLES_EN.has(token))) return true
  }
  return false
}

function isPassiveHu(sentence: string): boolean {
  const words = wordsOf(sentence.toLowerCase())
  // "-ódik/-ődik" verbs are passive on their own ("a levél elküldődött"); "-va/-ve" participles with van, lesz, kerül.
  if (words.some((word) => word.length > 6 && /(ód|őd)(ik|nak|nek|ott|ött|tak|tek|jon|jön|hat|het|na|ne)$/.test(word))) return true
  const participle = words.findIndex((word) => word.length > 3 && /(va|ve)$/.test(word))
  return participle >= 0 && words.some((word) => PASSIVE_AUXILIARIES_HU.has(word))
}

/** Sentences in the passive voice: at most one in ten. */
function passiveVoice(text: ArticleText, language: Language) {
  const sentences = sentencesOf(text)
  const passive = sentences.filter((sentence) => (language === 'hu' ? isPassiveHu(sentence) : isPassiveEn(sentence))).length
  const share = percent(passive, sentences.length)
  return assessment('passiveVoice', share <= 10 ? 9 : share <= 15 ? 6 : 3, { sentences: sentences.length, passive, percent: share, max: 10 })
}

function hasSequence(tokens: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= tokens.length; i++) if (phrase.every((part, j) => tokens[i + j] === part)) return true
  return false
}

/** The language's transition phrases by their first word, so a sentence is read once, not once per phrase. */
const transitionIndex = new Map<Language, Map<string, string[][]>>()
function transitionsByFirstWord(language: Language): Map<string, string[][]> {
  let index = transitionIndex.get(language)
  if (!index) {
    index = new Map()
    for (const phrase of TRANSITION_WORDS[language]) {
      const words = phrase.split(' ')
      index.set(words[0]!, [...(index.get(words[0]!) ?? []), words])
    }
    transitionIndex.set(language, index)
  }
  return index
}

function hasTransition(tokens: readonly string[], language: Language): boolean {
  const index = transitionsByFirstWord(language)
  for (let i = 0; i < tokens.length; i++) {
    for (const phrase of index.get(tokens[i]!) ?? []) if (phrase.every((part, j) => tokens[i + j] === part)) return true
  }
  return TWO_PART_TRANSITIONS[language].some(([first, second]) => hasSequence(tokens, first.split(' ')) && hasSequence(tokens, second.split(' ')))
}

/** Whether a sentence holds a word that ties it to the one before ("however", "for example"). */
export function sentenceHasTransition(sentence: string, language: Language): boolean {
  // Punctuation stays a token of its own: "Above, all" is not "above all".
  const tokens = sentence.toLowerCase().match(/[\p{L}\p{N}'’-]+|[,.;:!?]/gu) ?? []
  return hasTransition(tokens, language)
}

/** Sentences with a transition word: 30% or more. */
function transitionWords(text: ArticleText, language: Language) {
  const sentences = sentencesOf(text)
  const linked = sentences.filter((sentence) => sentenceHasTransition(sentence, language)).length
  const share = percent(linked, sentences.length)
  // Under 200 words Yoast does not judge transitions yet (green): `short` lets the panel say so.
  const detail = { sentences: sentences.length, withTransition: linked, percent: share, min: 30, short: text.wordCount < 200 ? 1 : 0 }
  if (text.wordCount < 200) return assessment('transitionWords', 9, detail)
  return assessment('transitionWords', share >= 30 ? 9 : share >= 20 ? 6 : 3, detail)
}

/** Three or more sentences in a row opening with the same word. */
function sentenceBeginnings(text: ArticleText, language: Language) {
  const exceptions = FIRST_WORD_EXCEPTIONS[language]
  const openings = text.blocks
    .filter((block) => !block.inListOrTable)
    .flatMap((block) => block.sentences)
    .map((sentence) => {
      const [first = '', second] = readerWordsOf(sentence.toLowerCase())
      return exceptions.has(first) && second ? `${first} ${second}` : first
    })
  let longest = openings.length ? 1 : 0
  for (let i = 1, run = 1; i < openings.length; i++) {
    run = openings[i] === openings[i - 1] ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  return assessment('sentenceBeginnings', longest >= 3 ? 3 : 9, { longestRun: longest })
}

const syllableCache = new Map<string, number>()

function englishSyllables(word: string): number {
  const cached = syllableCache.get(word)
  if (cached !== undefined) return cached
  const w = word.replace(/[^a-z]/g, '')
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  const count = !w ? 0 : w.length <= 3 ? 1 : Math.max(1, (trimmed.match(/[aeiouy]{1,2}/g) ?? []).length)
  if (syllableCache.size < 50_000) syllableCache.set(word, count)
  return count
}

/** English only: 60 or more reads easily; under 50 is hard. Numbers are not words here. */
function fleschReadingEase(text: ArticleText) {
  const sentences = text.blocks.reduce((n, block) => n + block.sentences.length, 0)
  const words = text.blocks.flatMap((block) => block.sentenceWords.flat()).filter((word) => /\p{L}/u.test(word))
  if (words.length <= 10) return assessment('fleschReadingEase', 0, { value: 0, words: words.length, sentences, min: 60 })
  const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0)
  const value = Math.min(100, Math.max(0, round1(206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length))))
  return assessment('fleschReadingEase', value >= 60 ? 9 : value >= 50 ? 6 : 3, { value, words: words.length, sentences, min: 60 })
}

/**
 * How well a title does on the title checks of the full analysis (keyphrase in it, at the start;
 * width of a search result): a bulk run writes with the best of the ten suggested titles.
 */
export function titleScore(title: string, focusKeyword: string, language: Language): number {
  const keyphrase = readKeyphrase(focusKeyword, language)
  return keyphraseInTitle(title, keyphrase, language).score + titleWidth(title).score
}

// --- The whole analysis --------------------------------------------------------------------------

export function analyzeArticle(input: AnalysisInput): Analysis {
  const { language } = input
  const text = readArticle(input.html)
  const sections = sectionWordCounts(input.html)
  const keyphrase = readKeyphrase(input.focusKeyword, language)
  const seo = [
    keyphraseLength(keyphrase),
    keyphraseInTitle(input.title ?? '', keyphrase, language),
    titleWidth(input.title ?? ''),
    keyphraseInIntroduction(text, keyphrase, language),
    keyphraseDensity(text, keyphrase, language),
    keyphraseInMetaDescription(input.metaDescription ?? '', keyphrase, language),
    metaDescriptionLength(input.metaDescription ?? ''),
    keyphraseInSubheadings(text, keyphrase, language, sections.total + sections.headingWords),
    keyphraseInImageAlt(text, keyphrase, language),
    textLength(sections.total + sections.headingWords),
    singleH1(text),
    links(text, 'external', input.siteHosts),
    links(text, 'internal', input.siteHosts),
  ]
  const readability = [
    sentenceLength(text),
    paragraphLength(text),
    subheadingDistribution(sections),
    passiveVoice(text, language),
    transitionWords(text, language),
    sentenceBeginnings(text, language),
    ...(language === 'en' ? [fleschReadingEase(text)] : []),
  ]
  return { seo, readability }
}
