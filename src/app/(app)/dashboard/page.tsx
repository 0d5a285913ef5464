import { PenLine } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { AdminPanel } from '@/components/admin/AdminPanel'
import { DashboardBilling } from '@/components/dashboard/DashboardBilling'
import { hasArticles } from '@/server/articles/queries'
import { requireRoute, userIsAdmin } from '@/server/auth/currentUser'
import { href } from '@/shared/paths'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('dashboardTitle'), robots: { index: false } }
}

export default async function DashboardPage() {
  const [user, t] = await Promise.all([requireRoute('dashboard'), getTranslations('dashboard')])
  const returning = await hasArticles(user)
  return (
    <div className="space-y-6">
      <section className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {t(returning ? 'welcome' : 'welcomeNew', { name: user.username || user.email })}
            {userIsAdmin(user) && (
              <span className="ml-3 align-middle rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t('adminBadge')}</span>
            )}
          </h1>
          <p className="mt-1 text-slate-600">{t(returning ? 'welcomeText' : 'welcomeNewText')}</p>
        </div>
        <Link href={href('aiTools')} className="btn-primary shrink-0">
          <PenLine className="size-4" aria-hidden />
          {t('writeNew')}
        </Link>
      </section>
      <DashboardBilling />
      {userIsAdmin(user) && <AdminPanel />}
    </div>
  )
}
