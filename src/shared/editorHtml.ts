import { ALLOWED_URL } from './allowList'
import { escapeHtml } from './text'

/**
 * The rich-text editor's document (Lexical's serialized JSON) as the plain HTML articles are
 * stored in. Lexical's own exporter wraps formatted text in `<b><strong style=…>` and adds
 * classes; the stored article should read like hand-written HTML, so the few node kinds the
 * editor offers are written out here, and anything unknown keeps its text.
 */
export type EditorNode = {
  type: string
  children?: EditorNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  src?: string
  altText?: string
}

// Lexical's text format bits (TextFormatType): only those the allow-list can store.
const TEXT_FORMATS: readonly [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [8, 'u'],
]
const HEADING = /^h[1-6]$/

function inner(node: EditorNode): string {
  return (node.children ?? []).map(nodeToHtml).join('')
}

function textToHtml(node: EditorNode): string {
  let html = escapeHtml(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [bit, tag] of TEXT_FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`
  return html
}

export function nodeToHtml(node: EditorNode): string {
  switch (node.type) {
    case 'root':
      return inner(node)
    case 'text':
      return textToHtml(node)
    case 'linebreak':
      return '<br>'
    case 'tab':
      return ' '
    case 'paragraph': {
      const content = inner(node)
      return content ? `<p>${content}</p>` : ''
    }
    case 'heading': {
      const tag = node.tag && HEADING.test(node.tag) ? node.tag : 'h2'
      return `<${tag}>${inner(node)}</${tag}>`
    }
    case 'quote':
      return `<blockquote>${inner(node)}</blockquote>`
    case 'list': {
      const tag = node.listType === 'number' ? 'ol' : 'ul'
      return `<${tag}>${inner(node)}</${tag}>`
    }
    case 'listitem':
      return `<li>${inner(node)}</li>`
    case 'link':
    case 'autolink':
      return node.url && ALLOWED_URL.test(node.url) ? `<a href="${escapeHtml(node.url)}">${inner(node)}</a>` : inner(node)
    case 'image':
      // A web address or one of this site's own files (/api/media/…): never data: or mailto:.
      return node.src && /^(?:https?:|\/)/i.test(node.src) ? `<img src="${escapeHtml(node.src)}" alt="${escapeHtml(node.altText ?? '')}">` : ''
    default:
      return inner(node)
  }
}

/** `editor.getEditorState().toJSON()` → stored article HTML. */
export function editorStateToHtml(state: { root: EditorNode }): string {
  return nodeToHtml(state.root)
}

/** Whether the editor may keep a link to `url`: web and mail addresses only. */
export function isEditorUrl(url: string): boolean {
  if (!ALLOWED_URL.test(url)) return false
  try {
    return Boolean(new URL(url).host) || url.toLowerCase().startsWith('mailto:')
  } catch {
    return false
  }
}

/** What a person typed into the link box as a link the editor keeps ('example.com' → 'https://example.com'), or null. */
export function normaliseLinkUrl(input: string): string | null {
  const value = input.trim()
  if (!value || /\s/.test(value)) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isEditorUrl(value) ? value : null
  const withScheme = `https://${value.replace(/^\/\//, '')}`
  return /^[^/]+\.[^/]+/.test(value) && isEditorUrl(withScheme) ? withScheme : null
}
