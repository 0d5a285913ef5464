'use client'

import { Sparkles } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { Tabs } from 'radix-ui'

import { href } from '@/shared/paths'
import { PageHeader } from '../ui/PageHeader'
import { SiteManager } from './SiteManager'

const TAB = 'rounded-lg px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'

/** /dashboard/integrations (SPEC 2): tabs WordPress, Zapier (coming soon) and Settings; subscribers connect sites. */
export function IntegrationsScreen({ allowed }: { allowed: boolean }) {
  const t = useTranslations('integrations')
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      <Tabs.Root defaultValue="wordpress">
        <Tabs.List className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1" aria-label={t('title')}>
          <Tabs.Trigger value="wordpress" className={TAB}>WordPress</Tabs.Trigger>
          <Tabs.Trigger value="zapier" className={TAB}>
            Zapier <span className="ml-1 rounded bg-slate-200 px-1.5 py-0.5 text-[10px] uppercase tracking-wide">{t('comingSoon')}</span>
          </Tabs.Trigger>
          <Tabs.Trigger value="settings" className={TAB}>{t('settingsTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="wordpress" className="mt-6 space-y-6">
          {/* SPEC's heading is Hungarian: the Hungarian UI shows it as written, the English UI in English. */}
          <h2 className="text-xl font-bold text-slate-900">{t('wordpressHeading')}</h2>
          {!allowed && <UpgradePrompt />}
          <SiteManager platform="wordpress" allowed={allowed} />
          <SiteManager platform="wix" allowed={allowed} />
        </Tabs.Content>
        <Tabs.Content value="zapier" className="mt-6">
          <section className="card text-sm text-slate-600">{t('zapierSoon')}</section>
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-6">
          <section className="card text-sm text-slate-600">{t('noSettings')}</section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}

function UpgradePrompt() {
  const t = useTranslations('integrations')
  return (
    <section className="card flex flex-wrap items-center justify-between gap-4 border-brand-200 bg-brand-50" data-testid="integrations-upgrade">
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 text-brand-600" aria-hidden />
        <div>
          <p className="font-semibold text-slate-900">{t('upgradeTitle')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('upgradeText')}</p>
        </div>
      </div>
      <Link href={href('subscription')} className="btn-primary">{t('upgradeButton')}</Link>
    </section>
  )
}
