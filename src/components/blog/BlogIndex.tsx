import { Rss, Search, Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Form from 'next/form'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { blogListPage, CATEGORIES } from '@/server/blog/queries'
import { blogListHref, type BlogFilters } from '@/shared/blogList'
import { PostCardView } from './PostCardView'
import { href } from '@/shared/routes'
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

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <a href="/blog/rss.xml" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
            <Rss className="size-4" aria-hidden />
            {t('rss')}
          </a>
        }
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0 space-y-8">
          {!featured && grid.length === 0 && (
            <div className="card text-center">
              <p className="text-slate-600">{t('noResults')}</p>
              <Link href={href('blog')} className="btn-secondary mt-4">{t('clearFilters')}</Link>
            </div>
          )}
          {featured && <PostCardView post={featured} locale={locale} large />}
          {grid.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2" data-testid="post-grid">
              {grid.map((post) => (
                <li key={post.id}>
                  <PostCardView post={post} locale={locale} />
                </li>
              ))}
            </ul>
          )}
          <Pager current={page} count={pages} locale={locale} hrefFor={(n) => blogListHref(filters, n)} />
        </div>
        <aside className="space-y-6">
          <Form action="/blog" className="card" role="search">
            <label htmlFor="blog-search" className="label">{t('search')}</label>
            <div className="flex gap-2">
              <input id="blog-search" name="q" defaultValue={filters.q ?? ''} className="input" placeholder={t('searchPlaceholder')} />
              <button type="submit" className="btn-primary px-3" aria-label={t('searchButton')}>
                <Search className="size-4" aria-hidden />
              </button>
            </div>
            {filters.category && <input type="hidden" name="category" value={filters.category} />}
            {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
          </Form>
          <nav className="card" aria-label={t('categories')}>
            <h2 className="font-semibold text-slate-900">{t('categories')}</h2>
            <ul className="mt-3 space-y-1">
              {CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    href={blogListHref({ ...filters, category: filters.category === category ? undefined : category })}
                    aria-current={filters.category === category ? 'true' : undefined}
                    className="side-link"
                  >
                    <span>{t(`cat_${category}`)}</span>
                    <span className="text-slate-400">{counts[category]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="card" aria-labelledby="popular-title">
            <h2 id="popular-title" className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Star className="size-4 text-amber-500" aria-hidden />
              {t('popular')}
            </h2>
            <ol className="mt-3 space-y-2 text-sm">
              {popular.map((post) => (
                <li key={post.id}>
                  <Link href={href('blogPost', { slug: post.slug })} className="text-slate-700 hover:text-brand-700">{post.title}</Link>
                </li>
              ))}
            </ol>
          </section>
          {tags.length > 0 && (
            <nav className="card" aria-label={t('tags')}>
              <h2 className="font-semibold text-slate-900">{t('tags')}</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      href={blogListHref({ ...filters, tag: filters.tag === tag ? undefined : tag })}
                      aria-current={filters.tag === tag ? 'true' : undefined}
                      className="tag-chip"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </div>
  )
}
