'use client'

import { Loader2, Save, Trash2, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { allowedVariables, SUGGESTED_EMAIL_TYPES, type TemplateRow } from '@/shared/emailTemplates'
import { LANGUAGES, type Language } from '@/shared/language'
import { postJson, requestJson } from '../api'
import { Field } from '../ui/Field'
import { useTemplateTypeName } from './templateTypeName'
import { useConfirm } from '../ui/ConfirmDialog'

type Preview = { ok: true; subject: string; html: string; text: string } | { ok: false; field?: 'subject' | 'html'; problem: string }
type Errors = Partial<Record<'type' | 'subject' | 'html', string>>

const PREVIEW_DELAY_MS = 350

type Props = {
  /** The template being edited; none in create mode. */
  template?: TemplateRow
  existing: TemplateRow[]
  onSaved: (id: number) => void
  onDeleted: () => void
  onCancel: () => void
}

/** Edit or create one template, with a live preview filled with sample data (rendered by the server, as it will be sent). */
export function TemplateEditor({ template, existing, onSaved, onDeleted, onCancel }: Props) {
  const t = useTranslations('emailManagement')
  const [confirm, dialog] = useConfirm()
  const typeName = useTemplateTypeName()
  const creating = !template
  const [type, setType] = useState(template?.type ?? '')
  const [language, setLanguage] = useState<Language>(template?.language ?? 'en')
  const [subject, setSubject] = useState(template?.subject ?? '')
  const [html, setHtml] = useState(template?.html ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const preview = useLivePreview(type, language, subject, html)
  const htmlInput = useRef<HTMLTextAreaElement>(null)
  const [showText, setShowText] = useState(false)

  function check(): Errors {
    const found: Errors = {}
    if (!type.trim()) found.type = t('typeRequired')
    else if (creating && existing.some((other) => other.type === type.trim() && other.language === language)) found.type = t('typeTaken')
    if (!subject.trim()) found.subject = t('subjectRequired')
    if (!html.trim()) found.html = t('htmlRequired')
    return found
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const found = check()
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    const result = creating
      ? await postJson<{ doc: TemplateRow }>('/api/email-templates?depth=0', { type: type.trim(), language, subject, html })
      : await requestJson<{ doc: TemplateRow }>('PATCH', `/api/email-templates/${template.id}?depth=0`, { subject, html })
    setBusy(false)
    if (!result.ok) {
      const field = result.error.details?.field
      if (field === 'subject' || field === 'html' || field === 'type') setErrors({ [field]: result.error.message })
      return void toast.error(creating ? t('createFailed') : t('updateFailed'), { description: result.error.message })
    }
    toast.success(creating ? t('created') : t('updated'))
    onSaved(result.data.doc.id)
  }

  async function remove() {
    if (!template || !(await confirm(t('confirmDelete'), { action: t('delete') }))) return
    setBusy(true)
    const result = await requestJson('DELETE', `/api/email-templates/${template.id}`)
    setBusy(false)
    if (!result.ok) return void toast.error(t('deleteFailed'))
    toast.success(t('deleted'))
    onDeleted()
  }

  /** Puts a placeholder where the cursor is in the HTML. */
  function insert(name: string) {
    const area = htmlInput.current
    const token = `{{${name}}}`
    if (!area) return setHtml((current) => current + token)
    const { selectionStart, selectionEnd, value } = area
    setHtml(value.slice(0, selectionStart) + token + value.slice(selectionEnd))
    requestAnimationFrame(() => {
      area.focus()
      area.setSelectionRange(selectionStart + token.length, selectionStart + token.length)
    })
  }

  const problem = preview && !preview.ok ? preview : null
  return (
    <section className="card space-y-5" aria-labelledby="editor-title" data-testid="template-editor">
      <h2 id="editor-title" className="text-lg font-semibold text-slate-900">
        {creating ? t('createTitle') : t('editTitle', { type: typeName(template.type), language: template.language.toUpperCase() })}
      </h2>
      <form className="space-y-4" onSubmit={save} noValidate>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <Field id="template-type" label={t('type')} error={errors.type} hint={creating ? t('typeHint') : undefined}>
            <input id="template-type" className={`input font-mono ${creating ? '' : 'bg-slate-50 text-slate-600'}`} list="template-types" value={type} onChange={(e) => setType(e.target.value)} readOnly={!creating} maxLength={64} />
          </Field>
          <datalist id="template-types">
            {SUGGESTED_EMAIL_TYPES.map((suggestion) => <option key={suggestion} value={suggestion} />)}
          </datalist>
          <Field id="template-language" label={t('language')}>
            <select id="template-language" className="input" value={language} onChange={(e) => setLanguage(e.target.value as Language)} disabled={!creating}>
              {LANGUAGES.map((code) => <option key={code} value={code}>{code.toUpperCase()}</option>)}
            </select>
          </Field>
        </div>
        <Field id="template-subject" label={t('subject')} error={errors.subject ?? (problem?.field === 'subject' ? problem.problem : undefined)}>
          <input id="template-subject" className="input" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={300} />
        </Field>
        <Field id="template-html" label={t('html')} error={errors.html ?? (problem?.field === 'html' ? problem.problem : undefined)}>
          <textarea id="template-html" ref={htmlInput} className="input min-h-72 font-mono text-xs leading-5" value={html} onChange={(e) => setHtml(e.target.value)} spellCheck={false} />
        </Field>
        <div>
          <p className="text-xs font-medium text-slate-500">{t('placeholders')}</p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {allowedVariables(type.trim()).map((name) => (
              <button key={name} type="button" className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-700 hover:bg-brand-50 hover:text-brand-700" onClick={() => insert(name)} title={t('insert')}>
                {`{{${name}}}`}
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
            {creating ? t('create') : t('save')}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            <X className="size-4" aria-hidden />
            {t('cancel')}
          </button>
          {!creating && (
            <button type="button" className="btn-ghost ml-auto text-red-600 hover:bg-red-50" onClick={remove} disabled={busy}>
              <Trash2 className="size-4" aria-hidden />
              {t('delete')}
            </button>
          )}
        </div>
      </form>

      <div className="space-y-2" data-testid="template-preview">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t('preview')}</h3>
          <button type="button" className="text-xs font-medium text-brand-700 underline" onClick={() => setShowText((v) => !v)}>
            {showText ? t('showHtml') : t('showText')}
          </button>
        </div>
        {preview === null ? (
          <p className="rounded-xl border border-dashed border-slate-200 p-6 text-center text-sm text-slate-500">{t('previewEmpty')}</p>
        ) : preview.ok ? (
          <div className="overflow-hidden rounded-xl border border-slate-200">
            <p className="border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm">
              <span className="text-slate-500">{t('subject')}: </span>
              <span className="font-medium text-slate-900" data-testid="preview-subject">{preview.subject}</span>
            </p>
            {showText ? (
              <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap p-3 text-xs text-slate-700" data-testid="preview-text">{preview.text}</pre>
            ) : (
              // No scripts, no same-origin: the admin's HTML is shown, never run.
              <iframe title={t('preview')} sandbox="" srcDoc={preview.html} className="h-[28rem] w-full bg-white" data-testid="preview-frame" />
            )}
          </div>
        ) : (
          <p className="rounded-xl bg-red-50 p-3 text-sm text-red-700" role="status">{preview.problem}</p>
        )}
      </div>
      {dialog}
    </section>
  )
}

/** The server's rendering of what is typed, a moment after typing stops; the last good one stays while a request is out. */
function useLivePreview(type: string, language: Language, subject: string, html: string): Preview | null {
  const t = useTranslations('emailManagement')
  const [preview, setPreview] = useState<Preview | null>(null)
  useEffect(() => {
    if (!html.trim() && !subject.trim()) return setPreview(null)
    let current = true
    const timer = setTimeout(async () => {
      const result = await postJson<Preview>('/api/email/preview', { type: type.trim() || 'custom', language, subject, html })
      if (!current) return
      // A preview that could not be made says so, rather than leave an older one looking current.
      setPreview(result.ok ? result.data : { ok: false, problem: t('previewFailed', { reason: result.error.message }) })
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [type, language, subject, html, t])
  return preview
}
