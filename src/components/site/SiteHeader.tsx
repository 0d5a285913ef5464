'use client'

import { useTranslations } from '@/i18n/texts'
import { AppLink } from '@/components/ui/AppLink'
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useState } from 'react'

import { useAuthDialog } from '../auth/AuthDialogContext'
import { useSession } from '../auth/SessionContext'
import { LanguageSwitcher } from './LanguageSwitcher'

// Only a signed-in visitor sees it: a first visit does not load it.
const SignOutButton = lazy(() => import('./SignOutButton').then((module) => ({ default: module.SignOutButton })))

/** The header's addresses, worked out by the server (RootDocument), so the route table stays there. */
export type HeaderLinks = Record<'home' | 'aiTools' | 'blog' | 'pricing' | 'contact', string>

export function SiteHeader({ paths }: { paths: HeaderLinks }) {
  const t = useTranslations('nav')
  const { user, known } = useSession()
  const pathname = usePathname()
  const { openAuth } = useAuthDialog()
  const [menuOpen, setMenuOpen] = useState(false)

  const links = [
    { href: paths.home, label: t('home') },
    ...(user ? [{ href: paths.aiTools, label: t('aiTools') }] : []),
    { href: paths.blog, label: t('blog') },
    { href: paths.pricing, label: t('pricing') },
    { href: paths.contact, label: t('contact') },
  ]
  const isActive = (href: string) => (href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`))

  // Until a cached page hears who is signed in, hold the space rather than flash 'Sign In'.
  const account = !known ? (
    <span className="h-9 w-24 animate-pulse rounded-lg bg-slate-100" aria-hidden />
  ) : user ? (
    <>
      <span className="truncate text-sm text-slate-600" data-testid="welcome-line">
        {t('welcome', { email: user.email })}
      </span>
      <Suspense fallback={null}>
        <SignOutButton className="btn-secondary" />
      </Suspense>
    </>
  ) : (
    <button type="button" className="btn-primary" onClick={() => openAuth('signIn')}>
      {t('signIn')}
    </button>
  )

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <AppLink href={paths.home} className="flex items-center gap-2 font-bold text-slate-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <span className="icon-[lucide--pen-line] size-4" aria-hidden />
          </span>
          <span>SEO Writer</span>
        </AppLink>
        {user?.isAdmin && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800" data-testid="admin-badge">
            <span className="icon-[lucide--shield-check] size-3.5" aria-hidden />
            {t('admin')}
          </span>
        )}
        <nav aria-label={t('mainNavigation')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className="nav-link"
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-3 lg:flex">
          <LanguageSwitcher />
          {account}
        </div>
        <button
          type="button"
          className="btn-ghost ml-auto p-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={`${menuOpen ? 'icon-[lucide--x]' : 'icon-[lucide--menu]'} size-6`} aria-hidden />
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <nav aria-label={t('mainNavigation')}>
            <ul className="flex flex-col py-2">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    onClick={() => setMenuOpen(false)}
                    aria-current={isActive(link.href) ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:text-brand-700"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-3">
            <LanguageSwitcher />
            {account}
          </div>
        </div>
      )}
    </header>
  )
}
