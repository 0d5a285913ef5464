import { DomUtils, parseDocument } from 'htmlparser2'

import { collapseWhitespace, cutAtWordBoundary } from './text'

type Node = ReturnType<typeof parseDocument>['children'][number]

// Elements that start a new block of text: their text never runs into a neighbour's.
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
])
// Content a reader never sees as text.
export const HIDDEN_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'iframe', 'noscript', 'template', 'head', 'svg', 'math'])
const HEADING = /^h[1-6]$/

export type TextBlock = { tag: string; text: string }

/** The text of an HTML document block by block (a heading, a paragraph, a list item…), in order. */
export function textBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = []
  const walk = (nodes: readonly Node[], tag: string, buffer: string[]) => {
    for (const node of nodes) {
      if (DomUtils.isText(node)) buffer.push(node.data)
      else if (DomUtils.isTag(node) && !HIDDEN_TAGS.has(node.name)) {
        if (node.name === 'br') buffer.push(' ')
        else if (BLOCK_TAGS.has(node.name)) {
          flush(tag, buffer)
          walk(node.children, node.name, buffer)
          flush(node.name, buffer)
        } else walk(node.children, tag, buffer)
      }
    }
  }
  const flush = (tag: string, buffer: string[]) => {
    const text = collapseWhitespace(buffer.splice(0).join(''))
    if (text) blocks.push({ tag, text })
  }
  const buffer: string[] = []
  walk(parseDocument(html ?? '', { decodeEntities: true }).children, 'p', buffer)
  flush('p', buffer)
  return blocks
}

/**
 * A plain-text preview of an article (the writer's 500 characters, blog excerpts, meta
 * descriptions), built from its blocks so a heading never runs into the next paragraph: a block
 * (heading, list item) without its own punctuation ends with a full stop. `skipHeadings` keeps body text only (an excerpt
 * that repeats the title reads badly); the cut falls on a word boundary, with `ellipsis` after it.
 */
export function previewText(html: string, max: number, { skipHeadings = false, ellipsis = '...' } = {}): string {
  const sentences = textBlocks(html)
    .filter((block) => !(skipHeadings && HEADING.test(block.tag)))
    .map((block) => (/[.!?:;…]$/.test(block.text) ? block.text : `${block.text}.`))
  const text = sentences.join(' ')
  if (text.length <= max) return text
  return `${cutAtWordBoundary(text, max - ellipsis.length).replace(/[.,;:]+$/, '')}${ellipsis}`
}
