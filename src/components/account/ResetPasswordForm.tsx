'use client'

import { KeyRound, Loader2 } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'

import { resetProblem } from '@/shared/accountRules'
import { postJson } from '../api'
import { Field } from '../ui/Field'
import { href } from '@/shared/paths'

type State = 'checking' | 'ready' | 'invalid'

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations('reset')
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  // The link is checked when the page opens: a used or expired link never shows the form.
  useEffect(() => {
    if (!token) return
    void postJson<{ valid: boolean }>('/api/account/reset-token', { token }).then((result) =>
      setState(result.ok && result.data.valid ? 'ready' : 'invalid'),
    )
  }, [token])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = resetProblem(password, confirm)
    if (found) {
      return setProblem(found === 'passwordTooShort' ? { field: 'password', text: t('tooShort') } : { field: 'confirm', text: t('mismatch') })
    }
    setProblem(null)
    setBusy(true)
    const result = await postJson('/api/account/reset-password', { token, password })
    setBusy(false)
    if (!result.ok) {
      if (result.error.code === 'INVALID_TOKEN') return setState('invalid')
      toast.error(t('failureTitle'), { description: t('failureText') })
      return
    }
    toast.success(t('successTitle'), { description: t('successText') })
    window.location.assign(href('dashboard'))
  }

  if (state === 'checking') {
    return (
      <div className="card mx-auto w-full max-w-md text-center" aria-live="polite">
        <Loader2 className="mx-auto size-8 animate-spin text-brand-600" aria-hidden />
        <p className="mt-3 text-slate-600">{t('checking')}</p>
      </div>
    )
  }
  if (state === 'invalid') {
    return (
      <div className="card mx-auto w-full max-w-md text-center" role="alert">
        <h1 className="text-2xl font-bold">{t('invalidTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('invalidText')}</p>
        <Link href="/?auth=forgot" className="btn-primary mt-6">
          {t('openSignIn')}
        </Link>
      </div>
    )
  }
  return (
    <div className="card mx-auto w-full max-w-md">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <KeyRound className="size-6" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <Field id="reset-password" label={t('newPassword')} error={problem?.field === 'password' ? problem.text : undefined}>
          <input id="reset-password" type="password" className="input" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="reset-confirm" label={t('confirmPassword')} error={problem?.field === 'confirm' ? problem.text : undefined}>
          <input id="reset-confirm" type="password" className="input" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        <button type="submit" className="btn-primary w-full" disabled={busy || !password || !confirm}>
          {busy ? t('saving') : t('submit')}
        </button>
      </form>
    </div>
  )
}
