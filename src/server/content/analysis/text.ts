/**
 * An article's text as the analysis reads it, the way WordPress's Yoast SEO reads it: paragraphs
 * (a <p>, or loose text in a list item, table cell or div) and headings, each cut into sentences
 * and words; quoted and code text left out. Pure and dependency-light: it runs in the content worker.
 */
import { DomUtils } from 'htmlparser2'

import { parseHtml, type HtmlNode } from '../html'

/** Elements whose text is not the article's own prose (quotes, code, embeds, forms). */
const SKIPPED = new Set([
  'blockquote', 'pre', 'code', 'kbd', 'samp', 'var', 'q', 'cite', 'script', 'style', 'noscript', 'iframe', 'svg',
  'math', 'form', 'input', 'textarea', 'select', 'template', 'title', 'head', 'meta', 'link', 'object', 'canvas',
  'map', 'output', 'meter', 'progress',
])
/** Inline elements: their text belongs to the paragraph around them. */
const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'label', 'mark', 's', 'small',
  'span', 'strong', 'sub', 'sup', 'time', 'u', 'wbr', 'picture', 'source', 'font',
])
/** What the plain word count (text length, sections between headings) leaves out: less than the tree does. */
const NOT_COUNTED = new Set(['script', 'style', 'code', 'pre', 'blockquote', 'textarea', 'template', 'noscript'])

export type Block = {
  kind: 'paragraph' | 'heading'
  /** 1–6 for a heading. */
  level: number
  text: string
  sentences: string[]
  /** Each sentence's words, lower-cased, hyphenated words as their parts (for matching and counting). */
  sentenceWords: string[][]
  /** Each sentence's length as a reader counts it ("well-known" is one word). */
  sentenceLengths: number[]
  /** Inside a list or a table: left out of the sentence-beginnings check. */
  inListOrTable: boolean
  /** A paragraph whose whole text is link text (a list of links is not an introduction). */
  onlyLinks: boolean
  /** The text of each link in it. */
  linkTexts: string[]
}

export type Image = { alt: string | null }
export type Link = { href: string; nofollow: boolean }

export type ArticleText = {
  blocks: Block[]
  images: Image[]
  links: Link[]
  /** Every word of every sentence, hyphenated words counted as their parts. */
  wordCount: number
}

type Walk = { blocks: Block[]; images: Image[]; links: Link[] }
type Loose = { text: string; linkText: string; links: string[] }

function inlineText(nodes: readonly HtmlNode[], walk: Walk, loose: Loose, inLink: boolean): void {
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      loose.text += node.data
      if (inLink) loose.linkText += node.data
    } else if (DomUtils.isTag(node)) {
      if (SKIPPED.has(node.name)) continue
      if (node.name === 'br') loose.text += ' '
      if (node.name === 'img') walk.images.push({ alt: node.attribs.alt ?? null })
      if (node.name === 'a' && node.attribs.href) walk.links.push({ href: node.attribs.href, nofollow: /(^|\s)nofollow(\s|$)/i.test(node.attribs.rel ?? '') })
      const before = loose.text.length
      inlineText(node.children, walk, loose, inLink || node.name === 'a')
      if (node.name === 'a' && node.attribs.href) loose.links.push(loose.text.slice(before).replace(/\s+/g, ' ').trim())
    }
  }
}

function pushBlock(walk: Walk, kind: Block['kind'], level: number, loose: Loose, inListOrTable: boolean): void {
  const text = loose.text.replace(/\s+/g, ' ').trim()
  if (!text) return
  const onlyLinks = loose.linkText.replace(/\s+/g, ' ').trim() === text
  const sentences = splitSentences(text)
  walk.blocks.push({
    kind,
    level,
    text,
    sentences,
    sentenceWords: sentences.map((sentence) => wordsOf(sentence.toLowerCase())),
    sentenceLengths: sentences.map((sentence) => readerWordsOf(sentence).length),
    inListOrTable,
    onlyLinks,
    linkTexts: loose.links.filter(Boolean),
  })
}

function walkBlocks(nodes: readonly HtmlNode[], walk: Walk, inListOrTable: boolean): void {
  let loose: Loose = { text: '', linkText: '', links: [] }
  const flush = () => {
    pushBlock(walk, 'paragraph', 0, loose, inListOrTable)
    loose = { text: '', linkText: '', links: [] }
  }
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      loose.text += node.data
      continue
    }
    if (!DomUtils.isTag(node) || SKIPPED.has(node.name)) continue
    if (INLINE.has(node.name)) {
      inlineText([node], walk, loose, false)
      continue
    }
    flush()
    const heading = /^h([1-6])$/.exec(node.name)
    if (heading || node.name === 'p') {
      const own: Loose = { text: '', linkText: '', links: [] }
      inlineText(node.children, walk, own, false)
      pushBlock(walk, heading ? 'heading' : 'paragraph', heading ? Number(heading[1]) : 0, own, inListOrTable)
    } else {
      walkBlocks(node.children, walk, inListOrTable || ['ul', 'ol', 'table'].includes(node.name))
    }
  }
  flush()
}

export function readArticle(html: string): ArticleText {
  const walk: Walk = { blocks: [], images: [], links: [] }
  walkBlocks(parseHtml(html).children, walk, false)
  const wordCount = walk.blocks.reduce((sum, block) => sum + block.sentenceWords.reduce((n, words) => n + words.length, 0), 0)
  return { ...walk, wordCount }
}

// Abbreviations after which a full stop does not end a sentence (checked lower-cased, without the dot).
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'mt', 'vs', 'etc', 'e.g', 'i.e', 'no', 'fig', 'approx', 'inc',
  'ltd', 'co', 'corp', 'dept', 'est', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov',
  'dec', 'ca', 'cf', 'al', 'ave', 'gen', 'gov', 'sen', 'rep', 'capt', 'col', 'lt', 'sgt',
])
const SENTENCE_START = /[\p{Lu}\p{N}"'“‘„«¿¡(]/u

/**
 * Sentences of one block of text: a full stop ends one only before a capital letter, a digit or a
 * quote (not after "Dr." or an initial), "?" and "!" before any space; ";" and ":" never.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (char !== '.' && char !== '?' && char !== '!' && char !== '…') continue
    // A run of marks ("?!", "...") ends together; closing quotes and brackets stay with the sentence.
    let end = i + 1
    while (end < text.length && /[.?!…"'”’)\]]/.test(text[end]!)) end++
    if (end < text.length && !/\s/.test(text[end]!)) continue
    let next = end
    while (next < text.length && /\s/.test(text[next]!)) next++
    if (next >= text.length) break
    if (char === '.' || char === '…') {
      if (!SENTENCE_START.test(text[next]!)) continue
      const before = /(\S+)$/.exec(text.slice(start, i))?.[1] ?? ''
      const bare = before.toLowerCase().replace(/^[("'“‘]+/, '')
      if (char === '.' && (ABBREVIATIONS.has(bare) || /^\p{Lu}$/u.test(before))) continue
    }
    sentences.push(text.slice(start, end).trim())
    start = next
    i = next - 1
  }
  const rest = text.slice(start).trim()
  if (rest) sentences.push(rest)
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
}

const PUNCTUATION_EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/** Words of a sentence for counting and matching: hyphens and dashes separate words ("e-mail" is two). */
export function wordsOf(sentence: string): string[] {
  return sentence
    .split(/[\s\u00a0\-–—[\]/]+/)
    .map((word) => word.replace(PUNCTUATION_EDGES, ''))
    .filter(Boolean)
}

/** Words as a reader counts them, for sentence and paragraph length: "well-known" is one word. */
export function readerWordsOf(sentence: string): string[] {
  return sentence
    .split(/[\s\u00a0–—[\]]+/)
    .map((word) => word.replace(PUNCTUATION_EDGES, ''))
    .filter(Boolean)
}

function countedText(nodes: readonly HtmlNode[], out: string[]): void {
  for (const node of nodes) {
    if (DomUtils.isText(node)) out.push(node.data)
    else if (DomUtils.isTag(node) && !NOT_COUNTED.has(node.name)) {
      out.push(' ')
      countedText(node.children, out)
      out.push(' ')
    }
  }
}

/** Words split on whitespace only, as text length and section length count them ("e-mail" is one). */
export function plainWordCount(nodes: readonly HtmlNode[]): number {
  const out: string[] = []
  countedText(nodes, out)
  return out
    .join('')
    .split(/\s+/)
    .filter((word) => word.replace(PUNCTUATION_EDGES, '').length > 0).length
}

/**
 * The plain word count of each stretch of text between headings (the first: before any heading),
 * of all of them (`total`), and of the headings themselves.
 */
export function sectionWordCounts(html: string): { headings: number; headingWords: number; sections: number[]; total: number } {
  const sections: HtmlNode[][] = [[]]
  let headings = 0
  let headingWords = 0
  const visit = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (DomUtils.isTag(node) && /^h[1-6]$/.test(node.name)) {
        headings++
        headingWords += plainWordCount([node])
        sections.push([])
      } else if (DomUtils.isTag(node) && !INLINE.has(node.name) && !NOT_COUNTED.has(node.name) && node.children.some((child) => DomUtils.isTag(child) && /^h[1-6]$/.test(child.name))) {
        visit(node.children)
      } else sections.at(-1)!.push(node)
    }
  }
  visit(parseHtml(html).children)
  const counts = sections.map((nodes) => plainWordCount(nodes))
  return { headings, headingWords, sections: counts, total: counts.reduce((a, b) => a + b, 0) }
}
