'use client'

import { AppLink } from '@/components/ui/AppLink'

import type { BlogFilters } from '@/shared/blogList'

type Props = {
  filters: BlogFilters
  /** Each with the list it links to: this filter on, or off when it is the one shown. */
  categories: { key: string; label: string; count: number; href: string }[]
  popular: { href: string; title: string }[]
  tags: { tag: string; href: string }[]
  labels: { categories: string; popular: string; tags: string }
}

/**
 * The blog list's sidebar: categories (a second click clears one), popular posts and tags.
 * A client component for weight: its markup is built here from a few facts and addresses (which
 * BlogIndex works out, so the route table stays on the server), not sent twice with every cached
 * list page (about 4 KB of a 12-post page).
 */
export function BlogSidebar({ filters, categories, popular, tags, labels }: Props) {
  return (
    <aside className="blog-aside space-y-6">
      <nav className="card side-box" aria-label={labels.categories}>
        <h2>{labels.categories}</h2>
        <ul className="space-y-1">
          {categories.map(({ key, label, count, href }) => (
            <li key={key}>
              <AppLink href={href} aria-current={filters.category === key ? 'true' : undefined} className="side-link">
                <span>{label}</span>
                <span className="text-slate-500">{count}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card side-box" aria-labelledby="popular-title">
        <h2 id="popular-title">
          <span className="icon-[lucide--star] size-4 text-amber-500" aria-hidden />
          {labels.popular}
        </h2>
        <ol className="space-y-2 text-sm">
          {popular.map((post) => (
            <li key={post.href}>
              <AppLink href={post.href} className="text-slate-700 hover:text-brand-700">{post.title}</AppLink>
            </li>
          ))}
        </ol>
      </section>
      {tags.length > 0 && (
        <nav className="card side-box" aria-label={labels.tags}>
          <h2>{labels.tags}</h2>
          <ul className="flex flex-wrap gap-2">
            {tags.map(({ tag, href }) => (
              <li key={tag}>
                <AppLink href={href} aria-current={filters.tag === tag ? 'true' : undefined} className="tag-chip">
                  #{tag}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  )
}
