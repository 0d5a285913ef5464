'use client'

import { ArrowLeft, ExternalLink, Loader2, Pause, Play, XCircle } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'
import { useState } from 'react'
import useSWR from 'swr'

import type { BulkRow, BulkRun } from '@/payload-types'
import { href } from '@/shared/paths'
import { requestJson } from '../api'
import { useLiveReload } from '../useLiveReload'
import { useConfirm } from '../ui/ConfirmDialog'
import { toast } from '../ui/toast'
import { RunBadge } from './BulkScreen'
import { formatWhen } from './when'

type View = { run: BulkRun; rows: BulkRow[] }

async function fetchView(url: string): Promise<View> {
  const result = await requestJson<View>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data
}

/** Rows that still change by themselves. */
const MOVING = new Set(['waiting', 'writing', 'scheduled', 'publishing'])

const ROW_STYLE: Record<BulkRow['state'], string> = {
  waiting: 'bg-slate-100 text-slate-700',
  writing: 'bg-brand-50 text-brand-700',
  written: 'bg-green-100 text-green-800',
  scheduled: 'bg-sky-100 text-sky-800',
  publishing: 'bg-brand-50 text-brand-700',
  published: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-700',
  cancelled: 'bg-slate-100 text-slate-500',
}

/** One run: its progress, its rows with their state, time and link, and the controls. */
export function BulkRunView({ runId, onBack }: { runId: number; onBack: () => void }) {
  const t = useTranslations('bulk')
  const [confirm, dialog] = useConfirm()
  const [busy, setBusy] = useState<string | null>(null)
  const url = `/api/bulk-runs/${runId}/rows`
  const { data, error, mutate } = useSWR(url, fetchView, { revalidateOnFocus: true })
  // Live while the run goes on (its last change is the run finishing): every change of the run or a
  // row, on any instance, reloads it.
  const live = data && (data.run.state === 'running' || data.run.state === 'paused')
  // The stream opens after the run was read: a row may have moved meanwhile, so it reads once more when ready.
  useLiveReload(live ? `/api/bulk-runs/${runId}/live` : null, () => void mutate(), { reloadWhenReady: true })

  async function act(key: string, method: 'POST' | 'PATCH', path: string, body: unknown = {}, done?: string) {
    setBusy(key)
    const result = await requestJson<View>(method, path, body)
    setBusy(null)
    if (!result.ok) {
      toast.error(result.error.code === 'VALIDATION_ERROR' || result.error.code === 'CONFLICT' ? result.error.message : t('actionFailed'))
      return
    }
    if (done) toast.success(done)
    await mutate(result.data, { revalidate: false })
  }

  const back = (
    <button type="button" className="btn-ghost" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden /> {t('back')}
    </button>
  )
  if (error && !data) {
    return (
      <section className="card space-y-3">
        {back}
        <p className="text-sm text-red-700">{t('loadFailed')}</p>
      </section>
    )
  }
  if (!data) {
    return (
      <section className="card flex items-center gap-2 text-sm text-slate-500">
        <Loader2 className="size-4 animate-spin" aria-hidden /> …
      </section>
    )
  }
  const { run, rows } = data
  const done = rows.filter((row) => !MOVING.has(row.state)).length
  const active = run.state === 'running' || run.state === 'paused'
  return (
    <section className="card space-y-5" data-testid="bulk-run" aria-labelledby="bulk-run-name">
      {dialog}
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="bulk-run-name" className="text-lg font-semibold text-slate-900">
            {run.name}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <RunBadge state={run.state} /> <span data-testid="bulk-progress">{t('progress', { done, total: rows.length })}</span>
          </p>
          {active && <p className="mt-1 text-xs text-slate-500">{t('live')}</p>}
        </div>
        {active && (
          <div className="flex flex-wrap gap-2">
            {run.state === 'running' ? (
              <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => act('pause', 'POST', `/api/bulk-runs/${run.id}/pause`)}>
                <Pause className="size-4" aria-hidden /> {t('pause')}
              </button>
            ) : (
              <button type="button" className="btn-secondary" disabled={busy !== null} onClick={() => act('resume', 'POST', `/api/bulk-runs/${run.id}/resume`)}>
                <Play className="size-4" aria-hidden /> {t('resume')}
              </button>
            )}
            <button
              type="button"
              className="btn-danger"
              disabled={busy !== null}
              onClick={async () => {
                if (await confirm(t('cancelRunConfirm'), { action: t('cancelRun') })) await act('cancel', 'POST', `/api/bulk-runs/${run.id}/cancel`)
              }}
            >
              <XCircle className="size-4" aria-hidden /> {t('cancelRun')}
            </button>
          </div>
        )}
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuemin={0} aria-valuemax={rows.length} aria-valuenow={done} aria-label={t('progress', { done, total: rows.length })}>
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${rows.length ? (done / rows.length) * 100 : 0}%` }} />
      </div>
      <ol className="divide-y divide-slate-100" data-testid="bulk-rows">
        {rows.map((row) => (
          <RowItem
            key={row.id}
            row={row}
            run={run}
            busy={busy}
            onCancel={() => act(`cancel-${row.id}`, 'POST', `/api/bulk-runs/${run.id}/rows/${row.id}/cancel`)}
            onRetry={() => act(`retry-${row.id}`, 'POST', `/api/bulk-runs/${run.id}/rows/${row.id}/retry`)}
            onTime={(iso) => act(`time-${row.id}`, 'PATCH', `/api/bulk-runs/${run.id}/rows/${row.id}`, { publishAt: iso }, t('timeSaved'))}
          />
        ))}
      </ol>
    </section>
  )
}

/** A datetime-local value (the browser's own zone) as an ISO moment, and back. */
const toLocalInput = (iso: string) => {
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

function RowItem({ row, run, busy, onCancel, onRetry, onTime }: { row: BulkRow; run: BulkRun; busy: string | null; onCancel: () => void; onRetry: () => void; onTime: (iso: string) => void }) {
  const t = useTranslations('bulk')
  const s = useTranslations('bulk.state')
  const locale = useLocale()
  const [editing, setEditing] = useState<string | null>(null)
  const changeable = (row.state === 'waiting' || row.state === 'scheduled') && run.state !== 'cancelled' && run.state !== 'finished'
  const timed = row.target !== 'articles'
  const label =
    row.state === 'scheduled'
      ? row.publishAt && new Date(row.publishAt).getTime() > Date.now()
        ? s('scheduled', { time: formatWhen(locale, row.publishAt, run.zone) })
        : s('scheduledNow')
      : row.state === 'cancelled'
        ? s('cancelledRow')
        : s(row.state)
  const articleId = typeof row.article === 'object' && row.article ? row.article.id : row.article
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-3" data-testid="bulk-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{row.title || row.keyword}</p>
        {row.title && <p className="text-xs text-slate-500">{row.keyword}</p>}
        {row.state !== 'scheduled' && row.publishAt && MOVING.has(row.state) && <p className="text-xs text-slate-500">{formatWhen(locale, row.publishAt, run.zone)}</p>}
        {row.errorMessage && <p className="mt-1 text-sm text-red-700">{row.errorMessage}</p>}
        {editing !== null && (
          <form
            className="mt-2 flex flex-wrap items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault()
              if (editing) onTime(new Date(editing).toISOString())
              setEditing(null)
            }}
          >
            <label className="sr-only" htmlFor={`bulk-row-time-${row.id}`}>
              {t('changeTime')}
            </label>
            <input id={`bulk-row-time-${row.id}`} type="datetime-local" className="input w-auto" value={editing} onChange={(e) => setEditing(e.target.value)} required />
            <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
              {t('saveTime')}
            </button>
          </form>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${ROW_STYLE[row.state]}`} data-testid="bulk-row-state">
          {row.state === 'writing' || row.state === 'publishing' ? <Loader2 className="mr-1 inline size-3 animate-spin" aria-hidden /> : null}
          {label}
        </span>
        {row.link && (
          <a href={row.link} className="btn-ghost px-2 py-1 text-xs" target={row.link.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
            <ExternalLink className="size-3.5" aria-hidden /> {t('viewPost')}
          </a>
        )}
        {articleId && (row.state === 'written' || row.state === 'scheduled' || row.state === 'published') && (
          <Link href={href('article', { id: articleId })} className="btn-ghost px-2 py-1 text-xs">
            {t('viewArticle')}
          </Link>
        )}
        {changeable && timed && editing === null && (
          <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => setEditing(row.publishAt ? toLocalInput(row.publishAt) : toLocalInput(new Date(Date.now() + 3_600_000).toISOString()))}>
            {t('changeTime')}
          </button>
        )}
        {row.state === 'failed' && run.state !== 'cancelled' && (
          <button type="button" className="btn-secondary px-2 py-1 text-xs" disabled={busy !== null} onClick={onRetry}>
            {t('tryAgain')}
          </button>
        )}
        {changeable && (
          <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-700" disabled={busy !== null} onClick={onCancel}>
            {t('cancelRow')}
          </button>
        )}
      </div>
    </li>
  )
}
