'use client'

import { CheckCircle2, Loader2, MailX, XCircle } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import Link from 'next/link'
import { useState } from 'react'

import { href } from '@/shared/paths'
import { requestJson } from '../api'

type State = 'asking' | 'working' | 'done' | 'invalid' | 'failed'

/** One button that turns marketing e-mails off for the link's account. */
export function Unsubscribe({ token }: { token: string | null }) {
  const t = useTranslations('unsubscribe')
  const [state, setState] = useState<State>(token ? 'asking' : 'invalid')

  async function confirm() {
    setState('working')
    const result = await requestJson('POST', `/api/email/unsubscribe?token=${encodeURIComponent(token ?? '')}`)
    setState(result.ok ? 'done' : result.status === 400 ? 'invalid' : 'failed')
  }

  return (
    <div className="card mx-auto w-full max-w-md text-center" aria-live="polite" data-testid="unsubscribe">
      {(state === 'asking' || state === 'working' || state === 'failed') && (
        <>
          <MailX className="mx-auto size-10 text-brand-600" aria-hidden />
          <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('question')}</p>
          <p className="mt-1 text-sm text-slate-500">{t('note')}</p>
          {state === 'failed' && <p className="mt-3 text-sm text-red-700" role="alert">{t('failed')}</p>}
          <button type="button" className="btn-primary mt-6" onClick={confirm} disabled={state === 'working'}>
            {state === 'working' && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {state === 'working' ? t('working') : t('button')}
          </button>
        </>
      )}
      {(state === 'done' || state === 'invalid') && (
        <>
          {state === 'done' ? <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden /> : <XCircle className="mx-auto size-12 text-red-600" aria-hidden />}
          <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t(state)}</p>
          <Link href={href('home')} className="btn-secondary mt-6">{t('home')}</Link>
        </>
      )}
    </div>
  )
}
