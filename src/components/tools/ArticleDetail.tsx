'use client'

import { Loader2, MessageSquare } from 'lucide-react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { Article } from '@/payload-types'
import { href } from '@/shared/paths'
import { ArticleView } from './ArticleView'

/** An article page: a still-generating article refreshes itself until it is ready. */
export function ArticleDetail({ initial }: { initial: Article }) {
  const t = useTranslations('articles')
  const router = useRouter()
  const [article, setArticle] = useState(initial)
  useEffect(() => setArticle(initial), [initial])
  useEffect(() => {
    if (article.status !== 'generating') return
    const timer = setInterval(() => router.refresh(), 3000)
    return () => clearInterval(timer)
  }, [article.status, router])
  if (article.status === 'generating') {
    return (
      <p className="card flex items-center gap-2 text-slate-600" aria-live="polite">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('status_generating')}
      </p>
    )
  }
  if (article.status === 'failed') return <p className="card text-red-700">{t('status_failed')}</p>
  // Keyed by its last save: a fixed or edited article shows its new SEO data, not the form's old state.
  return (
    <>
      {article.source === 'chat' && (
        <Link href={`${href('chat')}?article=${article.id}`} className="btn-secondary mb-4">
          <MessageSquare className="size-4" aria-hidden />
          {t('continueInChat')}
        </Link>
      )}
      <ArticleView key={article.updatedAt} article={article} onChange={setArticle} />
    </>
  )
}
