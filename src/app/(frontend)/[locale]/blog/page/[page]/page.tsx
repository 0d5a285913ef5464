import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { pageMetadata } from '@/components/site/RootDocument'
import { pageLocale } from '@/i18n/page'
import { parsePage } from '@/shared/paging'
import { href } from '@/shared/paths'

type Params = Promise<{ locale: string; page: string }>

// Cached like /blog: rendered on first visit, revalidated when a post changes.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [locale, { page }] = await Promise.all([pageLocale(params), params])
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata(locale, { title: t('blogPageTitle', { page }), description: t('blogDescription'), path: href('blogPage', { page }) })
}

/** /blog/page/2, /blog/page/3…: the later pages of the list. */
export default async function BlogListPage({ params }: { params: Params }) {
  const [locale, { page: value }] = await Promise.all([pageLocale(params), params])
  const page = parsePage(value)
  // /blog/page/1 never arrives here: next.config redirects it to /blog.
  if (!page || page === 1) notFound()
  return <BlogIndex locale={locale} filters={{}} page={page} />
}
