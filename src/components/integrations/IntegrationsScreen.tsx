'use client'

import { Sparkles } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { Tabs } from 'radix-ui'

import { PageHeader } from '../ui/PageHeader'
import { PlanOffer } from '../ui/PlanOffer'
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
  return <PlanOffer icon={Sparkles} title={t('upgradeTitle')} text={t('upgradeText')} button={t('upgradeButton')} testId="integrations-upgrade" />
}
