'use client'

import { MailCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { accountRules } from '@/shared/accountRules'
import { postJson } from '../api'
import { useErrorText } from '../useErrorText'
import { Field } from '../ui/Field'

/** Step one of an e-mail change: the new address and the current password; a link does the rest. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useTranslations('settings')
  const auth = useTranslations('auth')
  const errorText = useErrorText()
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const email = newEmail.trim().toLowerCase()
    if (!accountRules.emailValid(email)) return setErrors({ newEmail: auth('emailInvalid') })
    if (email === currentEmail) return setErrors({ newEmail: t('sameEmail') })
    if (!password) return setErrors({ password: auth('passwordRequired') })
    setErrors({})
    setBusy(true)
    const result = await postJson<{ email: string }>('/api/account/change-email', { newEmail: email, currentPassword: password })
    setBusy(false)
    if (!result.ok) {
      if (result.error.code === 'INVALID_CREDENTIALS') return setErrors({ password: t('wrongCurrent') })
      if (result.error.code === 'ACCOUNT_LOCKED') return setErrors({ password: errorText(result.error) })
      if (result.error.code === 'RATE_LIMITED') return setErrors({ newEmail: errorText(result.error) })
      if (result.error.code === 'VALIDATION_ERROR' && result.error.details?.field === 'newEmail') return setErrors({ newEmail: result.error.message })
      toast.error(auth('loginErrorTitle'), { description: result.error.message })
      return
    }
    setSentTo(result.data.email)
    setPassword('')
    setNewEmail('')
  }

  if (sentTo) {
    return (
      <div className="mt-3 flex gap-3 rounded-lg bg-green-50 p-4 text-sm text-green-900" role="status">
        <MailCheck className="size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('changeEmailSentTitle')}</p>
          <p className="mt-1">{t('changeEmailSent', { email: sentTo })}</p>
        </div>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
      <p className="text-sm text-slate-600">{t('changeEmailText', { email: currentEmail })}</p>
      <Field id="new-email" label={t('newEmail')} error={errors.newEmail}>
        <input id="new-email" type="email" className="input" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
      </Field>
      <Field id="email-current-password" label={t('currentPassword')} error={errors.password}>
        <input id="email-current-password" type="password" className="input" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('changingEmail') : t('changeEmailButton')}
      </button>
    </form>
  )
}
