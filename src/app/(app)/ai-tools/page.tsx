import { LayoutDashboard } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { ROUTE_ICONS } from '@/components/site/routeIcons'
import { requireRoute } from '@/server/auth/currentUser'
import { entitlementsOf } from '@/server/billing/queries'
import { cheapestPlanWith } from '@/shared/plans'
import { href } from '@/shared/paths'
import { isReady, toolEntries } from '@/shared/routes'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('aiToolsTitle') }
}

export default async function AiToolsPage() {
  const [user, t, common] = await Promise.all([requireRoute('aiTools'), getTranslations('aiTools'), getTranslations('common')])
  const allowed = await entitlementsOf(user)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Link href={href('dashboard')} className="btn-secondary">
            <LayoutDashboard className="size-4" aria-hidden />
            {t('dashboardLink')}
          </Link>
        }
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {toolEntries().map((entry) => {
          const { key, icon, requires } = entry.tool
          const Icon = ROUTE_ICONS[icon]
          // Tools of a higher plan are shown with the plan that includes them (plans.ts decides).
          const upgradeTo = requires && !allowed[requires] ? cheapestPlanWith(requires)?.name : undefined
          return (
          <li key={key} className="card flex flex-col">
            <div className="flex items-start justify-between gap-2">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-6" aria-hidden />
              </span>
              {upgradeTo && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{upgradeTo}</span>}
            </div>
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{t(`${key}Title`)}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600">{t(`${key}Text`)}</p>
            {!isReady(entry) ? (
              <p className="mt-5 rounded-lg bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-500" title={t('comingSoonText')}>
                {common('comingSoon')}
              </p>
            ) : upgradeTo ? (
              <Link href={href('subscription')} className="btn-secondary mt-5">
                {t('upgradeTo', { plan: upgradeTo })}
              </Link>
            ) : (
              <Link href={entry.path} className="btn-primary mt-5">
                {t('useTool')}
              </Link>
            )}
          </li>
          )
        })}
      </ul>
    </div>
  )
}
