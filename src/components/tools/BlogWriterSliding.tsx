'use client'

import { Loader2, PenLine } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { isUnlimited, outOfCredits } from '@/shared/plans'
import { PreviewToggle, WriterOutput } from './WriterOutput'
import { SubscriptionModal } from './SubscriptionModal'
import { TitlePicker } from './TitlePicker'
import { useWriter } from './useWriter'
import { PageHeader } from '../ui/PageHeader'

/** /blog-writer-sliding (SPEC: Single Keyword Perfect SEO Content): keyword → titles → article streamed into the live preview → saved result. */
export function BlogWriterSliding() {
  const t = useTranslations('writer')
  const writer = useWriter()
  const { state, streaming, report } = writer
  const [choice, setChoice] = useState<{ title: string; keyword: string } | null>(null)

  function generate() {
    if (!choice) return
    writer.generate({ topic: choice.title, focusKeyword: choice.keyword, selectedTitle: choice.title, source: 'keyword' })
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
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
          <button
            type="button"
            className="btn-primary"
            onClick={noCreditLeft ? () => report('QUOTA_EXCEEDED') : generate}
            disabled={!choice || streaming}
          >
            {streaming ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <PenLine className="size-4" aria-hidden />}
            {streaming ? t('generating') : t('generate')}
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
