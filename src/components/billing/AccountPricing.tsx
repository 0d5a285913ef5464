'use client'

import { Loader2, RefreshCw } from 'lucide-react'
import { useTranslations } from '@/i18n/texts'
import { useEffect } from 'react'

import { limitLabel, type PlanKey } from '@/shared/plans'
import { ManageSubscriptionButton } from './ManageSubscriptionButton'
import { SubscriptionCard } from './SubscriptionCard'
import { useBillingStatus } from './useBillingStatus'

// The signed-in account's parts of the pricing view, loaded lazily by PlanChoice. Each reads the one
// shared status request (SWR dedupes by key).

/** Beside the title: refresh the status, and the portal for a paying account. */
export function AccountActions() {
  const t = useTranslations('billing')
  const { status, isValidating, mutate } = useBillingStatus(true)
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-secondary" onClick={() => void mutate()} disabled={isValidating}>
        <RefreshCw className={`size-4 ${isValidating ? 'animate-spin' : ''}`} aria-hidden />
        {isValidating ? t('refreshing') : t('refresh')}
      </button>
      {status?.entitlements.manageSubscription && <ManageSubscriptionButton />}
    </div>
  )
}

/** Under the title: the subscription's status and this month's usage; it tells the plans which one is the account's (an admin has none). */
export function AccountPanel({ onPlan }: { onPlan: (plan: PlanKey | null) => void }) {
  const t = useTranslations('billing')
  const common = useTranslations('common')
  const { status, isLoading } = useBillingStatus(true)
  const plan = status && status.tier !== 'admin' ? status.tier : null
  useEffect(() => onPlan(plan), [plan, onPlan])
  return (
    <section className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.2fr]" aria-label={t('usageTitle')}>
      <div className="card">
        <h2 className="text-lg font-semibold">{t('statusTitle')}</h2>
        <div className="mt-4">{status ? <SubscriptionCard status={status} withActions={false} /> : <Loader2 className="size-6 animate-spin text-brand-600" aria-label={common('loading')} />}</div>
      </div>
      <div className="grid grid-cols-2 gap-4">
        {[
          ['used', status?.usage],
          ['remaining', status ? limitLabel(status.remaining) : undefined],
          ['limit', status ? limitLabel(status.limit) : undefined],
          // The reset date is the status card's, in the reader's date format; here the image quota (issue 39).
          ['images', status ? `${status.images.used} / ${limitLabel(status.images.limit)}` : undefined],
        ].map(([key, value]) => (
          <div key={key as string} className="card p-5">
            <p className="text-sm text-slate-500">{t(key as string)}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900" data-testid={`tile-${key}`}>
              {isLoading || value === undefined ? '—' : String(value)}
            </p>
          </div>
        ))}
      </div>
    </section>
  )
}
