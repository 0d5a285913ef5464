import { Rss, Search, Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Form from 'next/form'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { CATEGORIES, categoriesOf, filterPosts, blogPosts, type BlogFilters, type PostCard } from '@/server/blog/queries'
import { PostCardView } from './PostCardView'
import { href } from '@/shared/routes'
import { PageHeader } from '../ui/PageHeader'
import { Pager } from '../ui/Pager'
import { pageCount, pageItems, POSTS_PER_PAGE } from '@/shared/paging'

const TAGS_SHOWN = 20

/** The most used tags (ties by name), listed alphabetically: the sidebar stays short however many tags posts carry. */
function popularTags(posts: PostCard[], count: number): string[] {
  const uses = new Map<string, number>()
  for (const tag of posts.flatMap((p) => p.tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1)
  return [...uses.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count).map(([tag]) => tag).sort()
}

/** Filters live in the URL, so a filtered list can be shared; clicking a chosen one clears it. */
function filteredHref(filters: BlogFilters, change: BlogFilters, page = 1): string {
  const next = new URLSearchParams()
  const merged = { ...filters, ...change }
  for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value)
  if (page > 1) next.set('page', String(page))
  const query = next.toString()
  return query ? `/blog?${query}` : '/blog'
}

/** The unfiltered list pages are cached addresses of their own (/blog, /blog/page/2…); filtered ones add ?page=. */
export function blogPageHref(filters: BlogFilters, page: number): string {
  if (filters.q || filters.category || filters.tag) return filteredHref(filters, {}, page)
  return page > 1 ? `/blog/page/${page}` : '/blog'
}

/**
 * One page of the blog list (12 posts) with its sidebar. Unfiltered it is the cached /blog or
 * /blog/page/N; with filters it is the per-request page /blog?q=…&category=…&tag=…&page=N is
 * rewritten to. Page 1 of the unfiltered list opens with the featured post. A page past the end is a 404.
 */
export async function BlogIndex({ locale, filters, page = 1 }: { locale: Locale; filters: BlogFilters; page?: number }) {
  const [t, posts] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), blogPosts()])
  const active = Boolean(filters.q || filters.category || filters.tag)
  const matching = filterPosts(posts, filters)
  const lead = active ? undefined : matching.find((p) => p.featured)
  const ordered = lead ? [lead, ...matching.filter((p) => p !== lead)] : matching
  const pages = pageCount(ordered.length, POSTS_PER_PAGE)
  if (page > pages) notFound()
  const shown = pageItems(ordered, page, POSTS_PER_PAGE)
  const featured = page === 1 ? lead : undefined
  const grid = shown.filter((p) => p !== featured)
  const tags = popularTags(posts, TAGS_SHOWN)
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
          <Pager current={page} count={pages} locale={locale} hrefFor={(n) => blogPageHref(filters, n)} />
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
