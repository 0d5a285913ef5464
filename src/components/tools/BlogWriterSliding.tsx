'use client'

import { ListTree, Loader2, PenLine } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { isUnlimited, outOfCredits } from '@/shared/plans'
import { PreviewToggle, WriterOutput } from './WriterOutput'
import { SubscriptionModal } from './SubscriptionModal'
import { OutlineControls, OutlinePanel, useOutlineReview } from './OutlineReview'
import { TitlePicker } from './TitlePicker'
import { useWriter } from './useWriter'
import { PageHeader } from '../ui/PageHeader'

/** /blog-writer-sliding (SPEC: Single Keyword Perfect SEO Content): keyword → titles → article streamed into the live preview → saved result. */
export function BlogWriterSliding() {
  const t = useTranslations('writer')
  const tOutline = useTranslations('outline')
  const writer = useWriter()
  const { state, streaming, report } = writer
  const [choice, setChoice] = useState<{ title: string; keyword: string } | null>(null)
  const review = useOutlineReview('article', choice ? `${choice.title}\n${choice.keyword}` : '', report)

  function generate() {
    if (!choice) return
    const request = { topic: choice.title, focusKeyword: choice.keyword, selectedTitle: choice.title, source: 'keyword' as const }
    if (review.needsOutline) return void review.plan(request)
    writer.generate({ ...request, ...review.extras() })
  }

  const status = writer.billing.status
  const noCreditLeft = status ? outOfCredits(status) : false

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          status &&
          status.tier !== 'admin' && (
            <p className="text-sm text-slate-600" data-testid="remaining-line">
              {isUnlimited(status.limit) ? null : t('remainingLine', { remaining: status.remaining, limit: status.limit })}
            </p>
          )
        }
      />

      <section className="card">
        <TitlePicker selected={choice?.title ?? null} onSelect={(title, keyword) => setChoice({ title, keyword })} onError={report} />
        <div className="mt-6 space-y-4 border-t border-slate-100 pt-5">
          <OutlineControls review={review} disabled={streaming} />
          <OutlinePanel review={review} disabled={streaming} onRemake={() => choice && void review.plan({ topic: choice.title, focusKeyword: choice.keyword, selectedTitle: choice.title, source: 'keyword' })} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={noCreditLeft ? () => report('QUOTA_EXCEEDED') : generate}
            disabled={!choice || streaming || review.planning || Boolean(review.problem)}
          >
            {streaming || review.planning ? <Loader2 className="size-4 animate-spin" aria-hidden /> : review.needsOutline ? <ListTree className="size-4" aria-hidden /> : <PenLine className="size-4" aria-hidden />}
            {streaming ? t('generating') : review.needsOutline ? tOutline('makeOutline') : t('generate')}
          </button>
          <PreviewToggle writer={writer} />
          {noCreditLeft && <span className="text-sm font-medium text-red-600">{t('monthlyLimitReached')}</span>}
          {!choice && <span className="text-sm text-slate-500">{t('selectTitleFirst')}</span>}
        </div>

      </section>

      <WriterOutput writer={writer} />
      <SubscriptionModal reason={writer.modal} onClose={writer.closeModal} />
    </div>
  )
}
