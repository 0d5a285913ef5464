import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'

import { pageNumbers } from '@/shared/paging'

/**
 * Page links as plain addresses crawlers follow: Previous, up to five numbers, Next. Also puts
 * rel=prev/next links in the head (React hoists <link> there).
 */
export async function Pager({ current, count, hrefFor, locale }: { current: number; count: number; hrefFor: (page: number) => string; locale: string }) {
  if (count <= 1) return null
  const t = await getTranslations({ locale, namespace: 'pager' })
  return (
    <nav aria-label={t('label')} className="pager" data-testid="pager">
      {current > 1 && <link rel="prev" href={hrefFor(current - 1)} />}
      {current < count && <link rel="next" href={hrefFor(current + 1)} />}
      {current > 1 ? (
        <AppLink href={hrefFor(current - 1)} rel="prev">
          <span className="icon-[lucide--chevron-left] size-4" aria-hidden />
          {t('previous')}
        </AppLink>
      ) : null}
      {pageNumbers(current, count).map((page) => (
        <AppLink key={page} href={hrefFor(page)} aria-label={t('page', { page })} aria-current={page === current ? 'page' : undefined}>
          {page}
        </AppLink>
      ))}
      {current < count ? (
        <AppLink href={hrefFor(current + 1)} rel="next">
          {t('next')}
          <span className="icon-[lucide--chevron-right] size-4" aria-hidden />
        </AppLink>
      ) : null}
    </nav>
  )
}
