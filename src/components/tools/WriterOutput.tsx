'use client'

import { Eye, EyeOff } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { LivePreviewDrawer } from './LivePreviewDrawer'
import { WriterResult } from './WriterResult'
import type { useWriter } from './useWriter'

type Writer = Pick<ReturnType<typeof useWriter>, 'state' | 'streaming' | 'preview' | 'previewHtml' | 'replaceArticle'>

/** Show/Hide Preview, once a writing screen has started (SPEC 2). */
export function PreviewToggle({ writer }: { writer: Writer }) {
  const t = useTranslations('writer')
  if (writer.state.phase === 'idle' || writer.state.phase === 'error') return null
  return (
    <button type="button" className="btn-secondary" onClick={writer.preview.toggle}>
      {writer.preview.shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      {writer.preview.shown ? t('hidePreview') : t('showPreview')}
    </button>
  )
}

/** What every writing screen shows of its article: the saved result, and the live preview drawer while it is written. */
export function WriterOutput({ writer }: { writer: Writer }) {
  const { state } = writer
  return (
    <>
      {state.phase === 'done' && <WriterResult article={state.article} onChange={writer.replaceArticle} />}
      <LivePreviewDrawer html={writer.previewHtml} writing={writer.streaming} done={state.phase === 'done'} visible={writer.preview.visible} onHide={writer.preview.hide} />
    </>
  )
}
