import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogIndex } from '@/components/blog/BlogIndex'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { pageMetadata } from '@/components/site/RootDocument'
import { href } from '@/shared/paths'

// Served from cache; publishing revalidates it at once, and a CDN may keep it for a minute.
export const revalidate = 60

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  const metadata = await pageMetadata(locale, { title: t('blogTitle'), description: t('blogDescription'), path: href('blog') })
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } } }
}

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  return <BlogIndex locale={locale} filters={{}} />
}
