import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_COOKIE, pickLocale } from './i18n/locales'
import { internalPath } from './i18n/routing'

/**
 * Public pages keep their addresses (/blog, /pricing…) but render once per language: the visitor's
 * language (cookie, else Accept-Language) picks the cached copy, instead of every request rendering.
 */
export function proxy(request: NextRequest) {
  const locale = pickLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'))
  const url = request.nextUrl.clone()
  url.pathname = internalPath(locale, url.pathname, url.searchParams)
  const response = NextResponse.rewrite(url)
  // One address, two languages: a shared cache must key on what chose the language.
  response.headers.set('Vary', 'Cookie, Accept-Language')
  return response
}

export const config = {
  // Everything but the API, the admin panel, the signed-in area, Next's assets and files at the root.
  matcher: ['/((?!api|admin|_next|dashboard|ai-tools|blog-writer|blog/rss\\.xml|sitemap\\.xml|robots\\.txt|icon\\.svg|favicon\\.ico).*)'],
}
