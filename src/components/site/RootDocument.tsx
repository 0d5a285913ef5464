import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ComponentType, ReactNode } from 'react'

import '@/styles/globals.css'
import { ClientMessages, SHELL_NAMESPACES } from '@/i18n/ClientMessages'
import type { Locale } from '@/i18n/locales'
import { env } from '@/server/env'
import { AuthDialogProvider } from '../auth/AuthDialogContext'
import { SessionProvider, type SessionUser } from '../auth/SessionContext'
import { Toaster } from '../ui/Toaster'
import { AppReadySignal } from './AppReadySignal'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { href } from '@/shared/paths'

type Shared = { title: string; description: string; path: string }

/** What link previews show: a page's openGraph replaces the layout's whole, so each page sends the site's part too. */
function previews(locale: Locale, siteName: string, { title, description, path }: Shared): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: { type: 'website', siteName, title, description, url: path, locale: locale === 'hu' ? 'hu_HU' : 'en_US' },
    twitter: { card: 'summary_large_image', title, description },
  }
}

export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  const title = t('defaultTitle')
  const description = t('defaultDescription')
  return {
    metadataBase: new URL(env().SERVER_URL),
    title: { default: title, template: `%s | ${t('siteName')}` },
    description,
    applicationName: t('siteName'),
    ...previews(locale, t('siteName'), { title, description, path: '/' }),
  }
}

/** A public page's title, description and address, for search results and link previews alike. */
export async function pageMetadata(locale: Locale, page: Shared): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  return { title: page.title, description: page.description, alternates: { canonical: page.path }, ...previews(locale, t('siteName'), page) }
}

function ShellMessages({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={SHELL_NAMESPACES}>{children}</ClientMessages>
}

type Props = { locale: Locale; user?: SessionUser | null; children: ReactNode; Messages?: ComponentType<{ children: ReactNode }> }

/**
 * The html shell shared by the public site and the signed-in area: nav, footer, dialogs, toasts.
 * Public pages are cached for everyone, so they pass no user and the header asks the browser's
 * session; they also hand the browser only the shell's messages (pages add their own groups). The
 * signed-in area passes its Messages (src/i18n/AllMessages.tsx).
 */
export async function RootDocument({ locale, user, children, Messages = ShellMessages }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <Messages>
          <SessionProvider user={user}>
            <AuthDialogProvider>
              <a href="#main" className="skip-link">
                {t('skipToContent')}
              </a>
              <SiteHeader paths={{ home: href('home'), aiTools: href('aiTools'), blog: href('blog'), pricing: href('pricing'), contact: href('contact') }} />
              <main id="main" className="flex flex-1 flex-col">
                {children}
              </main>
              <SiteFooter />
            </AuthDialogProvider>
            <AppReadySignal />
          </SessionProvider>
          <Toaster />
        </Messages>
      </body>
    </html>
  )
}
