/** Addresses of the blog list: what filters and page a link shows. */
import { href } from './paths'

export type BlogFilters = { q?: string; category?: string; tag?: string }

export function isFiltered(filters: BlogFilters): boolean {
  return Boolean(filters.q || filters.category || filters.tag)
}

/**
 * The list with these filters, at this page. Unfiltered pages are cached addresses of their own
 * (/blog, /blog/page/2…); filters live in the query, so a filtered list can be shared, and add ?page=.
 */
export function blogListHref(filters: BlogFilters, page = 1): string {
  if (!isFiltered(filters)) return page > 1 ? href('blogPage', { page }) : href('blog')
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  return `${href('blog')}?${query}`
}
