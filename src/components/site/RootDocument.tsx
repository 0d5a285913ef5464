import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import '@/styles/globals.css'
import { currentUser, userIsAdmin } from '@/server/auth/currentUser'
import { env } from '@/server/env'
import { AuthDialogProvider } from '../auth/AuthDialogContext'
import { Toaster } from '../ui/Toaster'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

export async function rootMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta')
  const title = t('defaultTitle')
  const description = t('defaultDescription')
  return {
    metadataBase: new URL(env().SERVER_URL),
    title: { default: title, template: `%s | ${t('siteName')}` },
    description,
    applicationName: t('siteName'),
    openGraph: { type: 'website', siteName: t('siteName'), title, description, url: '/' },
    twitter: { card: 'summary_large_image', title, description },
  }
}

/** The html shell shared by the public site and the signed-in area: nav, footer, dialogs, toasts. */
export async function RootDocument({ children }: { children: ReactNode }) {
  const [locale, user, t] = await Promise.all([getLocale(), currentUser(), getTranslations('common')])
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider>
          <AuthDialogProvider>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
              {t('skipToContent')}
            </a>
            <SiteHeader user={user ? { email: user.email, isAdmin: userIsAdmin(user) } : null} />
            <main id="main" className="flex flex-1 flex-col">
              {children}
            </main>
            <SiteFooter />
          </AuthDialogProvider>
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
