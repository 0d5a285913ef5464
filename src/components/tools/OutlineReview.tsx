'use client'

import { Link2, ListTree, Loader2, Mic, RefreshCw } from 'lucide-react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import type { ClientErrorCode } from '@/shared/errors'
import type { LinkedPage } from '@/shared/links'
import { ARTICLE_LENGTHS, DEFAULT_LENGTH, isArticleLength, type ArticleLength, type Outline } from '@/shared/outline'
import { href } from '@/shared/paths'
import { postJson } from '../api'
import { useBrandVoices } from '../voices/useBrandVoices'
import { useSession } from '../auth/SessionContext'
import { fromEditable, OutlineEditor, outlineProblem, toEditable, type EditableOutline } from './OutlineEditor'

export type OutlineTool = 'article' | 'prompt' | 'promo' | 'chat'
/** 'auto': the length the user's instructions name (prompt-to-post), else the default. */
type LengthChoice = ArticleLength | 'auto'
type Report = (code: ClientErrorCode, message?: string, details?: Record<string, unknown>) => void

const storageKey = (userId: number) => `seo-writer:review-outline:${userId}`

/**
 * A writing tool's outline step (issue 35): the "Review the outline first" switch (remembered per
 * user in this browser), the length, and the outline the user edits before 'Write article'. Off, the
 * tool writes at once as the SPEC says; the server still plans an outline and writes it section by
 * section. `requestKey` names what the outline is for: when it changes, the outline is dropped.
 */
export function useOutlineReview(tool: OutlineTool, requestKey: string, report: Report) {
  const userId = useSession().user?.id
  const [enabled, setEnabled] = useState(false)
  const [length, setLength] = useState<LengthChoice>(tool === 'prompt' ? 'auto' : DEFAULT_LENGTH)
  const [outline, setOutline] = useState<EditableOutline | null>(null)
  // The writer's pages the outline could link to, each kept unless the user unticks it.
  const [links, setLinks] = useState<(LinkedPage & { accepted: boolean })[]>([])
  const [planning, setPlanning] = useState(false)
  // The brand voice: the user's default once their voices are known, or none (issue 35).
  const { data: voices } = useBrandVoices()
  const [voice, setVoice] = useState<number | 'none' | null>(null)
  useEffect(() => {
    if (voices && voice === null) setVoice(voices.find((v) => v.isDefault)?.id ?? 'none')
  }, [voices, voice])

  useEffect(() => {
    if (userId) setEnabled(window.localStorage.getItem(storageKey(userId)) === 'on')
  }, [userId])
  // An outline belongs to the request it was made for (another title or topic: another outline). A
  // new length or voice applies to the outline as the user edited it: their edits are never dropped.
  useEffect(() => {
    setOutline(null)
    setLinks([])
  }, [requestKey])

  function setReview(on: boolean) {
    setEnabled(on)
    if (!on) {
      setOutline(null)
      setLinks([])
    }
    if (userId) window.localStorage.setItem(storageKey(userId), on ? 'on' : 'off')
  }

  // Offered pages: the ones kept; none offered: the writer picks them itself.
  const acceptedLinks = () => (links.length ? { links: links.filter((link) => link.accepted).map((link) => link.url) } : {})
  const lengthField = () => (length === 'auto' ? {} : { length })
  // Until the voices are known the server takes the default itself.
  const choices = () => ({ ...lengthField(), ...(voice === null ? {} : { voice: voice === 'none' ? null : voice }) })

  /** Asks for the outline; false when it was refused (the tool's report says why). */
  async function plan(request: Record<string, unknown>): Promise<boolean> {
    setPlanning(true)
    const result = await postJson<{ outline: Outline; links: LinkedPage[] }>('/api/ai/outline', { tool, ...request, ...choices() })
    setPlanning(false)
    if (!result.ok) {
      report(result.error.code, result.error.message, result.error.details)
      return false
    }
    setOutline(toEditable(result.data.outline))
    setLinks(result.data.links.map((link) => ({ ...link, accepted: true })))
    return true
  }

  return {
    enabled,
    setReview,
    length,
    setLength,
    outline,
    setOutline,
    planning,
    plan,
    /** The step the tool's button takes now: make the outline first, or write. */
    needsOutline: enabled && !outline,
    problem: outline ? outlineProblem(outline) : null,
    /** What the write request carries: the reviewed outline (if any) and the length. */
    extras: () => ({ ...choices(), ...(enabled && outline ? { outline: fromEditable(outline), ...acceptedLinks() } : {}) }),
    links,
    toggleLink: (url: string) => setLinks((all) => all.map((link) => (link.url === url ? { ...link, accepted: !link.accepted } : link))),
    voices,
    voice,
    setVoice,
    allowsAuto: tool === 'prompt',
  }
}

export type OutlineReview = ReturnType<typeof useOutlineReview>

/** The switch and the length, beside a tool's write button. */
export function OutlineControls({ review, disabled }: { review: OutlineReview; disabled?: boolean }) {
  const t = useTranslations('outline')
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <button
        type="button"
        role="switch"
        aria-checked={review.enabled}
        className="group inline-flex items-center gap-2 rounded-lg text-sm font-medium text-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50"
        onClick={() => review.setReview(!review.enabled)}
        disabled={disabled}
      >
        <span className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition after:absolute after:left-0.5 after:top-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition group-aria-checked:bg-brand-600 group-aria-checked:after:translate-x-4" aria-hidden />
        {t('reviewFirst')}
      </button>
      <label className="inline-flex max-w-full flex-wrap items-center gap-2 text-sm text-slate-700">
        {t('length')}
        <select
          className="input w-auto max-w-full py-1.5 text-sm"
          value={review.length}
          onChange={(event) => review.setLength(isArticleLength(event.target.value) ? event.target.value : 'auto')}
          disabled={disabled}
        >
          {review.allowsAuto && <option value="auto">{t('length_auto')}</option>}
          {(Object.keys(ARTICLE_LENGTHS) as ArticleLength[]).map((length) => (
            <option key={length} value={length}>{t(`length_${length}`, { words: ARTICLE_LENGTHS[length] })}</option>
          ))}
        </select>
      </label>
      <VoiceSelect review={review} disabled={disabled} />
    </div>
  )
}

/** The user's brand voices to write in (the default chosen), or where to set one up. */
function VoiceSelect({ review, disabled }: { review: OutlineReview; disabled?: boolean }) {
  const t = useTranslations('voices')
  if (!review.voices) return null
  if (review.voices.length === 0) {
    return (
      <Link href={`${href('settings')}#brand-voice`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <Mic className="size-4" aria-hidden />
        {t('setUp')}
      </Link>
    )
  }
  return (
    <label className="inline-flex max-w-full flex-wrap items-center gap-2 text-sm text-slate-700">
      {t('select')}
      <select
        className="input w-auto max-w-full py-1.5 text-sm"
        value={review.voice === null ? 'none' : String(review.voice)}
        onChange={(event) => review.setVoice(event.target.value === 'none' ? 'none' : Number(event.target.value))}
        disabled={disabled}
      >
        <option value="none">{t('none')}</option>
        {review.voices.map((voice) => (
          <option key={voice.id} value={voice.id}>{voice.name}</option>
        ))}
      </select>
    </label>
  )
}

/** The outline being reviewed (or being made), with the way to ask for a new one. */
export function OutlinePanel({ review, onRemake, disabled }: { review: OutlineReview; onRemake: () => void; disabled?: boolean }) {
  const t = useTranslations('outline')
  if (review.planning) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600" aria-live="polite" data-testid="outline-planning">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('making')}
      </p>
    )
  }
  if (!review.outline) return null
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4" aria-labelledby="outline-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="outline-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <ListTree className="size-4 text-brand-600" aria-hidden />
            {t('title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
          <p className="mt-1 text-xs text-slate-500" data-testid="outline-summary">
            {t('summary', { count: review.outline.sections.length, words: review.length === 'auto' ? 0 : ARTICLE_LENGTHS[review.length] })}
          </p>
        </div>
        <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={onRemake} disabled={disabled}>
          <RefreshCw className="size-4" aria-hidden />
          {t('remake')}
        </button>
      </div>
      <OutlineEditor outline={review.outline} onChange={review.setOutline} disabled={disabled} />
      {review.problem && <p className="field-error" role="alert">{t(`problem_${review.problem}`)}</p>}
      {review.links.length > 0 && (
        <fieldset className="rounded-lg border border-slate-200 bg-white p-3" data-testid="outline-links">
          <legend className="flex items-center gap-1.5 px-1 text-sm font-semibold text-slate-800">
            <Link2 className="size-4 text-brand-600" aria-hidden />
            {t('linksTitle')}
          </legend>
          <p className="text-xs text-slate-500">{t('linksHint')}</p>
          <ul className="mt-2 space-y-2">
            {review.links.map((link) => (
              <li key={link.url}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={link.accepted} onChange={() => review.toggleLink(link.url)} disabled={disabled} />
                  <span className="min-w-0">
                    {t('linkTo', { title: link.title })}
                    <span className="block break-all text-xs text-slate-500">{link.url}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </section>
  )
}
