import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { $generateNodesFromDOM } from '@payloadcms/richtext-lexical/lexical/html'
import { LinkNode } from '@payloadcms/richtext-lexical/lexical/link'
import { ListItemNode, ListNode } from '@payloadcms/richtext-lexical/lexical/list'
import { HeadingNode, QuoteNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { $getRoot, $insertNodes } from '@payloadcms/richtext-lexical/lexical'
import { parseHTML } from 'linkedom'

import { ImageNode } from '@/components/editor/ImageNode'
import { editorStateToHtml, isEditorUrl, nodeToHtml, normaliseLinkUrl } from '@/shared/editorHtml'

/** HTML → the editor's document → HTML, as the article editor opens and saves a text. */
function roundTrip(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  const editor = createHeadlessEditor({ nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode], onError: (e) => { throw e } })
  editor.update(
    () => {
      $getRoot().clear().select()
      $insertNodes($generateNodesFromDOM(editor, document as unknown as Document))
    },
    { discrete: true },
  )
  return editorStateToHtml(editor.getEditorState().toJSON() as never)
}

describe('article HTML through the rich-text editor', () => {
  beforeAll(() => {
    // Lexical's importer asks `instanceof HTMLElement`-style questions of the DOM it is given.
    const { window } = parseHTML('<!doctype html><html><body></body></html>')
    Object.assign(globalThis, { window, document: window.document, Node: window.Node, HTMLElement: window.HTMLElement, Element: window.Element, Text: window.Text, DocumentFragment: window.DocumentFragment })
  })

  it('keeps headings H1–H4, paragraphs, bold, italic, underline, links, both lists, quotes and images unchanged', () => {
    const article =
      '<h1>Email Marketing Tips</h1><p>Start with <strong>one</strong> list and <em>one</em> <u>offer</u>.</p>' +
      '<h2>Why it works</h2><p>Read <a href="https://example.com/guide">the guide</a> &amp; decide.</p>' +
      '<h3>Steps</h3><ul><li>Plan</li><li>Write</li></ul><h4>Then</h4><ol><li>Send</li><li>Measure</li></ol>' +
      '<blockquote>Short beats long.</blockquote><img src="https://cdn.example.com/a.png" alt="A chart">'
    expect(roundTrip(article)).toBe(article)
  })

  it('writes bold italic text as nested tags the allow-list keeps, and escapes text', () => {
    expect(nodeToHtml({ type: 'text', text: 'a < b & "c"', format: 3 })).toBe('<em><strong>a &lt; b &amp; &quot;c&quot;</strong></em>')
    expect(nodeToHtml({ type: 'paragraph', children: [{ type: 'text', text: 'one' }, { type: 'linebreak' }, { type: 'text', text: 'two' }] })).toBe('<p>one<br>two</p>')
  })

  it('never writes a link or image the sanitizer would have to remove', () => {
    expect(nodeToHtml({ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] })).toBe('x')
    expect(nodeToHtml({ type: 'image', src: 'data:image/png;base64,AAAA', altText: '' })).toBe('')
    expect(nodeToHtml({ type: 'link', url: 'https://a.example/?q="x"', children: [{ type: 'text', text: 'x' }] })).toBe('<a href="https://a.example/?q=&quot;x&quot;">x</a>')
  })

  it('drops empty paragraphs and keeps the text of unknown nodes', () => {
    expect(nodeToHtml({ type: 'root', children: [{ type: 'paragraph', children: [] }, { type: 'mystery', children: [{ type: 'text', text: 'kept' }] }] })).toBe('kept')
  })
})

describe('link addresses typed into the editor', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['  example.com/pricing ', 'https://example.com/pricing'],
    ['mailto:team@example.com', 'mailto:team@example.com'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['not a url', null],
    ['', null],
    ['word', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseLinkUrl(input)).toBe(expected)
  })

  it('lets the editor keep only web and mail links', () => {
    expect(isEditorUrl('https://example.com')).toBe(true)
    expect(isEditorUrl('ftp://example.com')).toBe(false)
    expect(isEditorUrl('https://')).toBe(false)
  })
})
