/**
 * Article HTML → Wix Ricos. Wix's blog stores a post as Ricos (a JSON tree of typed nodes), not HTML,
 * so the publisher converts our sanitized article HTML with this before it creates the draft post.
 * Pure: no I/O; images are mapped to already uploaded Wix media by the caller.
 */
import type { draftPosts } from '@wix/blog'
import { DomUtils, parseDocument } from 'htmlparser2'

import { BLOCK_TAGS, HIDDEN_TAGS } from '@/shared/preview'

export type RichContent = draftPosts.RichContent
export type RicosNode = draftPosts.Node
type Decoration = draftPosts.Decoration
type DomNode = ReturnType<typeof parseDocument>['children'][number]
type DomElement = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** An image the caller has uploaded to Wix Media; null (or no callback) drops the <img>. */
export type RicosImage = { id: string; width?: number; height?: number }
export type RicosOptions = { image?: (src: string, alt: string) => RicosImage | null }

const MARKS: Record<string, Decoration> = {}
const mark = (tags: string[], decoration: Decoration) => tags.forEach((tag) => (MARKS[tag] = decoration))
mark(['strong', 'b'], { type: 'BOLD', fontWeightValue: 700 })
mark(['em', 'i'], { type: 'ITALIC', italicData: true })
mark(['u', 'ins'], { type: 'UNDERLINE', underlineData: true })
mark(['s', 'strike', 'del'], { type: 'STRIKETHROUGH', strikethroughData: true })
mark(['sup'], { type: 'SUPERSCRIPT', superscriptData: true })
mark(['sub'], { type: 'SUBSCRIPT', subscriptData: true })

// What Ricos lets a list item and a quote hold; anything else is adapted or moved out (Flow.block).
const LIST_ITEM_CHILDREN: ReadonlySet<string> = new Set(['PARAGRAPH', 'BULLETED_LIST', 'ORDERED_LIST'])
const QUOTE_CHILDREN: ReadonlySet<string> = new Set(['PARAGRAPH'])
// Collapsible HTML whitespace; U+00A0 (&nbsp;) is deliberately not in it.
const SPACES = /[ \t\n\r\f]+/g
const container = (): draftPosts.PluginContainerData => ({ width: { size: 'CONTENT' }, alignment: 'CENTER', textWrap: true })

const textNode = (text: string, marks: Decoration[]): RicosNode =>
  ({ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: structuredClone(marks) } })
const paragraph = (nodes: RicosNode[]): RicosNode => ({ type: 'PARAGRAPH', id: '', nodes, paragraphData: {} })
const textOf = (node: RicosNode | undefined): string => node?.textData?.text ?? ''

/** Collects the blocks of one container; inline text gathers into a run that `wrap` turns into a block. */
class Flow {
  readonly nodes: RicosNode[] = []
  /** Blocks the container may not hold, placed right after it by the caller. */
  readonly spill: RicosNode[] = []
  private run: RicosNode[] = []

  constructor(
    private readonly wrap: (texts: RicosNode[]) => RicosNode = paragraph,
    private readonly accepts?: ReadonlySet<string>,
    readonly depth = 0,
  ) {}

  text(data: string, marks: Decoration[]): void {
    let text = data.replace(SPACES, ' ')
    // Like a browser: no space at the start of a block or line, nor after another space.
    if (text.startsWith(' ') && /(^|[ \n])$/.test(textOf(this.run.at(-1)))) text = text.slice(1)
    if (text) this.append(text, marks)
  }

  br(marks: Decoration[]): void {
    this.trimEnd(/ +$/)
    this.append('\n', marks)
  }

  flush(): void {
    this.trimEnd(/[ \n]+$/)
    while (this.run[0] && /^\n/.test(textOf(this.run[0]))) {
      this.run[0].textData!.text = textOf(this.run[0]).replace(/^\n+/, '')
      if (!textOf(this.run[0])) this.run.shift()
    }
    if (this.run.length) this.nodes.push(this.wrap(this.run))
    this.run = []
  }

  block(node: RicosNode): void {
    this.flush()
    const fits = (type: string) => !this.accepts || this.accepts.has(type)
    if (fits(node.type!)) this.nodes.push(node)
    else if (node.type === 'HEADING') this.nodes.push(paragraph(node.nodes!))
    // A quote inside a quote or a list item: its paragraphs stay where they were.
    else if (node.type === 'BLOCKQUOTE') node.nodes!.forEach((child) => this.block(child))
    else this.spill.push(node)
  }

  private append(text: string, marks: Decoration[]): void {
    const last = this.run.at(-1)
    if (last && JSON.stringify(last.textData!.decorations) === JSON.stringify(marks)) last.textData!.text += text
    else this.run.push(textNode(text, marks))
  }

  private trimEnd(pattern: RegExp): void {
    for (let last = this.run.at(-1); last; last = this.run.at(-1)) {
      last.textData!.text = textOf(last).replace(pattern, '')
      if (textOf(last)) return
      this.run.pop()
    }
  }
}

/** The Ricos document for article HTML. Node ids are deterministic: n1, n2… in document order. */
export function htmlToRicos(html: string, options: RicosOptions = {}): RichContent {
  const flow = new Flow()
  walk(parseDocument((html ?? '').replace(/\r\n?/g, '\n')).children, flow, [], options)
  flow.flush()
  let count = 0
  const number = (nodes: RicosNode[]) =>
    nodes.forEach((node) => {
      if (node.type === 'TEXT') return
      node.id = `n${(++count).toString(36)}`
      number(node.nodes ?? [])
    })
  number(flow.nodes)
  return { nodes: flow.nodes }
}

/** Plain text of a Ricos document: one line per paragraph, heading or code block. */
export function ricosText(content: RichContent): string {
  const lines: string[] = []
  const visit = (nodes: RicosNode[]) =>
    nodes.forEach((node) => {
      const children = node.nodes ?? []
      if (children.some((child) => child.type === 'TEXT')) lines.push(children.map(textOf).join(''))
      else visit(children)
    })
  visit(content.nodes ?? [])
  return lines.join('\n')
}

function walk(nodes: readonly DomNode[], flow: Flow, marks: Decoration[], options: RicosOptions): void {
  for (const node of nodes) {
    if (DomUtils.isText(node)) flow.text(node.data, marks)
    else if (DomUtils.isTag(node)) element(node, flow, marks, options)
  }
}

function element(el: DomElement, flow: Flow, marks: Decoration[], options: RicosOptions): void {
  const tag = el.name
  const decoration = tag === 'a' ? link(el.attribs.href) : MARKS[tag]
  if (decoration) return walk(el.children, flow, [...marks.filter((d) => d.type !== decoration.type), decoration], options)
  if (HIDDEN_TAGS.has(tag)) return
  if (tag === 'br') return flow.br(marks)
  if (tag === 'img') {
    const node = image(el, marks, options)
    return node ? flow.block(node) : undefined
  }
  if (!BLOCK_TAGS.has(tag)) return walk(el.children, flow, marks, options)

  flow.flush()
  const level = /^h([1-6])$/.exec(tag)?.[1]
  if (tag === 'hr') {
    flow.block({
      type: 'DIVIDER', id: '', nodes: [],
      dividerData: { containerData: container(), lineStyle: 'SINGLE', width: 'LARGE', alignment: 'CENTER' },
    })
  } else if (tag === 'pre') {
    // The HTML parser drops a newline right after <pre>; trailing blank lines are layout, not code.
    const code = preText(el.children).replace(/^\n/, '').replace(/[ \t\n]+$/, '')
    if (code) flow.block({ type: 'CODE_BLOCK', id: '', nodes: [textNode(code, [])], codeBlockData: { textStyle: { textAlignment: 'AUTO' } } })
  } else if (tag === 'ul' || tag === 'ol') {
    list(el, flow, marks, options)
  } else if (tag === 'blockquote') {
    const quote = new Flow(paragraph, QUOTE_CHILDREN, flow.depth)
    walk(el.children, quote, marks, options)
    quote.flush()
    if (quote.nodes.length) flow.block({ type: 'BLOCKQUOTE', id: '', nodes: quote.nodes, blockquoteData: { indentation: 1 } })
    quote.spill.forEach((node) => flow.block(node))
  } else if (level) {
    const heading = new Flow((nodes) => ({ type: 'HEADING', id: '', nodes, headingData: { level: Number(level) } }), undefined, flow.depth)
    walk(el.children, heading, marks, options)
    heading.flush()
    heading.nodes.forEach((node) => flow.block(node))
  } else {
    // p, div, li outside a list, table cells…: a paragraph break around their content.
    walk(el.children, flow, marks, options)
    flow.flush()
  }
}

/** A list; a nested list sits in its parent LIST_ITEM after the item's paragraph, one indentation deeper. */
function list(el: DomElement, flow: Flow, marks: Decoration[], options: RicosOptions): void {
  const items: RicosNode[] = []
  const spill: RicosNode[] = []
  let item: Flow | undefined
  const close = () => {
    item?.flush()
    if (item?.nodes.length) items.push({ type: 'LIST_ITEM', id: '', nodes: item.nodes })
    spill.push(...(item?.spill ?? []))
    item = undefined
  }
  for (const child of el.children) {
    if (DomUtils.isTag(child) && child.name === 'li') {
      close()
      item = new Flow(paragraph, LIST_ITEM_CHILDREN, flow.depth + 1)
      walk(child.children, item, marks, options)
      // Stray content after an item (a <ul> placed directly in a <ul>, text) joins it below its paragraph.
      item.flush()
    } else {
      item ??= new Flow(paragraph, LIST_ITEM_CHILDREN, flow.depth + 1)
      walk([child], item, marks, options)
    }
  }
  close()
  const indentation = Math.min(flow.depth, 4)
  if (items.length) {
    flow.block(el.name === 'ol'
      ? { type: 'ORDERED_LIST', id: '', nodes: items, orderedListData: { indentation } }
      : { type: 'BULLETED_LIST', id: '', nodes: items, bulletedListData: { indentation } })
  }
  spill.forEach((node) => flow.block(node))
}

function image(el: DomElement, marks: Decoration[], options: RicosOptions): RicosNode | null {
  const src = el.attribs.src?.trim()
  const alt = (el.attribs.alt ?? '').replace(SPACES, ' ').trim()
  const media = src && options.image ? options.image(src, alt) : null
  if (!media) return null
  const size = (value: number | undefined, attribute: string | undefined) =>
    value ?? (/^\d+$/.test(attribute ?? '') && Number(attribute) > 0 ? Number(attribute) : undefined)
  const width = size(media.width, el.attribs.width)
  const height = size(media.height, el.attribs.height)
  // An <img> inside <a>: Ricos puts the link on the image itself.
  const linked = marks.find((d) => d.type === 'LINK')?.linkData?.link
  return {
    type: 'IMAGE', id: '', nodes: [],
    imageData: {
      containerData: container(),
      image: { src: { id: media.id }, ...(width ? { width } : {}), ...(height ? { height } : {}) },
      ...(alt ? { altText: alt } : {}),
      ...(linked ? { link: structuredClone(linked) } : {}),
    },
  }
}

/**
 * The LINK decoration for an href, or null when it is not one we may link to: only http(s), mailto and
 * relative URLs. Scheme detection follows the URL parser (outer spaces and controls trimmed, tabs and
 * newlines removed), so "java\tscript:" is caught; whatever else has a colon before the first / ? # is refused.
 */
function link(href: string | undefined): Decoration | null {
  const url = (href ?? '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  if (!url) return null
  const scheme = /^([^/?#:]*):/.exec(url)?.[1]?.toLowerCase()
  const external = scheme === 'http' || scheme === 'https' || (scheme === undefined && url.startsWith('//'))
  if (scheme !== undefined && !external && scheme !== 'mailto') return null
  return {
    type: 'LINK',
    linkData: { link: external ? { url, target: 'BLANK', rel: { noreferrer: true } } : { url, target: 'SELF' } },
  }
}

/** Text of a <pre> as written: whitespace kept, <br> as a newline, no decorations. */
function preText(nodes: readonly DomNode[]): string {
  return nodes
    .map((node) => {
      if (DomUtils.isText(node)) return node.data
      if (!DomUtils.isTag(node) || HIDDEN_TAGS.has(node.name)) return ''
      return node.name === 'br' ? '\n' : preText(node.children)
    })
    .join('')
}
