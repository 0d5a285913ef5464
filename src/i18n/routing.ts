import type { Locale } from './locales'

const BLOG_FILTERS = ['q', 'category', 'tag']

/**
 * Where the proxy sends a public address inside the app: the [locale] segment first (each page is
 * cached per language), then the page. A filtered blog list and a post's database id get their own
 * per-request pages; everything else is the cached page of the same name.
 */
export function internalPath(locale: Locale, pathname: string, searchParams: URLSearchParams): string {
  if (pathname === '/blog' && BLOG_FILTERS.some((key) => searchParams.has(key))) return `/${locale}/blog/search`
  const id = /^\/blog\/(\d+)$/.exec(pathname)?.[1]
  if (id) return `/${locale}/blog/id/${id}`
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
}
