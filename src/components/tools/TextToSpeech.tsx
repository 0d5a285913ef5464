'use client'

import { AudioLines, Download, Loader2, Play } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { toast } from '../ui/toast'

import { audioFileName, DEFAULT_VOICE, SPEECH_MAX_CHARS, VOICES, type Voice } from '@/shared/speech'
import { postJson } from '../api'
import { BlogMasterDialog } from '../billing/BlogMasterDialog'
import { PlanLock } from '../billing/PlanLock'
import { useLimitText } from '../useLimitText'
import { Field } from '../ui/Field'
import { PageHeader } from '../ui/PageHeader'

/** The MP3 the API sent (base64) as a playable, downloadable address. */
function audioUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/mpeg' }))
}

/** /text-to-speech (SPEC 2, 4, 5, 8): up to 4000 characters, six voices, play and download; PRO PLUS and admins. */
export function TextToSpeech({ allowed }: { allowed: boolean }) {
  const t = useTranslations('speech')
  const limitText = useLimitText()
  const [text, setText] = useState('')
  const [voice, setVoice] = useState<Voice>(DEFAULT_VOICE)
  const [busy, setBusy] = useState(false)
  const [audio, setAudio] = useState<string | null>(null)
  const [playing, setPlaying] = useState(false)
  const [upgrade, setUpgrade] = useState(false)
  const player = useRef<HTMLAudioElement>(null)

  // The previous recording's address is released when a new one replaces it.
  useEffect(() => () => void (audio && URL.revokeObjectURL(audio)), [audio])

  async function generate() {
    if (!allowed) return setUpgrade(true)
    if (!text.trim()) return void toast.error(t('textRequired'))
    setBusy(true)
    const result = await postJson<{ audioContent: string }>('/api/ai/speech', { text, voice })
    setBusy(false)
    if (result.ok) return setAudio(audioUrl(result.data.audioContent))
    if (result.error.code === 'UNAUTHORIZED') return void toast.error(t('loginRequired'))
    if (result.error.code === 'SUBSCRIPTION_REQUIRED') return setUpgrade(true)
    // The month's audio minutes: the limit is named.
    toast.error(limitText(result.error) ?? t('generateFailed'))
  }

  async function play() {
    try {
      setPlaying(true)
      await player.current?.play()
    } catch {
      setPlaying(false)
      toast.error(t('playFailed'))
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {!allowed && <PlanLock text={t('lockText')} onUpgrade={() => setUpgrade(true)} />}
      <section className="card space-y-5">
        <Field id="speech-text" label={t('textLabel')} hint={<span data-testid="speech-counter">{t('counter', { count: text.length, max: SPEECH_MAX_CHARS })}</span>}>
          <textarea id="speech-text" className="input min-h-48" rows={8} maxLength={SPEECH_MAX_CHARS} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('placeholder')} />
        </Field>
        <Field id="speech-voice" label={t('voiceLabel')}>
          <select id="speech-voice" className="input" value={voice} onChange={(e) => setVoice(e.target.value as Voice)}>
            {VOICES.map((v) => (
              <option key={v} value={v}>
                {t(`voice_${v}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn-primary" onClick={generate} disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <AudioLines className="size-4" aria-hidden />}
            {busy ? t('generating') : t('generate')}
          </button>
          {audio && (
            <>
              <button type="button" className="btn-secondary" onClick={play} disabled={playing}>
                <Play className="size-4" aria-hidden />
                {playing ? t('playing') : t('play')}
              </button>
              <a className="btn-secondary" href={audio} download={audioFileName()}>
                <Download className="size-4" aria-hidden />
                {t('download')}
              </a>
            </>
          )}
        </div>
        {audio && (
          <audio
            ref={player}
            src={audio}
            controls
            className="w-full"
            data-testid="speech-audio"
            onEnded={() => setPlaying(false)}
            onPause={() => setPlaying(false)}
            onPlay={() => setPlaying(true)}
            onError={() => {
              setPlaying(false)
              toast.error(t('playFailed'))
            }}
          />
        )}
      </section>

      <BlogMasterDialog open={upgrade} onOpenChange={setUpgrade} />
    </div>
  )
}
