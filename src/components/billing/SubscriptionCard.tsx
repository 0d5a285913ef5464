'use client'

import { CalendarClock, CreditCard } from 'lucide-react'
import { useLocale, useTranslations } from '@/i18n/texts'
import { useEffect, useState } from 'react'

import { formatDate } from '@/i18n/format'
import { countdown } from '@/shared/countdown'
import { tierLabel } from '@/shared/plans'
import type { BillingStatus } from '@/shared/plans'
import { ManageSubscriptionButton } from './ManageSubscriptionButton'
import { href } from '@/shared/paths'

/** Re-renders every 60 s so the countdown stays true (SPEC 4). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** `withActions={false}` where the page already offers Manage Subscription (the pricing header). */
export function SubscriptionCard({ status, withActions = true }: { status: BillingStatus; withActions?: boolean }) {
  const t = useTranslations('billing')
  const locale = useLocale()
  const now = useMinuteClock()
  const left = countdown(status, now)
  const date = (iso: string) => formatDate(locale, iso)
  const paid = status.subscribed && status.tier !== 'admin'
  const end = status.subscriptionEnd ? date(status.subscriptionEnd) : ''
  const stateText = () => {
    if (status.state === 'trialing') return end ? t('stateTrialUntil', { date: end }) : t('trial')
    if (status.state === 'cancelling') return t('stateCancels', { date: end })
    if (status.state === 'pastDue') return t('statePastDue')
    if (status.state === 'active') return paid && end ? t('stateActiveUntil', { date: end }) : t('stateActive')
    return t('stateFree')
  }
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">{t('plan')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="status-plan">
            {status.tier === 'free' ? t('freePlan') : tierLabel(status.tier, status.trialing)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('status')}</dt>
          <dd className={`font-semibold ${status.state === 'pastDue' ? 'text-red-700' : 'text-slate-900'}`} data-testid="status-state">
            {stateText()}
          </dd>
        </div>
        {paid && status.subscriptionEnd && (
          <div className="col-span-2">
            <dt className="text-slate-500">{status.cancelAtPeriodEnd ? t('ends') : t('renews')}</dt>
            <dd className="font-semibold text-slate-900">{date(status.subscriptionEnd)}</dd>
            {status.cancelAtPeriodEnd && <dd className="text-amber-700">{t('cancelsAtEnd')}</dd>}
          </div>
        )}
        {!paid && status.tier !== 'admin' && (
          <div className="col-span-2">
            <dt className="text-slate-500">{t('resets')}</dt>
            <dd className="font-semibold text-slate-900">{date(status.resetsAt)}</dd>
          </div>
        )}
      </dl>
      {left && (
        <p className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="countdown">
          <CalendarClock className="size-4 text-brand-600" aria-hidden />
          {'days' in left ? t(left.key, { days: left.days, hours: left.hours }) : t(left.key)}
        </p>
      )}
      {withActions &&
        (status.entitlements.manageSubscription ? (
          <ManageSubscriptionButton />
        ) : (
          status.tier !== 'admin' && (
            <a href={`${href('subscription')}#plans`} className="btn-primary">
              <CreditCard className="size-4" aria-hidden />
              {t('upgrade')}
            </a>
          )
        ))}
    </div>
  )
}
