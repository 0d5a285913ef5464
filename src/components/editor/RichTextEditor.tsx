'use client'

import { $generateNodesFromDOM } from '@payloadcms/richtext-lexical/lexical/html'
import { LinkNode } from '@payloadcms/richtext-lexical/lexical/link'
import { ListItemNode, ListNode } from '@payloadcms/richtext-lexical/lexical/list'
import { LexicalComposer, type InitialConfigType } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { ContentEditable } from '@payloadcms/richtext-lexical/lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@payloadcms/richtext-lexical/lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalListPlugin'
import { RichTextPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from '@payloadcms/richtext-lexical/lexical'
import { useEffect, useMemo, useRef, type ReactNode } from 'react'

import { editorStateToHtml, isEditorUrl } from '@/shared/editorHtml'
import { sanitizeForDisplay } from '../tools/SafeHtml'
import { ImageNode } from './ImageNode'
import { EditorToolbar } from './EditorToolbar'

// Lexical's class names for what the article stylesheet (.article-body) does not already style.
const THEME = {
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
  list: { nested: { listitem: 'list-none' } },
}

function currentHtml(editor: LexicalEditor): string {
  return editor.read(() => editorStateToHtml(editor.getEditorState().toJSON()))
}

/** Reports the document as HTML after every change of content (not of selection), and whether it differs from what it opened with. */
function ChangeReporter({ onChange }: { onChange: (html: string, changed: boolean) => void }) {
  const [editor] = useLexicalComposerContext()
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  }, [onChange])
  useEffect(() => {
    const opened = currentHtml(editor)
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return
      const html = editorStateToHtml(editorState.toJSON())
      latest.current(html, html !== opened)
    })
  }, [editor])
  return null
}

/**
 * The article editor: Lexical with headings, bold, italic, links, lists, quotes and undo/redo.
 * HTML comes in through the display sanitizer and goes out as plain HTML (src/shared/editorHtml),
 * which the server sanitizes again on save.
 */
export function RichTextEditor({
  initialHtml,
  label,
  onChange,
  actions,
}: {
  initialHtml: string
  label: string
  onChange: (html: string, changed: boolean) => void
  actions?: ReactNode
}) {
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'article',
      nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
      theme: THEME,
      onError: (error: Error) => console.error(error),
      editorState: (editor: LexicalEditor) => {
        const dom = new DOMParser().parseFromString(sanitizeForDisplay(initialHtml), 'text/html')
        const nodes = $generateNodesFromDOM(editor, dom)
        $getRoot().clear().select()
        $insertNodes(nodes)
        // No selection left behind: Lexical would put the focus in the editor when it loads, taking
        // it from a field the user is already typing in (the meta description beside it).
        $setSelection(null)
      },
    }),
    // The editor opens once with the saved text; later props must not reset what the user typed.
    [],
  )
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rounded-lg border border-slate-200 focus-within:border-brand-300 focus-within:ring-2 focus-within:ring-brand-100">
        <EditorToolbar actions={actions} />
        <RichTextPlugin
          contentEditable={<ContentEditable className="article-body min-h-64 px-4 py-3 outline-none" aria-label={label} aria-multiline role="textbox" />}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isEditorUrl} />
      <ChangeReporter onChange={onChange} />
    </LexicalComposer>
  )
}
