/**
 * What a repair pass can change without rewriting the article (src/server/articles/repair.ts): long
 * plain paragraphs split at sentence ends, and the sentences and places the model is asked about.
 * Only plain paragraphs (text without links or emphasis) are touched, so no markup is ever lost.
 */
import { DomUtils } from 'htmlparser2'

import type { RepairableCheck } from '@/shared/analysis'
import type { Language } from '@/shared/language'
import { escapeHtml } from '@/shared/text'
import { firstAvoided } from '@/shared/voices'
import { elementsByTag, elementText, parseHtml, replaceElement, type HtmlElement } from '../html'
import { sentenceHasTransition } from './assessments'
import { readKeyphrase } from './keyphrase'
import { readArticle, readerWordsOf, splitSentences } from './text'

export type RepairPlan = {
  /** The article after the paragraph splits: the text the indices below point into. */
  content: string
  /** Each <p>'s text when it is plain (no markup inside), else null. */
  paragraphTexts: (string | null)[]
  /** `avoid`: the sentence uses `word`, which the article's brand voice avoids. */
  rewrites: { paragraph: number; sentence: string; kind: 'long' | 'transition' | 'avoid'; word?: string }[]
  subheadings: { paragraph: number; following: string }[]
  subheadingTag: 'h2' | 'h3'
  keyphraseSentences: number
}

const MAX_PARAGRAPH_WORDS = 150
const MAX_SECTION_WORDS = 300
const SECTION_TARGET_WORDS = 250
const MAX_SENTENCE_WORDS = 20
/** Past the thresholds with a margin, so a near miss does not stay a near miss. */
const TARGET_TRANSITION_SHARE = 0.35
const TARGET_LONG_SHARE = 0.2
const MAX_REWRITES = 40

const wordCount = (text: string) => readerWordsOf(text).length

function plainText(paragraph: HtmlElement): string | null {
  return paragraph.children.every((child) => DomUtils.isText(child)) ? elementText(paragraph) : null
}

/** Paragraphs over 150 words become several of about even length, cut where sentences end. */
export function splitLongParagraphs(html: string): string {
  let content = html
  const paragraphs = elementsByTag(parseHtml(content), 'p')
  for (let i = paragraphs.length - 1; i >= 0; i--) {
    const text = plainText(paragraphs[i]!)
    if (!text || wordCount(text) <= MAX_PARAGRAPH_WORDS) continue
    const sentences = splitSentences(text)
    const parts = Math.ceil(wordCount(text) / 110)
    const target = wordCount(text) / parts
    const chunks: string[][] = [[]]
    let words = 0
    for (const sentence of sentences) {
      if (words >= target && chunks.length < parts) {
        chunks.push([])
        words = 0
      }
      chunks.at(-1)!.push(sentence)
      words += wordCount(sentence)
    }
    if (chunks.length > 1) content = replaceElement(content, paragraphs[i]!, chunks.map((chunk) => `<p>${escapeHtml(chunk.join(' '))}</p>`).join('\n'))
  }
  return content
}

/** Places for subheadings: in each stretch of over 300 words, before paragraphs, so that no stretch passes 250. */
function subheadingPlaces(content: string): { places: RepairPlan['subheadings']; tag: 'h2' | 'h3' } {
  const doc = parseHtml(content)
  const paragraphs = elementsByTag(doc, 'p')
  const indexOf = new Map(paragraphs.map((p, i) => [p, i]))
  const places: RepairPlan['subheadings'] = []
  let tag: 'h2' | 'h3' = 'h2'
  let section: { paragraph: number; words: number; text: string }[] = []
  // Greedy: a subheading goes before the paragraph that would take its stretch past 250 words.
  const close = () => {
    const total = section.reduce((sum, part) => sum + part.words, 0)
    if (total > MAX_SECTION_WORDS) {
      let running = 0
      for (const part of section) {
        if (running > 0 && running + part.words > SECTION_TARGET_WORDS && part.paragraph >= 0) {
          places.push({ paragraph: part.paragraph, following: splitSentences(part.text)[0] ?? part.text })
          running = 0
        }
        running += part.words
      }
    }
    section = []
  }
  for (const node of doc.children) {
    if (!DomUtils.isTag(node)) continue
    const heading = /^h([1-6])$/.exec(node.name)
    if (heading) {
      close()
      // Inside a section (an H2 or H3 above) the new subheading is an H3: the article's H2s stay its outline.
      if (heading[1] === '2' || heading[1] === '3') tag = 'h3'
      continue
    }
    const text = elementText(node)
    const index = node.name === 'p' ? indexOf.get(node) : undefined
    // Only before a top-level paragraph: a heading never lands inside a list or a quote.
    section.push({ paragraph: index ?? -1, words: wordCount(text), text })
  }
  close()
  return { places, tag }
}

export function repairPlan(
  article: { content: string; seo: { focusKeyword: string }; language: Language; avoidWords?: readonly string[] },
  failures: readonly RepairableCheck[],
  density: { count: number; minCount: number },
): RepairPlan {
  const { content, language } = article
  const paragraphs = elementsByTag(parseHtml(content), 'p')
  const paragraphTexts = paragraphs.map(plainText)
  const keyphrase = readKeyphrase(article.seo.focusKeyword, language)
  const all = readArticle(content).blocks.flatMap((block) => block.sentences)

  const candidates = paragraphTexts.flatMap((text, paragraph) => (text ? splitSentences(text).map((sentence, at) => ({ paragraph, sentence, at })) : []))
  const rewrites: RepairPlan['rewrites'] = []
  const taken = new Set<string>()
  // Words the brand voice avoids first: a rewrite without the word (issue 35).
  for (const c of candidates) {
    const word = article.avoidWords?.length ? firstAvoided(c.sentence, article.avoidWords) : undefined
    if (!word || rewrites.length >= MAX_REWRITES) continue
    rewrites.push({ paragraph: c.paragraph, sentence: c.sentence, kind: 'avoid', word })
    taken.add(c.sentence)
  }
  if (failures.includes('sentenceLength')) {
    const long = all.filter((sentence) => wordCount(sentence) > MAX_SENTENCE_WORDS).length
    const need = long - Math.floor(all.length * TARGET_LONG_SHARE)
    const longest = candidates.filter((c) => !taken.has(c.sentence) && wordCount(c.sentence) > MAX_SENTENCE_WORDS).sort((a, b) => wordCount(b.sentence) - wordCount(a.sentence))
    for (const c of longest.slice(0, Math.min(need, MAX_REWRITES))) {
      rewrites.push({ paragraph: c.paragraph, sentence: c.sentence, kind: 'long' })
      taken.add(c.sentence)
    }
  }
  if (failures.includes('transitionWords')) {
    const linked = all.filter((sentence) => sentenceHasTransition(sentence, language)).length
    const need = Math.ceil(all.length * TARGET_TRANSITION_SHARE) - linked
    // Not a paragraph's first sentence (nothing to tie it to there), and never two in a row: their openings would repeat.
    const open = candidates.filter((c) => c.at > 0 && !taken.has(c.sentence) && !sentenceHasTransition(c.sentence, language))
    let last = ''
    for (const c of open) {
      if (rewrites.length >= MAX_REWRITES || need <= rewrites.filter((r) => r.kind === 'transition').length) break
      const key = `${c.paragraph}:${c.at - 1}`
      if (key === last) continue
      rewrites.push({ paragraph: c.paragraph, sentence: c.sentence, kind: 'transition' })
      last = `${c.paragraph}:${c.at}`
    }
  }
  const { places, tag } = failures.includes('subheadingDistribution') ? subheadingPlaces(content) : { places: [], tag: 'h2' as const }

  // One more than the count short of the minimum: a near miss does not stay a near miss.
  const keyphraseSentences = failures.includes('keyphraseDensity') && keyphrase.contentWords.length ? Math.min(5, Math.max(1, density.minCount - density.count + 1)) : 0
  return { content, paragraphTexts, rewrites, subheadings: places, subheadingTag: tag, keyphraseSentences }
}
