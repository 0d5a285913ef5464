import { Rss, Search, Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Form from 'next/form'
import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { CATEGORIES, categoriesOf, filterPosts, blogPosts, type BlogFilters } from '@/server/blog/queries'
import { PostCardView } from './PostCardView'
import { href } from '@/shared/routes'
import { PageHeader } from '../ui/PageHeader'

/** Filters live in the URL, so a filtered list can be shared; clicking a chosen one clears it. */
function filteredHref(filters: BlogFilters, change: BlogFilters): string {
  const next = new URLSearchParams()
  const merged = { ...filters, ...change }
  for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value)
  const query = next.toString()
  return query ? `/blog?${query}` : '/blog'
}

/**
 * The blog list with its sidebar. Unfiltered it is the cached /blog page; with filters it is the
 * per-request page /blog?q=…&category=…&tag=… is rewritten to.
 */
export async function BlogIndex({ locale, filters }: { locale: Locale; filters: BlogFilters }) {
  const [t, posts] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), blogPosts()])
  const active = Boolean(filters.q || filters.category || filters.tag)
  const shown = filterPosts(posts, filters)
  const featured = active ? undefined : shown.find((p) => p.featured)
  const grid = shown.filter((p) => p !== featured)
  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort().slice(0, 30)
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, posts.filter((p) => categoriesOf(p).includes(c)).length]))

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
          {shown.length === 0 && (
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
                    href={filteredHref(filters, { category: filters.category === category ? undefined : category })}
                    aria-current={filters.category === category ? 'true' : undefined}
                    className="flex justify-between rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-700"
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
              {posts.slice(0, 3).map((post) => (
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
                      href={filteredHref(filters, { tag: filters.tag === tag ? undefined : tag })}
                      aria-current={filters.tag === tag ? 'true' : undefined}
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700 hover:bg-slate-200 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
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
