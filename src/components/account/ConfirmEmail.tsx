'use client'

import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { href } from '@/shared/paths'
import { postJson } from '../api'
import { refreshSession, useSession } from '../auth/SessionContext'

type State = 'working' | 'done' | 'invalid'

/**
 * The link from an e-mail: a new account's confirmation (verifies and signs in, then the
 * dashboard) or an e-mail change's confirmation (the address changes, then settings).
 */
export function ConfirmEmail({ token, kind = 'signUp' }: { token: string | null; kind?: 'signUp' | 'emailChange' }) {
  const t = useTranslations('verify')
  const [state, setState] = useState<State>(token ? 'working' : 'invalid')
  const [email, setEmail] = useState('')
  const started = useRef(false)
  const change = kind === 'emailChange'
  const { user } = useSession()
  const router = useRouter()
  // A used sign-up link opened while signed in: the address is confirmed (sign-in requires it).
  const alreadyConfirmed = state === 'invalid' && !change && Boolean(token) && Boolean(user)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    const endpoint = change ? '/api/account/confirm-email-change' : '/api/account/confirm-email'
    void postJson<{ email?: string }>(endpoint, { token }).then((result) => {
      if (!result.ok) return setState('invalid')
      setEmail(result.data.email ?? '')
      setState('done')
      // A full load so every part of the page sees the new session.
      if (!change) return void setTimeout(() => window.location.assign(href('dashboard')), 1500)
      // The header still shows the old address: ask again (a cached page) and render afresh (the server's).
      refreshSession()
      router.refresh()
    })
  }, [token, change, router])

  return (
    <div className="card mx-auto w-full max-w-md text-center" aria-live="polite">
      {state === 'working' && (
        <>
          <Loader2 className="mx-auto size-10 animate-spin text-brand-600" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold">{change ? t('changeWorking') : t('working')}</h1>
        </>
      )}
      {state === 'done' && (
        <>
          <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{change ? t('changeSuccessTitle') : t('successTitle')}</h1>
          <p className="mt-2 text-slate-600">{change ? t('changeSuccessText', { email }) : t('successText')}</p>
          <a href={change ? href('settings') : href('dashboard')} className="btn-primary mt-6">
            {change ? t('goSettings') : t('goDashboard')}
          </a>
        </>
      )}
      {alreadyConfirmed && (
        <>
          <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{t('alreadyTitle')}</h1>
          <p className="mt-2 text-slate-600">{t('alreadyText', { email: user?.email ?? '' })}</p>
          <Link href={href('dashboard')} className="btn-primary mt-6">
            {t('goDashboard')}
          </Link>
        </>
      )}
      {state === 'invalid' && !alreadyConfirmed && (
        <>
          <XCircle className="mx-auto size-12 text-red-500" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{t('invalidTitle')}</h1>
          <p className="mt-2 text-slate-600">{!token ? t('missingToken') : change ? t('changeInvalidText') : t('invalidText')}</p>
          <Link href={change ? href('settings') : '/?auth=signin'} className="btn-primary mt-6">
            {change ? t('goSettings') : t('signIn')}
          </Link>
        </>
      )}
    </div>
  )
}
