'use client'

import { Loader2, RefreshCw } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState, useTransition } from 'react'

const RETRY_SECONDS = [2, 4, 8, 16, 30]

/**
 * Shown in the signed-in area while the database cannot be reached: the person is still signed
 * in, nothing they saved is lost, and the page asks again by itself with growing pauses.
 */
export function Reconnecting() {
  const t = useTranslations('common')
  const router = useRouter()
  const [attempt, setAttempt] = useState(0)
  const [seconds, setSeconds] = useState(RETRY_SECONDS[0]!)
  const [pending, startTransition] = useTransition()

  useEffect(() => {
    if (pending) return
    if (seconds <= 0) {
      startTransition(() => router.refresh())
      const next = Math.min(attempt + 1, RETRY_SECONDS.length - 1)
      setAttempt(next)
      setSeconds(RETRY_SECONDS[next]!)
      return
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds, attempt, pending, router])

  return (
    <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('reconnectingTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('reconnectingText')}</p>
      <p className="mt-2 text-sm text-slate-500" data-testid="reconnecting-countdown">
        {pending ? t('reconnectingNow') : t('reconnectingIn', { seconds })}
      </p>
      <button type="button" className="btn-secondary mt-6" disabled={pending} onClick={() => setSeconds(0)}>
        <RefreshCw className="size-4" aria-hidden />
        {t('tryAgain')}
      </button>
    </div>
  )
}
