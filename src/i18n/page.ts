import { setRequestLocale } from 'next-intl/server'

import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

export type LocaleParams = Promise<{ locale: string }>

/** A public page's language, from the segment the rewrites filled; it lets the page render statically. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE
  setRequestLocale(known)
  return known
}
