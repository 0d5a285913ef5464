import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { blogListHref, isFiltered, type BlogFilters } from '@/shared/blogList'
import { parsePage } from '@/shared/paging'

// Filters come from the address, so this list renders per request.
export const dynamic = 'force-dynamic'

/** /blog with filters (and their ?page=) in its address (rewritten here): rendered per request, never indexed. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return { title: t('blogTitle'), description: t('blogDescription'), alternates: { canonical: '/blog' }, robots: { index: false } }
}

function one(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 200) || undefined
}

export default async function BlogSearchPage({ params, searchParams }: { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams])
  const filters: BlogFilters = { q: one(query.q), category: one(query.category), tag: one(query.tag) }
  const page = parsePage(one(query.page)) ?? 1
  // /blog?page=2 with no filter is the cached /blog/page/2.
  if (!isFiltered(filters)) redirect(blogListHref(filters, page))
  return <BlogIndex locale={locale} filters={filters} page={page} />
}
