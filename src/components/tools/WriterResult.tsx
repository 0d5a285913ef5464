'use client'

import { CheckCircle2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import Link from 'next/link'
import { useEffect, useRef } from 'react'

import type { Article } from '@/payload-types'
import { href } from '@/shared/paths'
import { ArticleView } from './ArticleView'

/**
 * The finished article of a writing screen. When the stream ends the page brings the person here
 * (scrolled into view, focus on its heading for screen readers and keyboards) and says where the
 * article is kept, with a link to its own page.
 */
export function WriterResult({ article, onChange }: { article: Article; onChange: (article: Article) => void }) {
  const t = useTranslations('writer')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [article.id])
  return (
    <section aria-labelledby="writer-result-title" className="scroll-mt-24 space-y-4" data-testid="writer-result">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="writer-result-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {article.title}
        </h2>
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700" data-testid="saved-note">
          <CheckCircle2 className="size-4" aria-hidden />
          <Link className="underline" href={href('article', { id: article.id })}>
            {t('savedNote')}
          </Link>
        </p>
      </div>
      <ArticleView key={`${article.id}-${article.updatedAt}`} article={article} onChange={onChange} />
    </section>
  )
}
