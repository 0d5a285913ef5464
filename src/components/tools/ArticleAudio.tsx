'use client'

import { Download, Headphones, Loader2, RefreshCw } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from '../ui/toast'

import type { Article, Media } from '@/payload-types'
import { DEFAULT_VOICE, formatDuration, isoDuration, VOICES, type Voice } from '@/shared/speech'
import { requestStream } from '../apiStream'
import { BlogMasterDialog } from '../billing/BlogMasterDialog'
import { PlanLock } from '../billing/PlanLock'
import { useBillingStatus } from '../billing/useBillingStatus'
import { useLimitText } from '../useLimitText'
import { readEventStream } from './readEventStream'

type AudioEvent =
  | { event: 'progress'; data: { done: number; total: number } }
  | { event: 'done'; data: { article: Article } }
  | { event: 'error'; data: { code: string; message: string } }

function audioOf(article: Article): { url: string; seconds: number } | null {
  const audio = article.audio
  if (!audio || typeof audio !== 'object') return null
  const media = audio as Media
  return media.url ? { url: media.url, seconds: media.duration ?? 0 } : null
}

/**
 * 'Listen' (PRO PLUS and admins): the article read aloud as one MP3, made part by part with a
 * progress bar, then played and downloadable here; published to the blog, it plays on the post.
 */
export function ArticleAudio({ article, onChange }: { article: Article; onChange?: (article: Article) => void }) {
  const t = useTranslations('articleAudio')
  const tv = useTranslations('speech')
  const limitText = useLimitText()
  const [voice, setVoice] = useState<Voice>(DEFAULT_VOICE)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [upgrade, setUpgrade] = useState(false)
  const audio = audioOf(article)
  const busy = progress !== null
  // Known once the plan is read; until then nothing is said.
  const locked = useBillingStatus().status?.entitlements.textToSpeech === false

  function failed({ code, details }: { code: string; details?: Record<string, unknown> }) {
    // Too long an article, the month's audio minutes, generations at once: the limit is named.
    const limit = limitText({ details })
    if (limit) return void toast.error(limit)
    if (code === 'SUBSCRIPTION_REQUIRED') return setUpgrade(true)
    if (code === 'VALIDATION_ERROR') return void toast.error(t('contentMissing'))
    if (code === 'CONFLICT') return void toast.info(t('alreadyMaking'))
    if (code === 'RATE_LIMITED') return void toast.error(t('rateLimited'))
    if (code === 'SERVICE_OVERLOADED') return void toast.error(t('busy'))
    toast.error(t('failed'))
  }

  async function listen() {
    if (!article.content) return void toast.error(t('contentMissing'))
    setProgress({ done: 0, total: 0 })
    try {
      const opened = await requestStream(`/api/articles/${article.id}/audio`, { voice })
      if (!opened.ok) return failed(opened.error)
      let finished = false
      for await (const event of readEventStream<AudioEvent>(opened.body)) {
        if (event.event === 'progress') setProgress(event.data)
        else if (event.event === 'done') {
          finished = true
          toast.success(t('ready'))
          onChange?.(event.data.article)
        } else if (event.event === 'error') {
          finished = true
          failed(event.data)
        }
      }
      // The server goes on without us: the audio appears on the article when it is done.
      if (!finished) toast.error(t('connectionLost'))
    } catch {
      toast.error(t('connectionLost'))
    } finally {
      setProgress(null)
    }
  }

  const percent = progress?.total ? Math.round((progress.done / progress.total) * 100) : 0
  return (
    <section className="card" aria-labelledby="article-audio-title" data-testid="article-audio">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="article-audio-title" className="text-lg font-semibold">{t('title')}</h2>
          <p className="mt-1 text-sm text-slate-500">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`audio-voice-${article.id}`} className="sr-only">{t('voice')}</label>
          <select id={`audio-voice-${article.id}`} className="input h-10 w-auto" value={voice} onChange={(e) => setVoice(e.target.value as Voice)} disabled={busy}>
            {VOICES.map((v) => (
              <option key={v} value={v}>
                {tv(`voice_${v}`)}
              </option>
            ))}
          </select>
          <button type="button" className="btn-secondary" onClick={listen} disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : audio ? <RefreshCw className="size-4" aria-hidden /> : <Headphones className="size-4" aria-hidden />}
            {busy ? t('making') : audio ? t('again') : t('listen')}
          </button>
        </div>
      </div>

      {locked && !audio && (
        <div className="mt-4">
          <PlanLock text={t('lockText')} onUpgrade={() => setUpgrade(true)} />
        </div>
      )}

      {busy && (
        <div className="mt-4" aria-live="polite">
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(percent, 4)}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600" data-testid="audio-progress">
            {progress?.total ? t('progress', { done: progress.done, total: progress.total }) : t('starting')}
          </p>
        </div>
      )}

      {audio && !busy && (
        <div className="mt-4 space-y-2">
          {article.audioOutdated && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{t('outdated')}</p>}
          <audio controls preload="metadata" src={audio.url} className="h-12 w-full" data-testid="article-audio-player" aria-label={t('title')} />
          <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-500">
            <span>
              {t('length')}: <time dateTime={isoDuration(audio.seconds)}>{formatDuration(audio.seconds)}</time>
            </span>
            <a className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline" href={audio.url} download>
              <Download className="size-4" aria-hidden />
              {t('download')}
            </a>
          </p>
        </div>
      )}

      <BlogMasterDialog open={upgrade} onOpenChange={setUpgrade} />
    </section>
  )
}
