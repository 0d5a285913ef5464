import type { BlogFilters } from '@/shared/blogList'

// A server component: a plain form, nothing to run in the browser (it was part of the sidebar's
// client chunk: 0.17 KiB of compressed script on every list page).

type SearchProps = {
  filters: BlogFilters
  /** Where the search form goes: the list's address. */
  action: string
  labels: { search: string; searchPlaceholder: string; searchButton: string }
}

/** The blog list's search: above the posts on a phone, at the top of the sidebar's column on a wide screen (.blog-columns). */
export function BlogSearch({ filters, action, labels }: SearchProps) {
  return (
    // A plain GET form: next/form's soft navigation would bring about 1.5 KiB of script to every list page.
    <form action={action} method="get" className="card blog-search" role="search">
      <label htmlFor="blog-search" className="label">{labels.search}</label>
      <div className="flex gap-2">
        <input id="blog-search" name="q" defaultValue={filters.q ?? ''} className="input" placeholder={labels.searchPlaceholder} />
        <button type="submit" className="btn-primary px-3" aria-label={labels.searchButton}>
          <span className="icon-[lucide--search] size-4" aria-hidden />
        </button>
      </div>
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.tag && <input type="hidden" name="tag" value={filters.tag} />}
    </form>
  )
}
