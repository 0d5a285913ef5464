'use client'

import { ArrowRight, Plug, Sparkles } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'

import { entitlements } from '@/shared/plans'
import { href } from '@/shared/paths'
import { SubscriptionCard } from '../billing/SubscriptionCard'
import { useBillingStatus } from '../billing/useBillingStatus'

/** SPEC 2 settings: subscription management for paying subscribers, and integrations (or the upgrade prompt). */
export function SettingsPlanCards() {
  const t = useTranslations('settings')
  const { data: status } = useBillingStatus()
  if (!status) return <div className="h-32 animate-pulse rounded-2xl bg-slate-100" aria-hidden />
  const paying = status.subscribed && status.tier !== 'admin'
  const connects = entitlements(status.tier).integrations
  return (
    <div className={`grid gap-6 ${paying ? 'md:grid-cols-2' : ''}`}>
      {paying && (
        <section className="card" aria-labelledby="settings-subscription-title">
          <h2 id="settings-subscription-title" className="text-lg font-semibold">{t('subscriptionTitle')}</h2>
          <div className="mt-4">
            <SubscriptionCard status={status} />
          </div>
        </section>
      )}
      <section className="card" aria-labelledby="settings-integrations-title" data-testid="settings-integrations">
        <h2 id="settings-integrations-title" className="flex items-center gap-2 text-lg font-semibold">
          <Plug className="size-5 text-brand-600" aria-hidden />
          {t('integrationsTitle')}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{connects ? t('integrationsText') : t('integrationsUpgrade')}</p>
        <Link href={href(connects ? 'integrations' : 'subscription')} className={`mt-4 ${connects ? 'btn-secondary' : 'btn-primary'}`}>
          {connects ? <ArrowRight className="size-4" aria-hidden /> : <Sparkles className="size-4" aria-hidden />}
          {connects ? t('integrationsManage') : t('integrationsPlans')}
        </Link>
      </section>
    </div>
  )
}
