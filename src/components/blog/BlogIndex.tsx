import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { blogListPage, CATEGORIES, type PostCard } from '@/server/blog/queries'
import { formatDate } from '@/i18n/format'
import { blogListHref, type BlogFilters } from '@/shared/blogList'
import { BlogSearch } from './BlogSearch'
import { BlogSidebar } from './BlogSidebar'
import { PostCards, type CardView } from './PostCards'
import { href } from '@/shared/paths'
import { PageHeader } from '../ui/PageHeader'
import { Pager } from '../ui/Pager'

/**
 * One page of the blog list (12 posts) with its sidebar. Unfiltered it is the cached /blog or
 * /blog/page/N; with filters it is the per-request page /blog?q=…&category=…&tag=…&page=N is
 * rewritten to. A page past the end is a 404.
 */
export async function BlogIndex({ locale, filters, page = 1 }: { locale: Locale; filters: BlogFilters; page?: number }) {
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), blogListPage(filters, page)])
  if (!list) notFound()
  const { featured, grid, pages, counts, popular, tags } = list
  /** The list with this filter on, or off when it is the one shown (a second click clears it). */
  const toggle = (key: 'category' | 'tag', value: string) => blogListHref({ ...filters, [key]: filters[key] === value ? undefined : value })
  // Only what a card shows, defaults left out: the page sends this data along with its HTML.
  const card = (post: PostCard): CardView => ({
    href: href('blogPost', { slug: post.slug }),
    title: post.title,
    excerpt: post.excerpt,
    day: post.publishedAt.slice(0, 10),
    date: formatDate(locale, post.publishedAt, 'medium'),
    readingTime: t('minRead', { minutes: post.readingMinutes }),
    ...(post.featured ? { featured: true } : {}),
    image: post.image && { ...post.image, ...(post.imageFit === 'cover' ? {} : { fit: post.imageFit }) },
  })

  return (
    <div className="blog-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <a href="/blog/rss.xml" className="rss-link">
            <span className="icon-[lucide--rss] size-4" aria-hidden />
            {t('rss')}
          </a>
        }
      />
      <div className="blog-columns">
        <BlogSearch filters={filters} action={href('blog')} labels={{ search: t('search'), searchPlaceholder: t('searchPlaceholder'), searchButton: t('searchButton') }} />
        <div className="blog-main">
          {!featured && grid.length === 0 && (
            <div className="card text-center">
              <p className="text-slate-600">{t('noResults')}</p>
              <AppLink href={href('blog')} className="btn-secondary mt-4">{t('clearFilters')}</AppLink>
            </div>
          )}
          <PostCards featured={featured ? card(featured) : null} grid={grid.map(card)} labels={{ read: t('read'), featured: t('featured') }} />
          <Pager current={page} count={pages} locale={locale} hrefFor={(n) => blogListHref(filters, n)} />
        </div>
        <BlogSidebar
          filters={filters}
          categories={CATEGORIES.map((key) => ({ key, label: t(`cat_${key}`), count: counts[key], href: toggle('category', key) }))}
          popular={popular.map(({ slug, title }) => ({ href: href('blogPost', { slug }), title }))}
          tags={tags.map((tag) => ({ tag, href: toggle('tag', tag) }))}
          labels={{
            categories: t('categories'),
            popular: t('popular'),
            tags: t('tags'),
          }}
        />
      </div>
    </div>
  )
}
