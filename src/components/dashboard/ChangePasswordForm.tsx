'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { resetProblem } from '@/shared/accountRules'
import { postJson } from '../api'
import { useErrorText } from '../useErrorText'
import { Field } from '../ui/Field'

export function ChangePasswordForm() {
  const t = useTranslations('settings')
  const auth = useTranslations('auth')
  const errorText = useErrorText()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!current) return setErrors({ current: auth('passwordRequired') })
    const problem = resetProblem(next, confirm)
    if (problem === 'passwordTooShort') return setErrors({ next: auth('passwordTooShort') })
    if (problem === 'passwordsDoNotMatch') return setErrors({ confirm: auth('passwordsDoNotMatch') })
    setErrors({})
    setBusy(true)
    const result = await postJson('/api/account/change-password', { currentPassword: current, newPassword: next })
    setBusy(false)
    if (!result.ok) {
      if (result.error.code === 'INVALID_CREDENTIALS') return setErrors({ current: t('wrongCurrent') })
      if (result.error.code === 'ACCOUNT_LOCKED') return setErrors({ current: errorText(result.error) })
      toast.error(auth('loginErrorTitle'), { description: result.error.message })
      return
    }
    toast.success(t('passwordChanged'))
    setCurrent('')
    setNext('')
    setConfirm('')
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="current-password" label={t('currentPassword')} error={errors.current}>
        <input id="current-password" type="password" className="input" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="new-password" label={t('newPassword')} error={errors.next}>
          <input id="new-password" type="password" className="input" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
        </Field>
        <Field id="confirm-new-password" label={t('confirmPassword')} error={errors.confirm}>
          <input id="confirm-new-password" type="password" className="input" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t('savingPassword') : t('savePassword')}
      </button>
    </form>
  )
}
