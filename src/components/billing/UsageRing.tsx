'use client'

import { useTranslations } from 'next-intl'

import { isUnlimited, limitLabel, tierLabel } from '@/shared/plans'
import { usagePercent } from '@/shared/countdown'
import type { BillingStatus } from '@/shared/plans'

const SIZE = 132
const STROKE = 12
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function UsageRing({ status }: { status: BillingStatus }) {
  const t = useTranslations('billing')
  const unlimited = isUnlimited(status.limit)
  const percent = usagePercent(status.usage, status.limit, unlimited)
  return (
    <div className="flex items-center gap-5">
      <div className="relative" role="img" aria-label={unlimited ? t('ringUnlimitedLabel', { usage: status.usage }) : t('ringLabel', { percent })}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} className="-rotate-90">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="currentColor" strokeWidth={STROKE} className="text-slate-100" />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke="currentColor"
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            className={percent >= 100 && !unlimited ? 'text-red-500' : 'text-brand-600'}
          />
        </svg>
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-bold text-slate-900" data-testid="usage-count">
            {status.usage}/{unlimited ? '∞' : status.limit}
          </span>
          <span className="text-xs text-slate-500">{unlimited ? t('ringUnlimited') : `${percent}%`}</span>
        </div>
      </div>
      <div className="space-y-1.5">
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700" data-testid="plan-badge">
          {tierLabel(status.tier, status.trialing)}
        </span>
        <p className="text-sm text-slate-600">
          {unlimited ? t('unlimitedUsage', { usage: status.usage }) : t('usageOf', { usage: status.usage, limit: status.limit })}
        </p>
        {!unlimited && (
          <p className="text-sm text-slate-600">
            {t('remaining')}: <strong>{status.remaining}</strong>
          </p>
        )}
        <p className="text-sm text-slate-600" data-testid="image-usage">
          {t('images')}: <strong>{t('imagesOf', { used: status.images.used, limit: limitLabel(status.images.limit) })}</strong>
        </p>
      </div>
    </div>
  )
}
