'use client'

import { AlertTriangle, CheckCircle2, ExternalLink } from 'lucide-react'
import { useTranslations } from 'next-intl'

type Fact = { kind: 'number' | 'date' | 'name'; text: string }
type Relevance = { used: number; of: number; missing: string[]; offTopic: boolean }

/**
 * For an article written from a web page: the page it came from, and the numbers, dates and names
 * of the article the page does not contain (src/server/content/sourceCheck.ts), to check before publishing.
 */
export function SourceCheck({ url, title, facts, relevance }: { url: string; title?: string | null; facts: unknown; relevance?: unknown }) {
  const t = useTranslations('writer')
  const list = Array.isArray(facts) ? (facts as Fact[]) : []
  // Articles saved before the relevance was kept have none: nothing is said about it then.
  const about = relevance && typeof relevance === 'object' && !Array.isArray(relevance) ? (relevance as Relevance) : null
  return (
    <section className="card" aria-labelledby="source-check-title" data-testid="source-check">
      <h2 id="source-check-title" className="text-lg font-semibold">{t('sourceTitle')}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('sourceFrom')}:{' '}
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all font-medium text-brand-700 underline" data-testid="source-link">
          {title || url}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
        </a>
      </p>
      {about?.offTopic && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="source-off-topic">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t('sourceOffTopic', { used: about.used, of: about.of })}
            {about.missing.length > 0 && <> {t('sourceMissingTerms', { terms: about.missing.join(', ') })}</>}
          </span>
        </p>
      )}
      {list.length ? (
        <>
          <p className="mt-4 flex items-start gap-2 text-sm font-medium text-amber-800">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('sourceNotFound')}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="source-unverified">
            {list.map((fact) => (
              <li key={`${fact.kind}:${fact.text}`} className="rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-1 text-sm text-slate-900">
                {fact.text} <span className="text-xs text-amber-800">· {t(`sourceKind_${fact.kind}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : about?.offTopic ? null : (
        <p className="mt-4 flex items-start gap-2 text-sm text-green-700">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('sourceAllFound')}
        </p>
      )}
    </section>
  )
}
