'use client'

import { CreditCard, PieChart } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { SubscriptionCard } from '../billing/SubscriptionCard'
import { UsageRing } from '../billing/UsageRing'
import { useBillingStatus } from '../billing/useBillingStatus'

export function DashboardBilling() {
  const t = useTranslations('dashboard')
  const { status } = useBillingStatus()
  const skeleton = <div className="h-32 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="card" aria-labelledby="usage-title">
        <h2 id="usage-title" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <PieChart className="size-5 text-brand-600" aria-hidden />
          {t('usageTitle')}
        </h2>
        {status ? <UsageRing status={status} /> : skeleton}
      </section>
      <section className="card" aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="size-5 text-brand-600" aria-hidden />
          {t('subscriptionTitle')}
        </h2>
        {status ? <SubscriptionCard status={status} /> : skeleton}
      </section>
    </div>
  )
}
