import type { ReactNode } from 'react'

// Classes of globals.css: public pages are cached with their markup sent twice (HTML and RSC data).
const TITLE = { page: 'page-title', dashboard: 'text-2xl font-bold text-slate-900' }
const SUBTITLE = { page: 'page-subtitle', dashboard: 'mt-1 text-slate-600' }

/**
 * The heading of a screen: title, a line under it, and its actions on the right (below on a phone).
 * `page` for full-width screens, `dashboard` inside the dashboard's sidebar layout.
 */
export function PageHeader({ title, subtitle, actions, size = 'page' }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; size?: 'page' | 'dashboard' }) {
  return (
    <div className="page-header">
      <div>
        <h1 className={TITLE[size]}>{title}</h1>
        {subtitle && <p className={SUBTITLE[size]}>{subtitle}</p>}
      </div>
      {actions}
    </div>
  )
}
