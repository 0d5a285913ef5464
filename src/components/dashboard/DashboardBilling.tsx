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
      {[
        { id: 'usage', Icon: PieChart, body: status && <UsageRing status={status} /> },
        { id: 'subscription', Icon: CreditCard, body: status && <SubscriptionCard status={status} /> },
      ].map(({ id, Icon, body }) => (
        <section key={id} className="card" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="mb-4 flex items-center gap-2 text-lg font-semibold">
            <Icon className="size-5 text-brand-600" aria-hidden />
            {t(`${id}Title`)}
          </h2>
          {body || skeleton}
        </section>
      ))}
    </div>
  )
}
