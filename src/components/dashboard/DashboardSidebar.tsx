'use client'

import { CreditCard, FileText, ExternalLink, LayoutDashboard, LogOut, Mail, Newspaper, Settings, Sparkles, Upload, type LucideIcon } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { SignOutButton } from '../site/SignOutButton'

type Item = { href: string; label: string; icon: LucideIcon; ready: boolean; external?: boolean }

export function DashboardSidebar({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('dashboard')
  const common = useTranslations('common')
  const pathname = usePathname()
  const main: Item[] = [
    { href: '/dashboard', label: t('dashboard'), icon: LayoutDashboard, ready: true },
    { href: '/ai-tools', label: t('aiTool'), icon: Sparkles, ready: true },
    { href: '/dashboard/articles', label: t('articles'), icon: FileText, ready: true },
    { href: '/dashboard/subscription', label: t('billing'), icon: CreditCard, ready: true },
    { href: '/dashboard/settings', label: t('settings'), icon: Settings, ready: true },
  ]
  const admin: Item[] = [
    { href: '/dashboard/publish', label: t('publish'), icon: Upload, ready: true },
    { href: '/dashboard/blog-management', label: t('blogManagement'), icon: Newspaper, ready: true },
    { href: '/dashboard/email-management', label: t('emailManagement'), icon: Mail, ready: false },
    { href: '/admin', label: t('adminPanel'), icon: ExternalLink, ready: true, external: true },
  ]
  const render = (item: Item) => {
    const Icon = item.icon
    const classes = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium'
    if (!item.ready) {
      // Not built yet: shown so the map of the product is honest, but never a dead link.
      return (
        <span className={`${classes} cursor-default text-slate-400`} aria-disabled="true">
          <Icon className="size-4" aria-hidden />
          <span className="flex-1">{item.label}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[10px] uppercase tracking-wide">{common('comingSoon')}</span>
        </span>
      )
    }
    const active = item.href === '/dashboard' ? pathname === item.href : pathname.startsWith(item.href)
    return (
      <Link
        href={item.href}
        prefetch={item.external ? false : undefined}
        aria-current={active ? 'page' : undefined}
        className={`${classes} text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
      >
        <Icon className="size-4" aria-hidden />
        {item.label}
      </Link>
    )
  }
  return (
    <nav aria-label={t('sidebarLabel')} className="rounded-2xl border border-slate-200 bg-white p-3 lg:sticky lg:top-20">
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {main.map((item) => (
          <li key={item.href}>{render(item)}</li>
        ))}
      </ul>
      {isAdmin && (
        <>
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('adminSection')}</p>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {admin.map((item) => (
              <li key={item.href}>{render(item)}</li>
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
