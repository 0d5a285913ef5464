'use client'

import { ChevronDown, ChevronUp, GripHorizontal, Loader2, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type PointerEvent } from 'react'

import { SafeHtml } from './SafeHtml'

/** SPEC 9 drawer: 80 px to 80 % of the window, toggles 80/400, snaps by the 200/120 thresholds. */
export const DRAWER = { min: 80, expanded: 400, expandThreshold: 200, collapseThreshold: 120, maxRatio: 0.8 }

export function snapHeight(height: number, windowHeight: number): number {
  const max = Math.round(windowHeight * DRAWER.maxRatio)
  const clamped = Math.min(max, Math.max(DRAWER.min, height))
  if (clamped < DRAWER.collapseThreshold) return DRAWER.min
  if (clamped < DRAWER.expandThreshold) return Math.min(max, DRAWER.expanded)
  return clamped
}

type Props = { html: string; writing: boolean; done?: boolean; visible: boolean; onHide: () => void }

export function LivePreviewDrawer({ html, writing, done = false, visible, onHide }: Props) {
  const t = useTranslations('writer')
  const [height, setHeight] = useState(DRAWER.min)
  const drag = useRef<{ startY: number; startHeight: number } | null>(null)
  const body = useRef<HTMLDivElement>(null)

  // Open up while writing; fold away when done, so the finished article and its actions show.
  useEffect(() => {
    setHeight((h) => (writing ? (h <= DRAWER.min ? DRAWER.expanded : h) : DRAWER.min))
  }, [writing])
  useEffect(() => {
    if (writing && body.current) body.current.scrollTop = body.current.scrollHeight
  }, [html, writing])

  if (!visible) return null
  const expanded = height > DRAWER.min

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { startY: e.clientY, startHeight: height }
    ;(e.target as Element).setPointerCapture(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent) => {
    if (!drag.current) return
    const max = Math.round(window.innerHeight * DRAWER.maxRatio)
    setHeight(Math.min(max, Math.max(DRAWER.min, drag.current.startHeight + (drag.current.startY - e.clientY))))
  }
  const onPointerUp = () => {
    if (!drag.current) return
    drag.current = null
    setHeight((h) => snapHeight(h, window.innerHeight))
  }

  return (
    <section
      aria-label={t('livePreview')}
      className="fixed inset-x-0 bottom-0 z-30 flex flex-col border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.08)]"
      style={{ height }}
      data-testid="live-preview"
    >
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('resize')}
        aria-valuenow={height}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(e) => {
          if (e.key === 'ArrowUp') setHeight((h) => snapHeight(h + 40, window.innerHeight))
          if (e.key === 'ArrowDown') setHeight((h) => snapHeight(h - 40, window.innerHeight))
        }}
        className="flex h-4 cursor-row-resize touch-none items-center justify-center text-slate-400"
      >
        <GripHorizontal className="size-4" aria-hidden />
      </div>
      <div className="flex items-center gap-3 px-4 pb-2">
        <h2 className="shrink-0 whitespace-nowrap text-sm font-semibold text-slate-900">{t('livePreview')}</h2>
        {!writing && done && !expanded && <span className="truncate text-xs text-slate-500">{t('previewFinished')}</span>}
        {writing && (
          <span className="inline-flex min-w-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700" data-testid="ai-writing">
            <Loader2 className="size-3 animate-spin" aria-hidden />
            {t('aiWriting')}
          </span>
        )}
        <div className="ml-auto flex gap-1">
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => setHeight(expanded ? DRAWER.min : DRAWER.expanded)} aria-label={expanded ? t('collapse') : t('expand')}>
            {expanded ? <ChevronDown className="size-4" aria-hidden /> : <ChevronUp className="size-4" aria-hidden />}
          </button>
          <button type="button" className="btn-ghost px-2 py-1" onClick={onHide} aria-label={t('hide')}>
            <X className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {/* Folded to a strip, the drawer shows no half line of text: expand it to read. */}
      <div ref={body} className={`article-body flex-1 overflow-y-auto px-4 pb-6 ${expanded ? '' : 'hidden'}`} aria-live="off">
        <SafeHtml html={html} />
      </div>
    </section>
  )
}
