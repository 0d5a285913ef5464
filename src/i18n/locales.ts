// Relative imports only: next.config.ts loads this file (through routing.ts), where the @/ alias does not resolve.
import { isLanguage, LANGUAGES, type Language } from '../shared/language'

export const LOCALES = LANGUAGES
export type Locale = Language
export const DEFAULT_LOCALE: Locale = 'en'
export { LOCALE_COOKIE } from './languageChoice.mjs'

export const isLocale: (value: unknown) => value is Locale = isLanguage

/**
 * The switcher's cookie wins, then the first language of Accept-Language that we have (in the
 * header's order, which browsers keep by preference; q=0 means "not this one"), then English.
 * The public pages' rewrites (routing.ts) read the header the same way.
 */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && !(Number(q.slice(2)) > 0)) continue
    const base = tag.trim().toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return DEFAULT_LOCALE
}
