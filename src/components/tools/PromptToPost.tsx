'use client'

import { ListTree, Loader2, Wand2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react'
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

const STARTED_TOAST = 'prompt-started'

type PromptRequest = { prompt: string; focusKeyword?: string; url?: string; outline?: Outline; length?: ArticleLength; voice?: number | null }

/** /prompt-to-post (SPEC 2, 5, 8): instructions (and optionally a page to write from) → an article. */
export function PromptToPost() {
  const t = useTranslations('promptTool')
  const tOutline = useTranslations('outline')
  const errorText = useErrorText()
  const router = useRouter()
  const writer = useWriter<PromptRequest>('/api/ai/prompt', { reportErrors: false })
  const { state, streaming } = writer
  const [prompt, setPrompt] = useState('')
  const [url, setUrl] = useState('')
  const [keyword, setKeyword] = useState('')

  const [errors, setErrors] = useState<{ prompt?: string; url?: string }>({})
  const review = useOutlineReview('prompt', `${prompt.trim()}\n${url.trim()}\n${keyword.trim()}`, (code, message, details) =>
    toast.error(errorText({ code, details }, { fallback: message ?? t('failed') })),
  )

  useEffect(() => {
    // The SPEC's 8-second "ready within 2 minutes" toast goes when the article is done or failed: one state at a time.
    if (state.phase === 'done' || state.phase === 'error') toast.dismiss(STARTED_TOAST)
    if (state.phase === 'done') toast.success(t('done'))
    // SPEC 8: a plan or quota problem says so and leads to the plans.
    if (state.phase === 'error' && (state.code === 'SUBSCRIPTION_REQUIRED' || state.code === 'QUOTA_EXCEEDED')) {
      const key = state.code === 'SUBSCRIPTION_REQUIRED' ? 'subscription' : 'limit'
      toast.error(t(`${key}Title`), { description: t(`${key}Text`) })
      router.push(href('subscription'))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase])
  // Any other failure is said in place, as the promo tool does (issue 39).
  const failure = state.phase === 'error' && state.code !== 'SUBSCRIPTION_REQUIRED' && state.code !== 'QUOTA_EXCEEDED' ? { message: errorText(state, { fallback: t('failed') }) } : null

  /** A field's change also clears what was said about it. */
  const edit = (field: 'prompt' | 'url', set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    set(event.target.value)
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    // Said at the field, so Enter with empty instructions tells why nothing starts.
    const problems = {
      prompt: prompt.trim() ? undefined : t('promptRequired'),
      url: url.trim() && !isWebAddress(url.trim()) ? t('invalidUrl') : undefined,
    }
    setErrors(problems)
    if (problems.prompt || problems.url) return
    if (review.needsOutline) return void review.plan(request())
    toast.info(t('startedTitle'), { id: STARTED_TOAST, description: t('startedText'), duration: 8000 })
    writer.generate({ ...request(), ...review.extras() })
  }

  const request = () => ({ prompt: prompt.trim(), ...(keyword.trim() ? { focusKeyword: keyword.trim() } : {}), ...(url.trim() ? { url: url.trim() } : {}) })

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 pb-32 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <form className="card space-y-5" onSubmit={submit} noValidate>
        <Field id="prompt-url" label={t('urlLabel')} hint={t('urlHint')} error={errors.url}>
          <input id="prompt-url" className="input" type="url" inputMode="url" placeholder="https://" value={url} onChange={edit('url', setUrl)} />
        </Field>
        <Field id="prompt-text" label={t('promptLabel')} hint={t('promptHint')} error={errors.prompt}>
          <textarea
            id="prompt-text"
            className="input min-h-36"
            rows={6}
            maxLength={2000}
            placeholder={t('promptPlaceholder')}
            value={prompt}
            onChange={edit('prompt', setPrompt)}
          />
        </Field>
        <Field id="prompt-keyword" label={t('keywordLabel')} hint={t('keywordHint')}>
          <input id="prompt-keyword" className="input" maxLength={100} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </Field>
        <OutlineControls review={review} disabled={streaming} />
        <OutlinePanel review={review} disabled={streaming} onRemake={() => void review.plan(request())} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={streaming || review.planning || Boolean(review.problem)}>
            {streaming || review.planning ? <Loader2 className="size-4 animate-spin" aria-hidden /> : review.needsOutline ? <ListTree className="size-4" aria-hidden /> : <Wand2 className="size-4" aria-hidden />}
            {streaming ? t('generating') : review.needsOutline ? tOutline('makeOutline') : t('generate')}
          </button>
          <PreviewToggle writer={writer} />
        </div>
      </form>

      <WriterStatus writing={streaming} started={null} failure={failure} />
      <WriterOutput writer={writer} />
    </div>
  )
}
