/** While a blog page loads on navigation: the shape of what is coming, announced to screen readers. */
export function BlogSkeleton({ label, variant }: { label: string; variant: 'list' | 'post' }) {
  const bar = 'animate-pulse rounded-lg bg-slate-200'
  return (
    <div className={`mx-auto w-full px-4 py-12 sm:px-6 ${variant === 'list' ? 'max-w-7xl' : 'max-w-3xl'}`} role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className={`${bar} h-9 w-2/3`} />
      <div className={`${bar} mt-4 h-4 w-1/3`} />
      {variant === 'list' ? (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card space-y-3">
              <div className={`${bar} aspect-video w-full`} />
              <div className={`${bar} h-5 w-4/5`} />
              <div className={`${bar} h-4 w-full`} />
            </div>
          ))}
        </div>
      ) : (
        <div className="mt-10 space-y-3">
          {[100, 92, 96, 70, 88].map((width, i) => (
            <div key={i} className={`${bar} h-4`} style={{ width: `${width}%` }} />
          ))}
        </div>
      )}
    </div>
  )
}
