import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ArticleDetail } from '@/components/tools/ArticleDetail'
import { articleOf } from '@/server/articles/queries'
import { requireRoute } from '@/server/auth/currentUser'
import { href } from '@/shared/paths'
import { BackLink } from '@/components/ui/BackLink'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('articlesTitle'), robots: { index: false } }
}

export default async function ArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user, t] = await Promise.all([params, requireRoute('article'), getTranslations('articles')])
  const article = await articleOf(user, id)
  if (!article) notFound()
  return (
    <div className="space-y-4">
      <BackLink href={href('articles')}>{t('back')}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">{article.title}</h1>
      <ArticleDetail initial={article} />
    </div>
  )
}
