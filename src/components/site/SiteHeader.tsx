'use client'

import { useTranslations } from '@/i18n/texts'
import { AppLink } from '@/components/ui/AppLink'
import { usePathname } from 'next/navigation'
import { Suspense, useState } from 'react'

import { useAuthDialog } from '../auth/AuthDialogContext'
import { useSession } from '../auth/SessionContext'
import { lazyExport } from '../ui/lazyExport'
import { LanguageSwitcher } from './LanguageSwitcher'

// Only a signed-in visitor sees it: a first visit does not load it.
const SignOutButton = lazyExport(() => import('./SignOutButton'), 'SignOutButton')

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

  // Until a cached page hears who is signed in, hold the space rather than flash 'Sign In'. A page
  // whose app starts on intent is told sooner, by its loader: <html data-session="visitor"> shows
  // the button instead (globals.css), and it is the same element once the app knows.
  const account = user ? (
    <>
      <span className="truncate text-sm text-slate-600" data-testid="welcome-line">
        {t('welcome', { email: user.email })}
      </span>
      <Suspense fallback={null}>
        <SignOutButton className="btn-secondary" />
      </Suspense>
    </>
  ) : (
    <>
      {!known && <span className="account-pending" aria-hidden />}
      <button type="button" className={known ? 'btn-primary' : 'btn-primary visitor-only'} onClick={() => openAuth('signIn')}>
        {t('signIn')}
      </button>
    </>
  )

  return (
    <header className="site-header">
      <div>
        <AppLink href={paths.home} className="site-brand">
          <span>
            <span className="icon-[lucide--pen-line] size-4" aria-hidden />
          </span>
          <span>SEO Writer</span>
        </AppLink>
        {user?.isAdmin && (
          <span className="admin-badge" data-testid="admin-badge">
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
        <div id="mobile-menu" className="mobile-menu">
          <nav aria-label={t('mainNavigation')}>
            <ul className="flex flex-col py-2">
              {links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    onClick={() => setMenuOpen(false)}
                    aria-current={isActive(link.href) ? 'page' : undefined}
                    className="mobile-link"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mobile-account">
            <LanguageSwitcher />
            {account}
          </div>
        </div>
      )}
    </header>
  )
}
