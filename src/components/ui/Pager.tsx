import { ChevronLeft, ChevronRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { pageNumbers } from '@/shared/paging'

/**
 * Page links as plain addresses crawlers follow: Previous, up to five numbers, Next. Also puts
 * rel=prev/next links in the head (React hoists <link> there).
 */
export async function Pager({ current, count, hrefFor, locale }: { current: number; count: number; hrefFor: (page: number) => string; locale: string }) {
  if (count <= 1) return null
  const t = await getTranslations({ locale, namespace: 'pager' })
  const step = 'inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100'
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center justify-center gap-1" data-testid="pager">
      {current > 1 && <link rel="prev" href={hrefFor(current - 1)} />}
      {current < count && <link rel="next" href={hrefFor(current + 1)} />}
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} className={step} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          {t('previous')}
        </Link>
      ) : null}
      {pageNumbers(current, count).map((page) => (
        <Link
          key={page}
          href={hrefFor(page)}
          aria-label={t('page', { page })}
          aria-current={page === current ? 'page' : undefined}
          className="inline-flex size-10 items-center justify-center rounded-lg text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {page}
        </Link>
      ))}
      {current < count ? (
        <Link href={hrefFor(current + 1)} className={step} rel="next">
          {t('next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </nav>
  )
}
