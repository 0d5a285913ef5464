'use client'

import { Copy, Loader2, Sparkles } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { postJson } from '../api'
import type { ClientErrorCode } from '@/shared/errors'

type Props = {
  selected: string | null
  onSelect: (title: string, keyword: string) => void
  onError: (code: ClientErrorCode, message?: string, details?: Record<string, unknown>) => void
}

/** Keyword → 10 SEO titles (select, copy). Enter submits. Titles never cost a credit. */
export function TitlePicker({ selected, onSelect, onError }: Props) {
  const t = useTranslations('writer')
  const locale = useLocale()
  const [keyword, setKeyword] = useState('')
  const [titles, setTitles] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!keyword.trim()) return setProblem(t('keywordRequired'))
    setProblem(null)
    setBusy(true)
    const result = await postJson<{ titles: string[]; fallback: boolean }>('/api/ai/titles', { keyword: keyword.trim() })
    setBusy(false)
    if (!result.ok) return onError(result.error.code, result.error.message, result.error.details)
    setTitles(result.data.titles)
    if (result.data.fallback) toast.info(t('fallbackTitles'))
    if (result.data.titles[0]) onSelect(result.data.titles[0], keyword.trim())
  }

  async function copy(title: string) {
    try {
      await navigator.clipboard.writeText(title)
      toast.success(t('copied'))
    } catch {
      toast.error(t('copyFailed'))
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" lang={locale}>
        <div className="flex-1">
          <label htmlFor="writer-keyword" className="label">{t('keyword')}</label>
          <input
            id="writer-keyword"
            className="input"
            placeholder={t('keywordPlaceholder')}
            value={keyword}
            maxLength={100}
            onChange={(e) => setKeyword(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'writer-keyword-error' : undefined}
          />
          {problem && <p id="writer-keyword-error" className="field-error" role="alert">{problem}</p>}
        </div>
        <button type="submit" className="btn-primary sm:mt-7" disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Sparkles className="size-4" aria-hidden />}
          {busy ? t('gettingTitles') : t('getTitles')}
        </button>
      </form>
      {titles.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('titlesTitle')}</legend>
          <p className="text-xs text-slate-500">{t('titlesHint')}</p>
          <ul className="mt-3 space-y-2">
            {titles.map((title) => (
              <li key={title} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="seo-title"
                  id={`title-${title}`}
                  checked={selected === title}
                  onChange={() => onSelect(title, keyword.trim())}
                  className="size-4 accent-brand-600"
                />
                <label htmlFor={`title-${title}`} className="flex-1 cursor-pointer text-sm text-slate-800">
                  {title}
                  <span className="ml-2 text-xs text-slate-400">{title.length}</span>
                </label>
                <button type="button" className="btn-ghost px-2 py-1" onClick={() => copy(title)} aria-label={`${t('copy')}: ${title}`}>
                  <Copy className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  )
}
