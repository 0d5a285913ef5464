'use client'

import { Loader2, Wand2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { href } from '@/shared/paths'
import { isWebAddress } from '@/shared/urls'
import { Field } from '../ui/Field'
import { PageHeader } from '../ui/PageHeader'
import { useErrorText } from '../useErrorText'
import { PreviewToggle, WriterOutput } from './WriterOutput'
import { useWriter } from './useWriter'

type PromptRequest = { prompt: string; url?: string }

/** /prompt-to-post (SPEC 2, 5, 8): instructions (and optionally a page to write from) → an article. */
export function PromptToPost() {
  const t = useTranslations('promptTool')
  const errorText = useErrorText()
  const router = useRouter()
  const writer = useWriter<PromptRequest>('/api/ai/prompt', { reportErrors: false })
  const { state, streaming } = writer
  const [prompt, setPrompt] = useState('')
  const [url, setUrl] = useState('')

  useEffect(() => {
    if (state.phase === 'done') toast.success(t('done'))
    if (state.phase !== 'error') return
    // SPEC 8: a plan or quota problem says so and leads to the plans.
    if (state.code === 'SUBSCRIPTION_REQUIRED' || state.code === 'QUOTA_EXCEEDED') {
      const key = state.code === 'SUBSCRIPTION_REQUIRED' ? 'subscription' : 'limit'
      toast.error(t(`${key}Title`), { description: t(`${key}Text`) })
      return router.push(href('subscription'))
    }
    toast.error(errorText(state, { fallback: t('failed') }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!prompt.trim()) return void toast.error(t('errorTitle'), { description: t('promptRequired') })
    if (url.trim() && !isWebAddress(url.trim())) return void toast.error(t('errorTitle'), { description: t('invalidUrl') })
    toast.info(t('startedTitle'), { description: t('startedText'), duration: 8000 })
    writer.generate({ prompt: prompt.trim(), ...(url.trim() ? { url: url.trim() } : {}) })
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="card space-y-5" onSubmit={submit} noValidate>
        <Field id="prompt-url" label={t('urlLabel')} hint={t('urlHint')}>
          <input id="prompt-url" className="input" type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <Field id="prompt-text" label={t('promptLabel')} hint={t('promptHint')}>
          <textarea id="prompt-text" className="input min-h-36" rows={6} maxLength={2000} placeholder={t('promptPlaceholder')} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={!prompt.trim() || streaming}>
            {streaming ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Wand2 className="size-4" aria-hidden />}
            {streaming ? t('generating') : t('generate')}
          </button>
          <PreviewToggle writer={writer} />
        </div>
      </form>

      <WriterOutput writer={writer} />
    </div>
  )
}
