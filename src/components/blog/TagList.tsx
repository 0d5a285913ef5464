/** SPEC 2: three tags shown (two on small screens), then a '+N' badge for the rest. */
export function TagList({ tags }: { tags: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1" aria-label={tags.join(', ')}>
      {tags.map((tag, index) => (
        <li key={tag} className={index >= 3 ? 'hidden' : index === 2 ? 'hidden sm:block' : ''}>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{tag}</span>
        </li>
      ))}
      {tags.length > 2 && (
        <li className={tags.length > 3 ? '' : 'sm:hidden'}>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 sm:hidden" data-testid="tags-more-mobile">+{tags.length - 2}</span>
          {tags.length > 3 && (
            <span className="hidden rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 sm:inline" data-testid="tags-more">+{tags.length - 3}</span>
          )}
        </li>
      )}
    </ul>
  )
}
