'use client'

import { CheckCircle2, Loader2, Wand2, XCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { repairableFailures } from '@/shared/articles'

type Check = { id: string; passed: boolean; weight: number; detail?: Record<string, number> }

/** The score and its checklist; `onFix` offers 'Fix SEO issues' while a check it can repair fails. */
export function SeoPanel({ score, checks, onFix, fixing = false }: { score: number | null | undefined; checks: unknown; onFix?: () => void; fixing?: boolean }) {
  const t = useTranslations('writer')
  const list = Array.isArray(checks) ? (checks as Check[]) : []
  const value = score ?? 0
  const tone = value >= 80 ? 'text-green-700 bg-green-50' : value >= 50 ? 'text-amber-700 bg-amber-50' : 'text-red-700 bg-red-50'
  return (
    <section className="card" aria-labelledby="seo-score-title">
      <div className="flex items-center justify-between">
        <h2 id="seo-score-title" className="text-lg font-semibold">{t('score')}</h2>
        <span className={`rounded-full px-3 py-1 text-lg font-bold ${tone}`} data-testid="seo-score">
          {value}/100
        </span>
      </div>
      <h3 className="mt-4 text-sm font-medium text-slate-500">{t('checklist')}</h3>
      <ul className="mt-2 space-y-2 text-sm">
        {list.map((check) => (
          <li key={check.id} className="flex items-start gap-2">
            {check.passed ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="✓" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0 text-red-500" aria-label="✗" />
            )}
            <span className={check.passed ? 'text-slate-700' : 'text-slate-900'}>
              {t(`check_${check.id}`)}
              {check.id === 'keywordDensity' && check.detail?.density !== undefined && <span className="text-slate-500"> ({check.detail.density}%)</span>}
              {check.id === 'length' && check.detail?.characters !== undefined && <span className="text-slate-500"> ({check.detail.characters})</span>}
              {check.id === 'readability' && check.detail?.value !== undefined && <span className="text-slate-500"> ({check.detail.value})</span>}
            </span>
          </li>
        ))}
      </ul>
      {onFix && repairableFailures(list).length > 0 && (
        <button type="button" className="btn-secondary mt-4 w-full" onClick={onFix} disabled={fixing}>
          {fixing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Wand2 className="size-4" aria-hidden />}
          {fixing ? t('fixingSeo') : t('fixSeo')}
        </button>
      )}
    </section>
  )
}
