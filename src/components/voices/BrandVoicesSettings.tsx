'use client'

import { Loader2, Mic, Pencil, Plus, Star, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import type { BrandVoice } from '@/payload-types'
import { VOICE_LIMITS, wordList } from '@/shared/voices'
import { requestJson } from '../api'
import { useConfirm } from '../ui/ConfirmDialog'
import { Field } from '../ui/Field'
import { toast } from '../ui/toast'
import { useBrandVoices } from './useBrandVoices'

type Draft = { name: string; description: string; sample: string; preferWords: string; avoidWords: string; isDefault: boolean }
const EMPTY: Draft = { name: '', description: '', sample: '', preferWords: '', avoidWords: '', isDefault: false }
const draftOf = (voice: BrandVoice): Draft => ({
  name: voice.name,
  description: voice.description ?? '',
  sample: voice.sample ?? '',
  preferWords: voice.preferWords ?? '',
  avoidWords: voice.avoidWords ?? '',
  isDefault: Boolean(voice.isDefault),
})

/**
 * Settings → Brand voice (issue 35): up to five voices, each a name, a description, a sample of the
 * brand's writing and words to prefer and avoid; one can be the default every writing tool starts with.
 */
export function BrandVoicesSettings() {
  const t = useTranslations('voices')
  const { data: voices, error, isLoading, mutate } = useBrandVoices()
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null)
  const [ask, dialog] = useConfirm()
  const full = (voices?.length ?? 0) >= VOICE_LIMITS.perUser

  async function remove(voice: BrandVoice) {
    if (!(await ask(t('deleteQuestion', { name: voice.name }), { action: t('delete'), danger: true }))) return
    const result = await requestJson('DELETE', `/api/brand-voices/${voice.id}`)
    if (!result.ok) return void toast.error(t('deleteFailed'))
    toast.success(t('deleted', { name: voice.name }))
    void mutate()
  }

  async function makeDefault(voice: BrandVoice) {
    const result = await requestJson('PATCH', `/api/brand-voices/${voice.id}?depth=0`, { isDefault: true })
    if (!result.ok) return void toast.error(t('saveFailed'))
    toast.success(t('madeDefault', { name: voice.name }))
    void mutate()
  }

  return (
    <section id="brand-voice" className="card scroll-mt-24" aria-labelledby="voices-title" data-testid="brand-voices">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="voices-title" className="flex items-center gap-2 text-lg font-semibold">
            <Mic className="size-5 text-brand-600" aria-hidden />
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('subtitle', { max: VOICE_LIMITS.perUser })}</p>
        </div>
        {!editing && voices && (
          <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => setEditing({ id: null, draft: { ...EMPTY, isDefault: voices.length === 0 } })} disabled={full}>
            <Plus className="size-4" aria-hidden />
            {t('add')}
          </button>
        )}
      </div>
      {full && !editing && <p className="mt-2 text-xs text-slate-500">{t('full', { max: VOICE_LIMITS.perUser })}</p>}

      {editing && (
        <VoiceForm
          initial={editing.draft}
          id={editing.id}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void mutate()
          }}
        />
      )}

      {isLoading ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t('loading')}
        </p>
      ) : error ? (
        <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          {t('loadFailed')}
          <button type="button" className="btn-secondary px-3 py-1" onClick={() => void mutate()}>{t('retry')}</button>
        </p>
      ) : voices && voices.length === 0 && !editing ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {voices?.map((voice) => (
            <li key={voice.id} className="rounded-xl border border-slate-200 p-4" data-testid="brand-voice">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="break-words">{voice.name}</span>
                    {voice.isDefault && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{t('defaultBadge')}</span>}
                  </p>
                  {voice.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{voice.description}</p>}
                  <p className="mt-1 text-xs text-slate-500">
                    {t('summary', { prefer: wordList(voice.preferWords).length, avoid: wordList(voice.avoidWords).length, sample: (voice.sample ?? '').length })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {!voice.isDefault && (
                    <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => void makeDefault(voice)} aria-label={t('makeDefaultOf', { name: voice.name })}>
                      <Star className="size-4" aria-hidden />
                      {t('makeDefault')}
                    </button>
                  )}
                  <button type="button" className="btn-ghost px-2 py-1 text-sm" onClick={() => setEditing({ id: voice.id, draft: draftOf(voice) })} aria-label={t('editOf', { name: voice.name })}>
                    <Pencil className="size-4" aria-hidden />
                    {t('edit')}
                  </button>
                  <button type="button" className="btn-ghost px-2 py-1 text-sm text-red-600" onClick={() => void remove(voice)} aria-label={t('deleteOf', { name: voice.name })}>
                    <Trash2 className="size-4" aria-hidden />
                    {t('delete')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </section>
  )
}

function VoiceForm({ initial, id, onCancel, onSaved }: { initial: Draft; id: number | null; onCancel: () => void; onSaved: () => void }) {
  const t = useTranslations('voices')
  const [draft, setDraft] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null)
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }))

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!draft.name.trim()) return setProblem({ field: 'name', message: t('nameRequired') })
    setBusy(true)
    const result = id === null ? await requestJson('POST', '/api/brand-voices?depth=0', draft) : await requestJson('PATCH', `/api/brand-voices/${id}?depth=0`, draft)
    setBusy(false)
    if (!result.ok) {
      const field = (result.error.details as { field?: string } | undefined)?.field
      return setProblem({ field, message: result.error.message || t('saveFailed') })
    }
    toast.success(t('saved', { name: draft.name.trim() }))
    onSaved()
  }

  return (
    <form className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" onSubmit={save} noValidate aria-label={id === null ? t('add') : t('editOf', { name: initial.name })}>
      <Field id="voice-name" label={t('name')} error={problem?.field === 'name' ? problem.message : undefined}>
        <input id="voice-name" className="input" maxLength={VOICE_LIMITS.name} value={draft.name} onChange={set('name')} placeholder={t('namePlaceholder')} />
      </Field>
      <Field id="voice-description" label={t('description')} hint={t('descriptionHint')}>
        <textarea id="voice-description" className="input min-h-16" rows={2} maxLength={VOICE_LIMITS.description} value={draft.description} onChange={set('description')} />
      </Field>
      <Field id="voice-sample" label={t('sample')} hint={t('sampleHint', { used: draft.sample.length, max: VOICE_LIMITS.sample })}>
        <textarea id="voice-sample" className="input min-h-28" rows={5} maxLength={VOICE_LIMITS.sample} value={draft.sample} onChange={set('sample')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="voice-prefer" label={t('prefer')} hint={t('wordsHint')}>
          <textarea id="voice-prefer" className="input min-h-20" rows={3} maxLength={VOICE_LIMITS.words} value={draft.preferWords} onChange={set('preferWords')} />
        </Field>
        <Field id="voice-avoid" label={t('avoid')} hint={t('avoidHint')}>
          <textarea id="voice-avoid" className="input min-h-20" rows={3} maxLength={VOICE_LIMITS.words} value={draft.avoidWords} onChange={set('avoidWords')} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4 accent-brand-600" checked={draft.isDefault} onChange={(event) => setDraft((current) => ({ ...current, isDefault: event.target.checked }))} />
        {t('useByDefault')}
      </label>
      {problem && problem.field !== 'name' && <p className="field-error" role="alert">{problem.message}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {t('save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>{t('cancel')}</button>
      </div>
    </form>
  )
}
