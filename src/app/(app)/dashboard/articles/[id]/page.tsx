import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import config from '@payload-config'

import { ArticleDetail } from '@/components/tools/ArticleDetail'
import { requireUser } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('articlesTitle'), robots: { index: false } }
}

export default async function ArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user, t] = await Promise.all([params, requireUser(), getTranslations('articles')])
  const payload = await getPayload({ config })
  // Another user's article answers exactly like a missing one.
  const article = await payload.findByID({ collection: 'articles', id, depth: 0, user, overrideAccess: false }).catch(() => null)
  if (!article) notFound()
  return (
    <div className="space-y-4">
      <Link href="/dashboard/articles" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{article.title}</h1>
      <ArticleDetail initial={article} />
    </div>
  )
}
