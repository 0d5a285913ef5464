import type { ReactNode } from 'react'

const TITLE = { page: 'text-3xl font-bold text-slate-900 sm:text-4xl', dashboard: 'text-2xl font-bold text-slate-900' }
const SUBTITLE = { page: 'mt-2 max-w-2xl text-slate-600', dashboard: 'mt-1 text-slate-600' }

/**
 * The heading of a screen: title, a line under it, and its actions on the right (below on a phone).
 * `page` for full-width screens, `dashboard` inside the dashboard's sidebar layout.
 */
export function PageHeader({ title, subtitle, actions, size = 'page' }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; size?: 'page' | 'dashboard' }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className={TITLE[size]}>{title}</h1>
        {subtitle && <p className={SUBTITLE[size]}>{subtitle}</p>}
      </div>
      {actions}
    </div>
  )
}
