import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'

import { href, type RouteName } from '@/shared/paths'

/** The product's 404: the site's header and footer around it, a way home (or back to the dashboard). */
export async function NotFoundView({ home = 'home' }: { home?: RouteName }) {
  const t = await getTranslations('notFound')
  return (
    // Classes of globals.css: this view is part of every public page's RSC data (its not-found boundary).
    <div className="not-found">
      <p>{t('code')}</p>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <AppLink href={href(home)} className="btn-primary">
        {home === 'dashboard' ? t('dashboard') : t('home')}
      </AppLink>
    </div>
  )
}
