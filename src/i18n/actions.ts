'use server'

import { cookies } from 'next/headers'

import { currentUser } from '@/server/auth/currentUser'
import config from '@payload-config'
import { getPayload } from 'payload'
import { LOCALE_COOKIE, isLocale } from './locales'

/** Stores the choice in a cookie, and on the account so e-mails follow it. */
export async function setLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  ;(await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' })
  const user = await currentUser()
  if (user && user.language !== locale) {
    const payload = await getPayload({ config })
    await payload.update({ collection: 'users', id: user.id, data: { language: locale }, user, overrideAccess: false, depth: 0 })
  }
}
