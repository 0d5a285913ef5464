'use client'

import { $isLinkNode, $toggleLink } from '@payloadcms/richtext-lexical/lexical/link'
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode, REMOVE_LIST_COMMAND } from '@payloadcms/richtext-lexical/lexical/list'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, type HeadingTagType } from '@payloadcms/richtext-lexical/lexical/rich-text'
import { $setBlocksType } from '@payloadcms/richtext-lexical/lexical/selection'
import { $getNearestNodeOfType, mergeRegister } from '@payloadcms/richtext-lexical/lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
  type LexicalNode,
} from '@payloadcms/richtext-lexical/lexical'
import { Bold, Heading2, Heading3, Heading4, Italic, Link2, List, ListOrdered, Pilcrow, Quote, Redo2, Undo2, type LucideIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../ui/toast'

import { normaliseLinkUrl } from '@/shared/editorHtml'

type Block = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'quote' | 'bullet' | 'number'
type ToolbarState = { block: Block; bold: boolean; italic: boolean; link: string | null; canUndo: boolean; canRedo: boolean }

const INITIAL: ToolbarState = { block: 'paragraph', bold: false, italic: false, link: null, canUndo: false, canRedo: false }

function $blockOf(node: LexicalNode): Block {
  const top = node.getKey() === 'root' ? node : (node.getParents().find((parent) => $isRootOrShadowRoot(parent.getParent())) ?? node)
  if ($isListNode(top)) return ($getNearestNodeOfType(node, ListNode) ?? top).getListType() === 'number' ? 'number' : 'bullet'
  if ($isHeadingNode(top)) return top.getTag()
  if ($isQuoteNode(top)) return 'quote'
  return 'paragraph'
}

function $linkOf(node: LexicalNode): string | null {
  const link = $isLinkNode(node) ? node : node.getParents().find($isLinkNode)
  return link ? link.getURL() : null
}

function ToolButton({ label, icon: Icon, active, disabled, onClick }: { label: string; icon: LucideIcon; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent ${active ? 'bg-brand-50 text-brand-700' : ''}`}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the text selection in the editor while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  )
}

const Divider = () => <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />

/**
 * Undo/redo, paragraph and H2–H4, bold, italic, link, lists and quote; each shows whether it applies
 * where the caret is. `actions` (Save, Cancel) sit at its end, so they stay in reach on a long text.
 */
export function EditorToolbar({ actions }: { actions?: ReactNode }) {
  const t = useTranslations('editor')
  const [editor] = useLexicalComposerContext()
  const [state, setState] = useState<ToolbarState>(INITIAL)
  const [linkUrl, setLinkUrl] = useState<string | null>(null)
  const savedSelection = useRef<BaseSelection | null>(null)

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => {
            const selection = $getSelection()
            if (!$isRangeSelection(selection)) return
            // Read now: React runs a state updater later, outside this read of the editor state.
            const node = selection.anchor.getNode()
            const now = { block: $blockOf(node), bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link: $linkOf(node) }
            setState((s) => ({ ...s, ...now }))
          }),
        ),
        editor.registerCommand(CAN_UNDO_COMMAND, (canUndo) => (setState((s) => ({ ...s, canUndo })), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (canRedo) => (setState((s) => ({ ...s, canRedo })), false), COMMAND_PRIORITY_LOW),
      ),
    [editor],
  )

  function setBlock(block: 'paragraph' | HeadingTagType | 'quote') {
    editor.update(() => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      const same = state.block === block
      if (block === 'paragraph' || same) $setBlocksType(selection, () => $createParagraphNode())
      else if (block === 'quote') $setBlocksType(selection, () => $createQuoteNode())
      else $setBlocksType(selection, () => $createHeadingNode(block))
    })
    editor.focus()
  }

  function toggleList(type: 'bullet' | 'number') {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined)
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined)
    editor.focus()
  }

  function openLink() {
    const selection = editor.read(() => $getSelection())
    if (!$isRangeSelection(selection) || (selection.isCollapsed() && !state.link)) return void toast.error(t('selectTextFirst'))
    savedSelection.current = selection.clone()
    setLinkUrl(state.link ?? '')
  }

  function applyLink(url: string | null) {
    editor.update(() => {
      if (savedSelection.current) $setSelection(savedSelection.current.clone())
      $toggleLink(url)
    })
    setLinkUrl(null)
    editor.focus()
  }

  function submitLink(event: FormEvent) {
    event.preventDefault()
    const url = normaliseLinkUrl(linkUrl ?? '')
    if (!url) return void toast.error(t('invalidUrl'))
    applyLink(url)
  }

  return (
    <div className="sticky top-16 z-10 rounded-t-lg border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex flex-wrap items-center gap-0.5 p-1" role="toolbar" aria-label={t('toolbar')}>
        <ToolButton label={t('undo')} icon={Undo2} disabled={!state.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)} />
        <ToolButton label={t('redo')} icon={Redo2} disabled={!state.canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)} />
        <Divider />
        <ToolButton label={t('paragraph')} icon={Pilcrow} active={state.block === 'paragraph'} onClick={() => setBlock('paragraph')} />
        <ToolButton label={t('heading2')} icon={Heading2} active={state.block === 'h2'} onClick={() => setBlock('h2')} />
        <ToolButton label={t('heading3')} icon={Heading3} active={state.block === 'h3'} onClick={() => setBlock('h3')} />
        <ToolButton label={t('heading4')} icon={Heading4} active={state.block === 'h4'} onClick={() => setBlock('h4')} />
        <Divider />
        <ToolButton label={t('bold')} icon={Bold} active={state.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')} />
        <ToolButton label={t('italic')} icon={Italic} active={state.italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')} />
        <ToolButton label={t('link')} icon={Link2} active={state.link !== null} onClick={openLink} />
        <Divider />
        <ToolButton label={t('bulletList')} icon={List} active={state.block === 'bullet'} onClick={() => toggleList('bullet')} />
        <ToolButton label={t('numberedList')} icon={ListOrdered} active={state.block === 'number'} onClick={() => toggleList('number')} />
        <ToolButton label={t('quote')} icon={Quote} active={state.block === 'quote'} onClick={() => setBlock('quote')} />
        {state.block === 'h1' && <span className="ml-2 text-xs font-medium text-slate-500">{t('titleHeading')}</span>}
        {actions && <div className="ml-auto flex items-center gap-2 pl-2">{actions}</div>}
      </div>
      {linkUrl !== null && (
        <form className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-2" onSubmit={submitLink}>
          <input
            className="input h-9 min-w-0 flex-1 basis-48"
            aria-label={t('linkUrl')}
            placeholder="https://"
            value={linkUrl}
            autoFocus
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setLinkUrl(null)}
          />
          <button type="submit" className="btn-primary h-9">{t('applyLink')}</button>
          {state.link !== null && (
            <button type="button" className="btn-secondary h-9" onClick={() => applyLink(null)}>{t('removeLink')}</button>
          )}
          <button type="button" className="btn-secondary h-9" onClick={() => setLinkUrl(null)}>{t('cancel')}</button>
        </form>
      )}
    </div>
  )
}
