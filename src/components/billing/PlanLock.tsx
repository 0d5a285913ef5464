'use client'

import { Lock } from 'lucide-react'
import { useTranslations } from 'next-intl'

/**
 * Said up front, before anyone clicks (issue 39): this part is PRO PLUS, and the way to it. The
 * SPEC's dialog still opens on the tool's own button; this only saves the surprise.
 */
export function PlanLock({ text, onUpgrade }: { text: string; onUpgrade: () => void }) {
  const t = useTranslations('billing')
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-700" data-testid="plan-lock">
      <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
        <Lock className="size-3" aria-hidden />
        PRO PLUS
      </span>
      <p className="min-w-[12rem] flex-1">{text}</p>
      <button type="button" className="btn-secondary h-9 px-3" onClick={onUpgrade}>
        {t('lockUpgrade')}
      </button>
    </div>
  )
}
