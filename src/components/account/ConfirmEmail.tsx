'use client'

import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { postJson } from '../api'

type State = 'working' | 'done' | 'invalid'

export function ConfirmEmail({ token }: { token: string | null }) {
  const t = useTranslations('verify')
  const [state, setState] = useState<State>(token ? 'working' : 'invalid')
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    void postJson('/api/account/confirm-email', { token }).then((result) => {
      if (!result.ok) return setState('invalid')
      setState('done')
      // A full load so every part of the page sees the new session.
      setTimeout(() => window.location.assign('/dashboard'), 1500)
    })
  }, [token])

  return (
    <div className="card mx-auto w-full max-w-md text-center" aria-live="polite">
      {state === 'working' && (
        <>
          <Loader2 className="mx-auto size-10 animate-spin text-brand-600" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold">{t('working')}</h1>
        </>
      )}
      {state === 'done' && (
        <>
          <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{t('successTitle')}</h1>
          <p className="mt-2 text-slate-600">{t('successText')}</p>
          <a href="/dashboard" className="btn-primary mt-6">
            {t('goDashboard')}
          </a>
        </>
      )}
      {state === 'invalid' && (
        <>
          <XCircle className="mx-auto size-12 text-red-500" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{t('invalidTitle')}</h1>
          <p className="mt-2 text-slate-600">{token ? t('invalidText') : t('missingToken')}</p>
          <Link href="/?auth=signin" className="btn-primary mt-6">
            {t('signIn')}
          </Link>
        </>
      )}
    </div>
  )
}
