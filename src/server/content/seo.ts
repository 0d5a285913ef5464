/** SEO data repair: what the model left out or got wrong, filled from the article. Pure. (The analysis: ./analysis.) */
import { Parser } from 'htmlparser2'
import { elementsByTag, elementText, htmlToPlainText, parseHtml, type HtmlDocument, type HtmlElement } from './html'
import { keywordInTitle } from './keyword'
import type { SeoData } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { MAX_TITLE } from './titles'
import { collapseWhitespace, cutAtWordBoundary, escapeHtml } from '@/shared/text'

export { MAX_TITLE }
export const MAX_META = 160

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
