'use client'

import { ListTree, Loader2, PenLine, ShieldCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { UsageRing } from '../billing/UsageRing'
import { WriterOutput } from './WriterOutput'
import { SubscriptionModal } from './SubscriptionModal'
import { OutlineControls, OutlinePanel, useOutlineReview } from './OutlineReview'
import { TitlePicker } from './TitlePicker'
import { useWriter } from './useWriter'
import { PageHeader } from '../ui/PageHeader'

/** /blog-writer: usage ring, title picker, Topic + Focus Keyword form, result with SEO data. */
export function BlogWriter({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('writer')
  const tOutline = useTranslations('outline')
  const writer = useWriter()
  const { state, streaming, report, billing } = writer
  const [topic, setTopic] = useState('')
  const [keyword, setKeyword] = useState('')
  const [selectedTitle, setSelectedTitle] = useState<string | null>(null)

  const review = useOutlineReview('article', `${topic.trim()}\n${keyword.trim()}`, report)
  const request = () => ({ topic: topic.trim(), focusKeyword: keyword.trim(), selectedTitle: selectedTitle === topic ? selectedTitle : undefined, tone: 'professional', source: selectedTitle === topic ? ('title' as const) : ('keyword' as const) })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!topic.trim() || !keyword.trim()) return
    if (review.needsOutline) return void review.plan(request())
    writer.generate({ ...request(), ...review.extras() })
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('blogWriterTitle')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="space-y-6">
          <section className="card">
            <TitlePicker
              selected={selectedTitle}
              onSelect={(title, kw) => {
                setSelectedTitle(title)
                setTopic(title)
                setKeyword(kw)
              }}
              onError={report}
            />
          </section>
          <form className="card space-y-4" onSubmit={submit} noValidate>
            <div>
              <label htmlFor="bw-topic" className="label">{t('topic')}</label>
              <input id="bw-topic" className="input" maxLength={200} placeholder={t('topicPlaceholder')} value={topic} onChange={(e) => setTopic(e.target.value)} />
            </div>
            <div>
              <label htmlFor="bw-keyword" className="label">{t('focusKeyword')}</label>
              <input id="bw-keyword" className="input" maxLength={100} placeholder={t('focusKeywordPlaceholder')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            </div>
            <OutlineControls review={review} disabled={streaming} />
            <OutlinePanel review={review} disabled={streaming} onRemake={() => void review.plan(request())} />
            <button type="submit" className="btn-primary" disabled={streaming || !topic.trim() || !keyword.trim() || review.planning || Boolean(review.problem)}>
              {streaming || review.planning ? <Loader2 className="size-4 animate-spin" aria-hidden /> : review.needsOutline ? <ListTree className="size-4" aria-hidden /> : <PenLine className="size-4" aria-hidden />}
              {streaming ? t('generating') : review.needsOutline ? tOutline('makeOutline') : t('generate')}
            </button>
          </form>
        </div>
        <aside className="space-y-6">
          <section className="card">
            {billing.status ? <UsageRing status={billing.status} /> : <div className="h-32 animate-pulse rounded-xl bg-slate-100" />}
          </section>
          {isAdmin && (
            <section className="card border-amber-200 bg-amber-50">
              <h2 className="flex items-center gap-2 font-semibold text-amber-900">
                <ShieldCheck className="size-5" aria-hidden />
                {t('adminCardTitle')}
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-amber-900">
                <li>{t('adminCard1')}</li>
                <li>{t('adminCard2')}</li>
                <li>{t('adminCard3')}</li>
              </ul>
            </section>
          )}
        </aside>
      </div>
      {state.phase === 'idle' && <p className="card text-center text-slate-500">{t('emptyResult')}</p>}
      <WriterOutput writer={writer} />
      <SubscriptionModal reason={writer.modal} onClose={writer.closeModal} />
    </div>
  )
}
