import { FileText } from 'lucide-react'
import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'
import { formatDate } from '@/i18n/format'
import Link from 'next/link'

import { PublishMenu } from '@/components/publishing/PublishMenu'
import { DeleteArticleButton } from '@/components/tools/DeleteArticleButton'
import { entitlementsOf } from '@/server/billing/queries'
import { articlesOf } from '@/server/articles/queries'
import { requireRoute } from '@/server/auth/currentUser'
import { href } from '@/shared/paths'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('articlesTitle'), robots: { index: false } }
}

const STATUS_STYLE = {
  ready: 'bg-green-100 text-green-800',
  generating: 'bg-brand-50 text-brand-700',
  failed: 'bg-red-100 text-red-700',
} as const

export default async function ArticlesPage() {
  const [user, t, locale] = await Promise.all([requireRoute('articles'), getTranslations('articles'), getLocale()])
  const [docs, { integrations }] = await Promise.all([articlesOf(user), entitlementsOf(user)])
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      {docs.length === 0 ? (
        <div className="card flex flex-col items-center py-12 text-center">
          <FileText className="size-10 text-slate-300" aria-hidden />
          <p className="mt-3 text-slate-600">{t('empty')}</p>
          <Link href={href('blogWriterSliding')} className="btn-primary mt-5">{t('emptyCta')}</Link>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" data-testid="articles-list">
          {docs.map((article) => (
            <li key={article.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <Link href={href('article', { id: article.id })} className="block truncate font-medium text-slate-900 hover:text-brand-700">
                  {article.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLE[article.status]}`}>{t(`status_${article.status}`)}</span>
                  {article.score != null && <span>{t('seoScore', { score: article.score })}</span>}
                  {article.readabilityScore != null && <span>{t('readabilityScore', { score: article.readabilityScore })}</span>}
                  <span>{formatDate(locale, article.createdAt, 'withTime')}</span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link href={href('article', { id: article.id })} className="btn-secondary px-3 py-1.5">{t('open')}</Link>
                {article.status === 'ready' && (
                  <a href={`/api/articles/${article.id}/export?format=html`} className="btn-secondary px-3 py-1.5" download>
                    {t('download')}
                  </a>
                )}
                {article.status === 'ready' && <PublishMenu articleId={article.id} allowed={integrations} />}
                <DeleteArticleButton id={article.id} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
