import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { href, type RouteName } from '@/shared/routes'

/** The product's 404: the site's header and footer around it, a way home (or back to the dashboard). */
export async function NotFoundView({ home = 'home' }: { home?: RouteName }) {
  const t = await getTranslations('notFound')
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600">{t('code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('text')}</p>
      <Link href={href(home)} className="btn-primary mt-8">
        {home === 'dashboard' ? t('dashboard') : t('home')}
      </Link>
    </div>
  )
}
