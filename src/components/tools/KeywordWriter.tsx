'use client'

import { Eye, EyeOff, Loader2, PenLine } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import { useBillingStatus } from '../billing/useBillingStatus'
import { ArticleView } from './ArticleView'
import { LivePreviewDrawer } from './LivePreviewDrawer'
import { SubscriptionModal } from './SubscriptionModal'
import { TitlePicker } from './TitlePicker'
import { useArticleStream } from './useArticleStream'
import { useGenerationErrors } from './useGenerationErrors'

/** /blog-writer-sliding: keyword → titles → article streamed into the live preview → saved result. */
export function KeywordWriter() {
  const t = useTranslations('writer')
  const { state, start, replaceArticle } = useArticleStream()
  const { modal, closeModal, report } = useGenerationErrors()
  const billing = useBillingStatus()
  const [choice, setChoice] = useState<{ title: string; keyword: string } | null>(null)
  const [previewVisible, setPreviewVisible] = useState(true)

  const streaming = state.phase === 'streaming'
  useEffect(() => {
    if (state.phase === 'error') report(state.code, state.message)
    if (state.phase === 'done' || state.phase === 'error') void billing.mutate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase])

  function generate() {
    if (!choice) return
    setPreviewVisible(true)
    void start({ topic: choice.title, focusKeyword: choice.keyword, selectedTitle: choice.title, source: 'keyword' })
  }

  const status = billing.status
  const outOfCredits = status ? !status.subscribed && status.remaining <= 0 : false
  const previewHtml = state.phase === 'idle' ? '' : state.phase === 'done' ? (state.article.content ?? '') : state.text

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('subtitle')}</p>
        </div>
        {status && status.tier !== 'admin' && (
          <p className="text-sm text-slate-600" data-testid="remaining-line">
            {status.limit >= 999 ? null : t('remainingLine', { remaining: status.remaining, limit: status.limit })}
          </p>
        )}
      </div>

      <section className="card">
        <TitlePicker selected={choice?.title ?? null} onSelect={(title, keyword) => setChoice({ title, keyword })} onError={report} />
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
          <button
            type="button"
            className="btn-primary"
            onClick={outOfCredits ? () => report('QUOTA_EXCEEDED') : generate}
            disabled={!choice || streaming}
          >
            {streaming ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <PenLine className="size-4" aria-hidden />}
            {streaming ? t('generating') : t('generate')}
          </button>
          {state.phase !== 'idle' && (
            <button type="button" className="btn-secondary" onClick={() => setPreviewVisible((v) => !v)}>
              {previewVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
              {previewVisible ? t('hidePreview') : t('showPreview')}
            </button>
          )}
          {outOfCredits && <span className="text-sm font-medium text-red-600">{t('dailyLimit')}</span>}
          {!choice && <span className="text-sm text-slate-500">{t('selectTitleFirst')}</span>}
        </div>
      </section>

      {state.phase === 'done' && (
        <>
          <p className="text-sm text-green-700">
            {t('savedNote')} · <Link className="underline" href="/dashboard/articles">{t('openArticles')}</Link>
          </p>
          <ArticleView key={state.article.id} article={state.article} onChange={replaceArticle} />
        </>
      )}

      <LivePreviewDrawer html={previewHtml} writing={streaming} visible={previewVisible && state.phase !== 'idle'} onHide={() => setPreviewVisible(false)} />
      <SubscriptionModal reason={modal} onClose={closeModal} />
    </div>
  )
}
