'use client'

import { AlertTriangle, CheckCircle2, ExternalLink } from 'lucide-react'
import { useTranslations } from 'next-intl'

type Fact = { kind: 'number' | 'date' | 'name'; text: string }

/**
 * For an article written from a web page: the page it came from, and the numbers, dates and names
 * of the article the page does not contain (src/server/content/sourceCheck.ts), to check before publishing.
 */
export function SourceCheck({ url, title, facts }: { url: string; title?: string | null; facts: unknown }) {
  const t = useTranslations('writer')
  const list = Array.isArray(facts) ? (facts as Fact[]) : []
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
      ) : (
        <p className="mt-4 flex items-start gap-2 text-sm text-green-700">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('sourceAllFound')}
        </p>
      )}
    </section>
  )
}
