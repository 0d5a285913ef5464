'use client'

import { ListTree, Loader2, ShoppingBag } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../ui/toast'

import type { ArticleLength, Outline } from '@/shared/outline'
import { href } from '@/shared/paths'
import { isWebAddress } from '@/shared/urls'
import { Field } from '../ui/Field'
import { PageHeader } from '../ui/PageHeader'
import { useErrorText } from '../useErrorText'
import { OutlineControls, OutlinePanel, useOutlineReview } from './OutlineReview'
import { PreviewToggle, WriterOutput } from './WriterOutput'
import { useWriter } from './useWriter'
import { WriterStatus } from './WriterStatus'

type PromoRequest = { url: string; preferredLanguage: string; outline?: Outline; length?: ArticleLength; voice?: number | null }

/** /product-promo (SPEC 2, 5, 8, 9): a product page → a promotional article in the content viewer. */
export function ProductPromo() {
  const t = useTranslations('promoTool')
  const tOutline = useTranslations('outline')
  const locale = useLocale()
  const errorText = useErrorText()
  const writer = useWriter<PromoRequest>('/api/ai/promo', { reportErrors: false })
  const { state, streaming } = writer
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | undefined>()
  // A page that cannot be read says why (the fetcher's own sentence), as the writing does.
  const review = useOutlineReview('promo', url.trim(), (code, message, details) => toast.error(code.startsWith('URL_') ? errorText({ code, details }) : (message ?? t('failed'))))

  useEffect(() => {
    if (state.phase === 'done') toast.success(t('done'))
  }, [state.phase, t])

  // SPEC 8 promo texts; a page that cannot be read says why (the fetcher's own sentence).
  let failure: { message: string; action?: ReactNode } | null = null
  if (state.phase === 'error') {
    const planProblem = state.code === 'SUBSCRIPTION_REQUIRED' || state.code === 'QUOTA_EXCEEDED'
    failure = planProblem
      ? {
          message: state.code === 'SUBSCRIPTION_REQUIRED' ? t('subscriptionRequired') : t('limitReached'),
          action: <Link href={href('subscription')} className="font-semibold underline">{t('seePlans')}</Link>,
        }
      : { message: state.code.startsWith('URL_') ? errorText(state) : t('failed') }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = url.trim()
    const problem = !value ? t('urlRequired') : !isWebAddress(value) ? t('urlInvalid') : undefined
    setError(problem)
    if (problem) return
    if (review.needsOutline) return void review.plan({ url: value, preferredLanguage: locale })
    writer.generate({ url: value, preferredLanguage: locale, ...review.extras() })
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="card space-y-5" onSubmit={submit} noValidate>
        <Field id="promo-url" label={t('urlLabel')} error={error} hint={t('urlHint')}>
          <input
            id="promo-url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://example.com/products/your-product"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value)
              setError(undefined)
            }}
          />
        </Field>
        <OutlineControls review={review} disabled={streaming} />
        <OutlinePanel review={review} disabled={streaming} onRemake={() => void review.plan({ url: url.trim(), preferredLanguage: locale })} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={streaming || review.planning || Boolean(review.problem)}>
            {streaming || review.planning ? <Loader2 className="size-4 animate-spin" aria-hidden /> : review.needsOutline ? <ListTree className="size-4" aria-hidden /> : <ShoppingBag className="size-4" aria-hidden />}
            {streaming ? t('generating') : review.needsOutline ? tOutline('makeOutline') : t('generate')}
          </button>
          <PreviewToggle writer={writer} />
        </div>
      </form>

      <WriterStatus writing={streaming} started={{ title: t('startedTitle'), text: t('startedText') }} failure={failure} />
      <WriterOutput writer={writer} />
    </div>
  )
}
