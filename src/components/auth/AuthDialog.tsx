'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from '../ui/toast'
import { MailCheck, X } from 'lucide-react'

import { accountRules, registrationProblem } from '@/shared/accountRules'
import useSWR from 'swr'

import { postJson, requestJson } from '../api'
import { useErrorText } from '../useErrorText'
import { requestCheckout, takePendingCheckout } from '../billing/checkout'
import type { AuthMode, GoogleError } from './AuthDialogContext'
import { Field } from '../ui/Field'
import { href } from '@/shared/paths'

type View = AuthMode | 'checkEmail' | 'resetSent'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  /** Why a Google sign-in came back without signing in. */
  googleError?: GoogleError | null
}

async function fetchProviders(url: string): Promise<{ google: boolean }> {
  const result = await requestJson<{ google: boolean }>('GET', url)
  return result.ok ? result.data : { google: false }
}

/** Google's "G", as its sign-in guidelines draw it. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  )
}

export function AuthDialog({ open, onOpenChange, mode, onModeChange, googleError }: Props) {
  const t = useTranslations('auth')
  // The Google button shows only when the server offers it (GOOGLE_CLIENT_ID and secret set).
  const { data: providers } = useSWR(open ? '/api/auth/providers' : null, fetchProviders, { revalidateOnFocus: false })
  // Only known codes become words: nothing from the address is shown as it is.
  const googleReason = googleError ? (t.has(`googleReasons.${googleError.reason}`) ? t(`googleReasons.${googleError.reason}`) : t('googleReasons.refused')) : null
  const googleText = googleReason && googleError?.code && /^[a-z_]{1,40}$/.test(googleError.code) ? `${googleReason} (${googleError.code})` : googleReason
  useEffect(() => {
    if (googleText) toast.error(t('googleError'), { description: googleText })
  }, [googleText, t])
  const common = useTranslations('common')
  const locale = useLocale()
  const errorText = useErrorText()
  const router = useRouter()
  const [view, setView] = useState<View>(mode)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')

  useEffect(() => {
    if (open) setView(mode)
    setError(null)
    setFieldErrors({})
  }, [mode, open])

  function switchMode(next: AuthMode) {
    setError(null)
    setFieldErrors({})
    setPassword('')
    setConfirmPassword('')
    onModeChange(next)
    setView(next)
  }

  function handleOpenChange(next: boolean) {
    onOpenChange(next)
    // Closing 'Check Your Email!' returns to login mode.
    if (!next && (view === 'checkEmail' || view === 'resetSent')) switchMode('signIn')
  }

  /** The dialog says what went wrong once, inline where the person is looking (no toast on top). */
  function fail(message: string) {
    setError(message)
  }

  async function signIn() {
    if (!accountRules.emailValid(email)) return setFieldErrors({ email: t('emailInvalid') })
    if (!password) return setFieldErrors({ password: t('passwordRequired') })
    const result = await postJson('/api/account/login', { email, password })
    if (!result.ok) {
      // A malformed address reads as wrong credentials: sign-in never says which part was wrong.
      return fail(errorText(result.error, { readAs: { VALIDATION_ERROR: 'INVALID_CREDENTIALS' }, fallback: t('loginError') }))
    }
    toast.success(t('signInSuccessTitle'), { description: t('signInSuccess') })
    onOpenChange(false)
    setPassword('')
    // A visitor who chose a plan first continues straight to checkout.
    const pending = takePendingCheckout()
    if (pending) {
      const outcome = await requestCheckout(pending)
      if (outcome.kind === 'redirect') return window.location.assign(outcome.url)
    }
    router.push(href('dashboard'))
    router.refresh()
  }

  async function register() {
    const problem = registrationProblem({ username, email, password, confirmPassword })
    if (problem) {
      const field = problem === 'usernameRequired' || problem === 'usernameInvisible' ? 'username' : problem === 'emailInvalid' ? 'email' : problem === 'passwordTooShort' ? 'password' : 'confirmPassword'
      return setFieldErrors({ [field]: t(problem) })
    }
    const result = await postJson('/api/account/register', { username, email, password, language: locale })
    if (!result.ok) {
      return fail(result.error.code === 'RATE_LIMITED' ? errorText(result.error) : t('registrationError'))
    }
    setPassword('')
    setConfirmPassword('')
    setView('checkEmail')
  }

  async function forgot() {
    if (!accountRules.emailValid(email)) return setFieldErrors({ email: t('emailInvalid') })
    const result = await postJson('/api/account/forgot-password', { email })
    if (!result.ok) return fail(result.error.code === 'RATE_LIMITED' ? errorText(result.error) : t('forgotFailed'))
    toast.success(t('resetSentTitle'), { description: t('resetSentText') })
    setView('resetSent')
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setFieldErrors({})
    setBusy(true)
    try {
      if (view === 'signIn') await signIn()
      else if (view === 'register') await register()
      else if (view === 'forgot') await forgot()
    } finally {
      setBusy(false)
    }
  }

  const titles: Record<View, [string, string]> = {
    signIn: [t('signInTitle'), t('signInDescription')],
    register: [t('registerTitle'), t('registerDescription')],
    forgot: [t('forgotTitle'), t('forgotDescription')],
    checkEmail: [t('checkEmailTitle'), t('checkEmailText', { email })],
    resetSent: [t('resetSentTitle'), t('resetSentText')],
  }
  const [title, description] = titles[view]
  const submitLabel =
    view === 'signIn'
      ? busy ? t('signingIn') : t('signInButton')
      : view === 'register'
        ? busy ? t('registering') : t('registerButton')
        : busy ? t('sending') : t('sendButton')

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <Dialog.Close className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100" aria-label={common('close')}>
            <X className="size-5" aria-hidden />
          </Dialog.Close>
          {(view === 'checkEmail' || view === 'resetSent') && (
            <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <MailCheck className="size-6" aria-hidden />
            </div>
          )}
          <Dialog.Title className="text-2xl font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1.5 text-sm text-slate-600">{description}</Dialog.Description>

          {view === 'checkEmail' || view === 'resetSent' ? (
            <div className="mt-6 space-y-4">
              {view === 'checkEmail' && <p className="text-sm text-slate-500">{t('checkEmailHint')}</p>}
              <button type="button" className="btn-primary w-full" onClick={() => switchMode('signIn')}>
                {t('backToSignIn')}
              </button>
            </div>
          ) : (
            <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
              {googleText && view === 'signIn' && (
                <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
                  <span className="font-semibold">{t('googleError')}: </span>
                  {googleText}
                </p>
              )}
              {providers?.google && (view === 'signIn' || view === 'register') && (
                <>
                  <a href="/api/auth/google" className="btn-secondary w-full">
                    <GoogleMark />
                    {t('googleButton')}
                  </a>
                  <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400" aria-hidden>
                    <span className="h-px flex-1 bg-slate-200" />
                    {t('or')}
                    <span className="h-px flex-1 bg-slate-200" />
                  </p>
                </>
              )}
              {view === 'register' && (
                <Field id="auth-username" label={t('username')} error={fieldErrors.username}>
                  <input id="auth-username" className="input" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
                </Field>
              )}
              <Field id="auth-email" label={t('email')} error={fieldErrors.email}>
                <input id="auth-email" type="email" className="input" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </Field>
              {view !== 'forgot' && (
                <Field id="auth-password" label={t('password')} error={fieldErrors.password}>
                  <input
                    id="auth-password"
                    type="password"
                    className="input"
                    autoComplete={view === 'register' ? 'new-password' : 'current-password'}
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </Field>
              )}
              {view === 'register' && (
                <Field id="auth-confirm" label={t('confirmPassword')} error={fieldErrors.confirmPassword}>
                  <input id="auth-confirm" type="password" className="input" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} />
                </Field>
              )}
              {error && (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                  {error}
                </p>
              )}
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {submitLabel}
              </button>
              <div className="flex flex-col items-center gap-2 pt-1 text-sm">
                {view === 'signIn' && (
                  <>
                    <button type="button" className="text-brand-700 hover:underline" onClick={() => switchMode('forgot')}>
                      {t('forgotLink')}
                    </button>
                    <button type="button" className="text-brand-700 hover:underline" onClick={() => switchMode('register')}>
                      {t('toRegister')}
                    </button>
                  </>
                )}
                {view !== 'signIn' && (
                  <button type="button" className="text-brand-700 hover:underline" onClick={() => switchMode('signIn')}>
                    {view === 'register' ? t('toSignIn') : t('backToSignIn')}
                  </button>
                )}
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
