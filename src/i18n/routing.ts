import type { Header, Rewrite } from 'next/dist/lib/load-custom-routes'

import { privateTopSegments } from '../shared/routes'
import { LANGUAGE_CHOOSERS } from './languageChoice.mjs'

export { ACCEPTS_HUNGARIAN_FIRST } from './languageChoice.mjs'

/*
 * Public pages keep language-free addresses (/blog, /pricing…) but live under an internal [locale]
 * segment, so each renders once per language and is served from cache. Next's own rewrites pick
 * the copy — the switcher's cookie, else the browser's Accept-Language, else English — which costs
 * a few regular expressions per request instead of a proxy (middleware) run.
 */

/**
 * Everything but the API, Next's assets, root files, and the signed-in and admin areas of the route
 * registry: a new signed-in page is kept out of the public [locale] tree by its entry alone.
 */
const NOT_PAGES = ['api', '_next']
const PUBLIC_PATH = String.raw`(?!(?:${[...NOT_PAGES, ...privateTopSegments()].map(escapeRegExp).join('|')})(?:/|$)|blog/rss\.xml$|sitemap\.xml$|robots\.txt$|icon\.svg$|favicon\.ico$|apple-icon\.png$|manifest\.webmanifest$|icons/).+`

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const BLOG_FILTERS = ['q', 'category', 'tag', 'page']

/**
 * The rewrites, first match wins. A filtered blog list and a post's database id get their own
 * per-request pages; every other public address is the cached page of the same name.
 */
export function localeRewrites(): Rewrite[] {
  return LANGUAGE_CHOOSERS.flatMap(({ locale, has }) => [
    ...BLOG_FILTERS.map((key) => ({ source: '/blog', has: [...has, { type: 'query' as const, key }], destination: `/${locale}/blog/search` })),
    { source: '/blog/:id(\\d+)', has, destination: `/${locale}/post-id/:id` },
    { source: '/', has, destination: `/${locale}` },
    { source: `/:path(${PUBLIC_PATH})`, has, destination: `/${locale}/:path` },
  ])
}

/** One address, two languages: a shared cache must key on what chose the language. */
export function localeVaryHeaders(): Header[] {
  const headers = [{ key: 'Vary', value: 'Cookie, Accept-Language' }]
  return [{ source: '/', headers }, { source: `/:path(${PUBLIC_PATH})`, headers }]
}
