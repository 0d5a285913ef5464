'use client'

import { Loader2, ShoppingBag } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { appNameFromUrl } from '@/shared/promo'
import { isWebAddress } from '@/shared/urls'
import { Field } from '../ui/Field'
import { PageHeader } from '../ui/PageHeader'
import { useErrorText } from '../useErrorText'
import { PreviewToggle, WriterOutput } from './WriterOutput'
import { useWriter } from './useWriter'

type PromoRequest = { url: string; preferredLanguage: string }

/** /product-promo (SPEC 2, 5, 8, 9): a product page → a promotional article in the content viewer. */
export function ProductPromo() {
  const t = useTranslations('promoTool')
  const locale = useLocale()
  const errorText = useErrorText()
  const writer = useWriter<PromoRequest>('/api/ai/promo', { reportErrors: false })
  const { state, streaming } = writer
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | undefined>()
  const appName = isWebAddress(url.trim()) ? appNameFromUrl(url.trim()) : ''

  useEffect(() => {
    if (state.phase === 'done') toast.success(t('done'))
    if (state.phase !== 'error') return
    // SPEC 8 promo texts; a page that cannot be read says why (the fetcher's own sentence).
    if (state.code === 'SUBSCRIPTION_REQUIRED') toast.error(t('subscriptionRequired'))
    else if (state.code === 'QUOTA_EXCEEDED') toast.error(t('limitReached'))
    else if (state.code.startsWith('URL_')) toast.error(errorText({ code: state.code }))
    else toast.error(t('failed'))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase])

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = url.trim()
    const problem = !value ? t('urlRequired') : !isWebAddress(value) ? t('urlInvalid') : undefined
    setError(problem)
    if (problem) return void toast.error(problem)
    toast.info(t('startedTitle'), { description: t('startedText'), duration: 8000 })
    writer.generate({ url: value, preferredLanguage: locale })
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="card space-y-5" onSubmit={submit} noValidate>
        <Field id="promo-url" label={t('urlLabel')} error={error} hint={appName ? t('productHint', { name: appName }) : t('urlHint')}>
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
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={streaming}>
            {streaming ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ShoppingBag className="size-4" aria-hidden />}
            {streaming ? t('generating') : t('generate')}
          </button>
          <PreviewToggle writer={writer} />
        </div>
      </form>

      <WriterOutput writer={writer} />
    </div>
  )
}
