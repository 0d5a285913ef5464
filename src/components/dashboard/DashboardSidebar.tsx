'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { isReady, navEntries, ROUTES, type RouteEntry } from '@/shared/routes'
import { ROUTE_ICONS } from '../site/routeIcons'
import { SignOutButton } from '../site/SignOutButton'

export function DashboardSidebar({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('dashboard')
  const common = useTranslations('common')
  const pathname = usePathname()
  const render = (entry: RouteEntry & { nav: NonNullable<RouteEntry['nav']> }) => {
    const Icon = ROUTE_ICONS[entry.nav.icon]
    const label = t(entry.nav.label)
    const classes = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium'
    if (!isReady(entry)) {
      // Not built yet: shown so the map of the product is honest, but never a dead link.
      return (
        <span className={`${classes} cursor-default text-slate-400`} aria-disabled="true">
          <Icon className="size-4" aria-hidden />
          <span className="flex-1">{label}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] uppercase tracking-wide">{common('comingSoon')}</span>
        </span>
      )
    }
    const active = entry.path === ROUTES.dashboard.path ? pathname === entry.path : pathname.startsWith(entry.path)
    return (
      <Link
        href={entry.path}
        prefetch={entry.nav.external ? false : undefined}
        aria-current={active ? 'page' : undefined}
        className={`${classes} text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
      >
        <Icon className="size-4" aria-hidden />
        {label}
      </Link>
    )
  }
  return (
    <nav aria-label={t('sidebarLabel')} className="rounded-2xl border border-slate-200 bg-white p-3 lg:sticky lg:top-20">
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {navEntries('app').map((entry) => (
          <li key={entry.path}>{render(entry)}</li>
        ))}
      </ul>
      {isAdmin && (
        <>
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('adminSection')}</p>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {navEntries('admin').map((entry) => (
              <li key={entry.path}>{render(entry)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 border-t border-slate-100 pt-3">
        <SignOutButton className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          <LogOut className="size-4" aria-hidden />
          {t('signOut')}
        </SignOutButton>
      </div>
    </nav>
  )
}
