import { cookies, headers } from 'next/headers'
import { getRequestConfig } from 'next-intl/server'

import { withFacts } from './facts'
import { LOCALE_COOKIE, isLocale, pickLocale } from './locales'

/**
 * Public pages carry their locale in the internal [locale] segment (the rewrites put it there), so they
 * render once per language and are cached; the signed-in area reads the cookie on every request.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested)
    ? requested
    : pickLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'))
  return {
    locale,
    messages: withFacts((await import(`../../messages/${locale}.json`)).default),
    timeZone: 'UTC',
  }
})
