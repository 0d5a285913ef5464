/**
 * Internal links (issue 35): which of the writer's own pages an article should link to, and where.
 * Ranking is MiniSearch's BM25 over each target's title, keyword and headings, queried with each
 * section of the article; placement puts one anchor around a phrase of the target's topic in a
 * paragraph that uses it. Pure: the same article and targets always give the same links.
 */
import { DomUtils } from 'htmlparser2'
import MiniSearch from 'minisearch'

import type { Language } from '@/shared/language'
import { MAX_LINKS } from '@/shared/links'

export { MAX_LINKS }
import { wordPattern } from '@/shared/voices'
import { FUNCTION_WORDS } from '../content/analysis/words'
import { elementText, parseHtml, type HtmlElement, type HtmlNode } from '../content/html'

/** A page of the writer's own: a published blog post (admins) or an article live on their site. */
export type LinkTarget = { url: string; title: string; keyword: string; headings: string[] }

/** A section of the article: the introduction (0), then one per H2. */
export type ArticleSection = { heading: string; text: string }

/** A target worth linking from the article, and the section that discusses it most. */
export type LinkSuggestion = { url: string; title: string; section: number; score: number; phrases: string[] }

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []

/** The article cut at its H2s, each part's heading and text. */
export function articleSections(html: string, title: string): ArticleSection[] {
  const sections: ArticleSection[] = [{ heading: title, text: '' }]
  for (const node of parseHtml(html).children) {
    if (!DomUtils.isTag(node)) continue
    if (node.name === 'h2') sections.push({ heading: elementText(node), text: '' })
    else sections[sections.length - 1].text += ` ${elementText(node)}`
  }
  return sections
}

/**
 * The targets the article's sections are about, best first (at most `max`): each target once, with the
 * section that ranks it highest. A target shares at least two of its words with that section (one
 * when its keyword is a single word), so a common word alone links nothing.
 */
export function suggestLinks(sections: readonly ArticleSection[], targets: readonly LinkTarget[], language: Language, max = MAX_LINKS): LinkSuggestion[] {
  if (!targets.length) return []
  const skip = FUNCTION_WORDS[language]
  const search = new MiniSearch<{ id: number; title: string; keyword: string; headings: string }>({
    fields: ['title', 'keyword', 'headings'],
    processTerm: (term) => {
      const word = term.toLocaleLowerCase()
      return word.length > 1 && !skip.has(word) ? word : null
    },
    searchOptions: { boost: { keyword: 3, title: 2 }, prefix: (term) => term.length > 4 },
  })
  search.addAll(targets.map((target, id) => ({ id, title: target.title, keyword: target.keyword, headings: target.headings.join(' ') })))
  const best = new Map<number, { section: number; score: number }>()
  sections.forEach((section, index) => {
    for (const result of search.search(`${section.heading} ${section.heading} ${section.text}`)) {
      const keywordWords = wordsOf(targets[result.id].keyword).filter((word) => !skip.has(word)).length || 2
      if (result.terms.length < Math.min(2, keywordWords)) continue
      const known = best.get(result.id)
      if (!known || result.score > known.score) best.set(result.id, { section: index, score: result.score })
    }
  })
  return [...best.entries()]
    .sort((a, b) => b[1].score - a[1].score)
    .slice(0, max)
    .map(([id, { section, score }]) => ({ url: targets[id].url, title: targets[id].title, section, score, phrases: anchorPhrases(targets[id], language) }))
}

/**
 * The words an anchor may sit on, longest first: the target's keyword and title, then their runs of
 * two words or more that begin and end on a content word ("compost bins", not "bins for").
 */
export function anchorPhrases(target: Pick<LinkTarget, 'keyword' | 'title'>, language: Language): string[] {
  const skip = FUNCTION_WORDS[language]
  const phrases = new Set<string>()
  if (target.keyword.trim()) phrases.add(target.keyword.trim().toLocaleLowerCase())
  const runs: string[] = []
  for (const source of [target.keyword, target.title]) {
    const words = wordsOf(source)
    for (let length = words.length; length >= 2; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        const run = words.slice(start, start + length)
        if (skip.has(run[0]) || skip.has(run[run.length - 1])) continue
        runs.push(run.join(' '))
      }
    }
  }
  for (const run of runs.sort((a, b) => b.split(' ').length - a.split(' ').length)) phrases.add(run)
  return [...phrases]
}

const BLOCKS_WITH_LINKS = new Set(['p', 'li'])
const NO_LINKS_INSIDE = new Set(['a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'figcaption'])

/** The hrefs the article links to. */
export function linkedUrls(html: string): string[] {
  return DomUtils.getElementsByTagName('a', parseHtml(html).children, true)
    .map((anchor) => anchor.attribs.href)
    .filter((url): url is string => Boolean(url))
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The paragraphs and list items that may take a link, each with its section (0 = introduction). */
function linkableBlocks(html: string): { block: HtmlElement; section: number }[] {
  const blocks: { block: HtmlElement; section: number }[] = []
  let section = 0
  const visit = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (!DomUtils.isTag(node)) continue
      if (node.name === 'h2') section++
      if (NO_LINKS_INSIDE.has(node.name)) continue
      if (BLOCKS_WITH_LINKS.has(node.name)) blocks.push({ block: node, section })
      else visit(node.children)
    }
  }
  visit(parseHtml(html).children)
  return blocks
}

/** Where in `html` the first of `phrases` stands in the block's own text (never inside a link or heading). */
function phraseIn(html: string, block: HtmlElement, phrases: readonly string[]): { start: number; end: number } | null {
  const texts: { start: number; end: number }[] = []
  const collect = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (DomUtils.isText(node)) texts.push({ start: node.startIndex ?? 0, end: (node.endIndex ?? -1) + 1 })
      else if (DomUtils.isTag(node) && !NO_LINKS_INSIDE.has(node.name)) collect(node.children)
    }
  }
  collect(block.children)
  for (const phrase of phrases) {
    const pattern = wordPattern(phrase)
    for (const text of texts) {
      const found = pattern.exec(html.slice(text.start, text.end))
      if (found) return { start: text.start + found.index, end: text.start + found.index + found[0].length }
    }
  }
  return null
}

/**
 * The article with each suggestion linked where the text uses one of its phrases: in its own section
 * first, else where another section does; never in a heading, never twice to one page, never a second
 * link in one paragraph. A suggestion whose words the text never uses is not linked (the panel offers it).
 */
export function insertLinks(html: string, suggestions: readonly Pick<LinkSuggestion, 'url' | 'section' | 'phrases'>[]): { html: string; linked: string[] } {
  const linked: string[] = []
  for (const suggestion of suggestions) {
    if (linkedUrls(html).includes(suggestion.url)) continue
    const blocks = linkableBlocks(html).filter(({ block }) => !DomUtils.getElementsByTagName('a', block.children, true).length)
    const ordered = [...blocks.filter((entry) => entry.section === suggestion.section), ...blocks.filter((entry) => entry.section !== suggestion.section)]
    for (const { block } of ordered) {
      const place = phraseIn(html, block, suggestion.phrases)
      if (!place) continue
      html = `${html.slice(0, place.start)}<a href="${escapeAttribute(suggestion.url)}">${html.slice(place.start, place.end)}</a>${html.slice(place.end)}`
      linked.push(suggestion.url)
      break
    }
  }
  return { html, linked }
}

const READ_ALSO: Record<Language, string> = { en: 'Read also:', hu: 'Olvasd el ezt is:' }

/**
 * A link the writer asked for that the text has no words for: a "Read also" line closing its
 * section (before the next H2), so it still sits where the topic is discussed.
 */
export function appendLink(html: string, link: { url: string; title: string; section: number }, language: Language): string {
  const line = `<p>${READ_ALSO[language]} <a href="${escapeAttribute(link.url)}">${escapeAttribute(link.title).replace(/>/g, '&gt;')}</a></p>`
  const headings = parseHtml(html).children.filter((node) => DomUtils.isTag(node) && node.name === 'h2')
  const next = headings[link.section]
  if (!next) return `${html}${line}`
  return html.slice(0, next.startIndex ?? 0) + line + html.slice(next.startIndex ?? 0)
}

/** The article without its links to `url`: their words stay in the text. */
export function removeLink(html: string, url: string): string {
  const anchors = DomUtils.getElementsByTagName('a', parseHtml(html).children, true).filter((anchor) => anchor.attribs.href === url)
  // From the last, so the earlier positions still hold.
  for (const anchor of anchors.reverse()) {
    const inner = anchor.children.length ? html.slice(anchor.children[0].startIndex ?? 0, (anchor.children[anchor.children.length - 1].endIndex ?? -1) + 1) : ''
    html = html.slice(0, anchor.startIndex ?? 0) + inner + html.slice((anchor.endIndex ?? -1) + 1)
  }
  return html
}
