/** Read-only HTML inspection shared by the content modules: parse once, walk the tree, never regex the markup. */
import { DomUtils, parseDocument } from 'htmlparser2'

import { BLOCK_TAGS, HIDDEN_TAGS } from '@/shared/preview'

export type HtmlDocument = ReturnType<typeof parseDocument>
export type HtmlNode = HtmlDocument['children'][number]
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** Parsed with each element's place in the source (startIndex, endIndex), so a change can be spliced in. */
export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html ?? '', { withStartIndices: true, withEndIndices: true })
}

/** `html` with `markup` inserted just before one element of its parsed tree (parseHtml). */
export function insertBefore(html: string, element: HtmlElement, markup: string): string {
  const start = element.startIndex ?? 0
  return html.slice(0, start) + markup + html.slice(start)
}

/** `html` with one element of its parsed tree (parseHtml) replaced by `replacement`. */
export function replaceElement(html: string, element: HtmlElement, replacement: string): string {
  return html.slice(0, element.startIndex ?? 0) + replacement + html.slice((element.endIndex ?? -1) + 1)
}

export function elementsByTag(root: HtmlDocument | HtmlNode[], tag: string): HtmlElement[] {
  const nodes = Array.isArray(root) ? root : root.children
  return DomUtils.getElementsByTagName(tag, nodes, true)
}

function collectLines(nodes: readonly HtmlNode[], lines: string[]): void {
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      lines[lines.length - 1] += node.data
    } else if (DomUtils.isTag(node)) {
      if (HIDDEN_TAGS.has(node.name)) continue
      const block = BLOCK_TAGS.has(node.name)
      if (block) lines.push('')
      collectLines(node.children, lines)
      if (block) lines.push('')
    }
  }
}

/** Visible text: one line per block element, entities decoded, runs of whitespace collapsed. */
export function nodesToText(nodes: readonly HtmlNode[]): string {
  const lines = ['']
  collectLines(nodes, lines)
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** The text of one element on a single line, as it would read in a title or snippet. */
export function elementText(element: HtmlElement): string {
  return nodesToText([element]).replace(/\n/g, ' ')
}

/** Readable text of an article: block elements on their own lines, entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  if (!html) return ''
  return nodesToText(parseHtml(html).children)
}
