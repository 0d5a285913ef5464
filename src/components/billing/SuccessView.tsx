'use client'

import { CheckCircle2, Loader2 } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import { tierLabel } from '@/shared/plans'
import type { BillingStatus } from '@/shared/plans'
import { href } from '@/shared/paths'
import { requestJson } from '../api'

/** SPEC 2 /success: with a session id, re-check the subscription after 2 s and show the plan. */
export function SuccessView({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations('billing')
  const [status, setStatus] = useState<BillingStatus | null>(null)
  const [checking, setChecking] = useState(Boolean(sessionId))

  useEffect(() => {
    if (!sessionId) return
    const timer = setTimeout(async () => {
      try {
        const result = await requestJson<BillingStatus>('GET', '/api/billing/status')
        if (result.ok) setStatus(result.data)
      } finally {
        setChecking(false)
      }
    }, 2000)
    return () => clearTimeout(timer)
  }, [sessionId])

  return (
    <div className="card mx-auto w-full max-w-lg text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('successTitle')}</h1>
      <div className="mt-3 min-h-12 text-slate-600" aria-live="polite">
        {checking ? (
          <p className="flex items-center justify-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('successChecking')}
          </p>
        ) : status?.subscribed ? (
          <p className="text-lg font-semibold text-slate-900" data-testid="success-plan">
            {t('successPlan', { plan: tierLabel(status.tier, status.trialing) })}
          </p>
        ) : (
          <p>{t('successPending')}</p>
        )}
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={href('blogWriter')} className="btn-primary">
          {t('successWrite')}
        </Link>
        <Link href={href('pricing')} className="btn-secondary">
          {t('successPricing')}
        </Link>
      </div>
    </div>
  )
}
