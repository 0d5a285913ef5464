import { getLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { RootDocument, rootMetadata } from '@/components/site/RootDocument'
import { AllMessages } from '@/i18n/AllMessages'
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales'
import { Reconnecting } from '@/components/site/Reconnecting'
import { currentUser, DatabaseOutage, userIsAdmin } from '@/server/auth/currentUser'

async function locale() {
  const value = await getLocale()
  return isLocale(value) ? value : DEFAULT_LOCALE
}

export async function generateMetadata() {
  return rootMetadata(await locale())
}

/** The signed-in area renders per request: the header knows the user from the server, and every message group goes along. */
export default async function Layout({ children }: { children: ReactNode }) {
  const [current, user] = await Promise.all([locale(), currentUser().catch((error: unknown) => (error instanceof DatabaseOutage ? error : Promise.reject(error)))])
  if (user instanceof DatabaseOutage) {
    // Signed in, but the database is away: keep the session and retry instead of signing out.
    return (
      <RootDocument locale={current} Messages={AllMessages}>
        <Reconnecting />
      </RootDocument>
    )
  }
  return (
    <RootDocument locale={current} user={user ? { id: user.id, email: user.email, isAdmin: userIsAdmin(user) } : null} Messages={AllMessages}>
      {children}
    </RootDocument>
  )
}
