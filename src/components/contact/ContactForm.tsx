'use client'

import { useTranslations } from '@/i18n/texts'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { accountRules } from '@/shared/accountRules'
import { postJson } from '../api'
import { Field } from '../ui/Field'

const EMPTY = { name: '', email: '', subject: '', message: '' }

export function ContactForm() {
  const t = useTranslations('contact')
  const [values, setValues] = useState(EMPTY)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({})
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const missing = (Object.keys(EMPTY) as (keyof typeof EMPTY)[]).filter((k) => !values[k].trim())
    // Each empty field says what it needs (issue 39), not one sentence about all of them.
    if (missing.length) return setErrors(Object.fromEntries(missing.map((k) => [k, t(`required_${k}`)])))
    if (!accountRules.emailValid(values.email)) return setErrors({ email: t('emailInvalid') })
    setErrors({})
    setBusy(true)
    const result = await postJson('/api/contact', values)
    setBusy(false)
    if (!result.ok) {
      toast.error(t('failure'))
      return
    }
    // Only now is the message stored: say so, and clear the form.
    toast.success(t('successTitle'), { description: t('success') })
    setValues(EMPTY)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t('name')} error={errors.name}>
          <input id="contact-name" className="input" autoComplete="name" value={values.name} onChange={set('name')} />
        </Field>
        <Field id="contact-email" label={t('email')} error={errors.email}>
          <input id="contact-email" type="email" className="input" autoComplete="email" value={values.email} onChange={set('email')} />
        </Field>
      </div>
      <Field id="contact-subject" label={t('subject')} error={errors.subject}>
        <input id="contact-subject" className="input" value={values.subject} onChange={set('subject')} />
      </Field>
      <Field id="contact-message" label={t('message')} error={errors.message}>
        <textarea id="contact-message" className="input min-h-36" rows={6} value={values.message} onChange={set('message')} />
      </Field>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  )
}
