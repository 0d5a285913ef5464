'use client'

import { Loader2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'

function EditorLoading() {
  const t = useTranslations('editor')
  return (
    <p className="flex min-h-64 items-center justify-center gap-2 text-sm text-slate-500" aria-live="polite">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      {t('loading')}
    </p>
  )
}

/** The rich-text editor (Lexical), loaded when a screen shows it, not with every page that could. */
export const LazyRichTextEditor = dynamic(() => import('./RichTextEditor').then((m) => m.RichTextEditor), { ssr: false, loading: EditorLoading })
