'use client'

import { Layers, Loader2 } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import useSWR from 'swr'

import type { BulkRun } from '@/payload-types'
import type { SiteChoice } from '@/shared/bulk'
import { requestJson } from '../api'
import { PageHeader } from '../ui/PageHeader'
import { PlanOffer } from '../ui/PlanOffer'
import { toast } from '../ui/toast'
import { BulkRunView } from './BulkRunView'
import { BulkForm } from './BulkForm'
import { formatWhen } from './when'

export type { SiteChoice }

async function fetchRuns(url: string): Promise<BulkRun[]> {
  const result = await requestJson<{ docs: BulkRun[] }>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data.docs
}

const RUNS_URL = '/api/bulk-runs?sort=-createdAt&limit=20&depth=0'

/**
 * /dashboard/bulk (issue 36): the form that plans and starts a run, the user's runs, and one run
 * opened with its rows. A user without the plan sees the offer instead.
 */
export function BulkScreen({ allowed, admin, sites }: { allowed: boolean; admin: boolean; sites: SiteChoice[] }) {
  const t = useTranslations('bulk')
  const [open, setOpen] = useState<number | null>(null)
  const { data: runs, error, isLoading, mutate } = useSWR(allowed ? RUNS_URL : null, fetchRuns, {
    revalidateOnFocus: false,
    onError: () => toast.error(t('loadFailed')),
  })

  if (!allowed) return <Offer />
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      {open ? (
        <BulkRunView runId={open} onBack={() => (setOpen(null), void mutate())} />
      ) : (
        <>
          <BulkForm
            admin={admin}
            sites={sites}
            onStarted={(run) => {
              void mutate()
              setOpen(run)
            }}
          />
          <section className="card space-y-3" aria-labelledby="bulk-runs">
            <h2 id="bulk-runs" className="text-lg font-semibold text-slate-900">
              {t('runs')}
            </h2>
            {isLoading && (
              <p className="flex items-center gap-2 text-sm text-slate-500">
                <Loader2 className="size-4 animate-spin" aria-hidden /> …
              </p>
            )}
            {error && !runs && <p className="text-sm text-red-700">{t('loadFailed')}</p>}
            {runs && runs.length === 0 && <p className="text-sm text-slate-500">{t('noRuns')}</p>}
            {runs && runs.length > 0 && <RunList runs={runs} onOpen={setOpen} />}
          </section>
        </>
      )}
    </div>
  )
}

function RunList({ runs, onOpen }: { runs: BulkRun[]; onOpen: (id: number) => void }) {
  const t = useTranslations('bulk')
  const locale = useLocale()
  return (
    <ul className="divide-y divide-slate-100" data-testid="bulk-runs">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{run.name}</p>
            <p className="text-xs text-slate-500">{formatWhen(locale, run.createdAt)}</p>
          </div>
          <div className="flex items-center gap-3">
            <RunBadge state={run.state} />
            <button type="button" className="btn-secondary" onClick={() => onOpen(run.id)}>
              {t('open')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}

const RUN_STYLE: Record<BulkRun['state'], string> = {
  running: 'bg-brand-50 text-brand-700',
  paused: 'bg-amber-100 text-amber-800',
  finished: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-100 text-slate-600',
}

export function RunBadge({ state }: { state: BulkRun['state'] }) {
  const t = useTranslations('bulk.state')
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${RUN_STYLE[state]}`}>{t(state)}</span>
}

function Offer() {
  const t = useTranslations('bulk')
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      <PlanOffer icon={Layers} title={t('offerTitle')} text={t('offerText')} button={t('offerButton')} testId="bulk-offer" />
    </div>
  )
}
