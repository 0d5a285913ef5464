'use client'

import { AlertTriangle, Loader2, Play, Search } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useMemo, useState, type ChangeEvent } from 'react'

import type { BulkInputProblem, SiteChoice } from '@/shared/bulk'
import { requestJson, type ApiError } from '../api'
import { useErrorText } from '../useErrorText'
import { Field } from '../ui/Field'
import { toast } from '../ui/toast'
import { formatDay, formatWhen } from './when'

type PlannedRow = {
  line: number
  keyword: string
  title?: string
  publishAt: string | null
  target: { kind: 'articles' | 'blog' | 'site'; name?: string }
}
type Plan = {
  rows: PlannedRow[]
  problems: BulkInputProblem[]
  blankLines: number[]
  cost: {
    articles: number
    images: number
    articlesLeft: number | null
    imagesLeft: number | null
    fits: number
    resetsAt: string
  }
}

const DEFAULT_TIMES = ['09:00', '15:00', '12:00', '18:00', '07:00', '21:00']

function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** The browser's IANA time zone (editable: someone may schedule for another place). */
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** The form of a new bulk run: the list (or a CSV file), its options and schedule, the preview, the start. */
export function BulkForm({ admin, sites, onStarted }: { admin: boolean; sites: SiteChoice[]; onStarted: (runId: number) => void }) {
  const t = useTranslations('bulk')
  const locale = useLocale()
  const errorText = useErrorText()
  const [text, setText] = useState('')
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null)
  const [language, setLanguage] = useState('')
  const [tone, setTone] = useState('professional')
  const [length, setLength] = useState('medium')
  const [image, setImage] = useState(false)
  const [target, setTarget] = useState('articles')
  const [siteStatus, setSiteStatus] = useState<'draft' | 'publish'>('draft')
  const [mode, setMode] = useState<'now' | 'daily'>('now')
  const [perDay, setPerDay] = useState(2)
  const [times, setTimes] = useState(DEFAULT_TIMES)
  const [startDate, setStartDate] = useState(tomorrow)
  const [zone, setZone] = useState(browserZone)
  const [plan, setPlan] = useState<Plan | null>(null)
  const [busy, setBusy] = useState<'check' | 'start' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const body = useMemo(() => {
    const site = target.startsWith('site:') ? Number(target.slice(5)) : undefined
    return {
      format: csv ? 'csv' : 'list',
      text: csv ? csv.text : text,
      ...(language ? { language } : {}),
      tone,
      length,
      image,
      target: site ? 'site' : target,
      ...(site ? { integration: site, siteStatus } : {}),
      schedule: mode === 'now' || target === 'articles' ? { mode: 'now' } : { mode, perDay, times: times.slice(0, perDay), startDate },
      zone,
    }
  }, [csv, text, language, tone, length, image, target, siteStatus, mode, perDay, times, startDate, zone])

  /** A change to the list or the options: the preview no longer says what would start. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setPlan(null)
    }

  function explain(failure: ApiError): string {
    return failure.code === 'VALIDATION_ERROR' ? failure.message : errorText(failure)
  }

  async function check() {
    setBusy('check')
    setError(null)
    const result = await requestJson<Plan>('POST', '/api/bulk-runs/plan', body)
    setBusy(null)
    if (result.ok) setPlan(result.data)
    else setError(explain(result.error))
  }

  async function start(fitToQuota = false) {
    setBusy('start')
    setError(null)
    const result = await requestJson<{ run: { id: number }; plan: Plan }>('POST', '/api/bulk-runs/start', { ...body, fitToQuota })
    setBusy(null)
    if (!result.ok) {
      setError(explain(result.error))
      return
    }
    toast.success(t('started', { count: result.data.plan.rows.length }))
    setPlan(null)
    setText('')
    setCsv(null)
    onStarted(result.data.run.id)
  }

  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setCsv({ name: file.name, text: await file.text() })
    setPlan(null)
  }

  const hasInput = (csv ? csv.text : text).trim().length > 0
  return (
    <section className="card space-y-5" aria-labelledby="bulk-new">
      <h2 id="bulk-new" className="text-lg font-semibold text-slate-900">
        {t('newRun')}
      </h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="space-y-4">
          <Field id="bulk-keywords" label={t('keywords')} hint={t('keywordsHint')}>
            <textarea
              id="bulk-keywords"
              className="input min-h-48 font-mono text-sm"
              value={text}
              disabled={Boolean(csv)}
              onChange={(e) => edit(setText)(e.target.value)}
              placeholder={'compost bins\nworm farms\nrain barrels'}
            />
          </Field>
          <div>
            <label htmlFor="bulk-csv" className="label">
              {t('csv')}
            </label>
            <input
              id="bulk-csv"
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={readCsv}
            />
            <p className="mt-1.5 text-xs text-slate-500">{t('csvHint')}</p>
            {csv && (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="bulk-csv-loaded">
                {t('csvLoaded', { name: csv.name })}
                <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => edit(setCsv)(null)}>
                  {t('csvClear')}
                </button>
              </p>
            )}
          </div>
        </div>
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <Field id="bulk-language" label={t('language')}>
            <select id="bulk-language" className="input" value={language} onChange={(e) => edit(setLanguage)(e.target.value)}>
              <option value="">{t('languageAuto')}</option>
              <option value="en">English</option>
              <option value="hu">Magyar</option>
            </select>
          </Field>
          <Field id="bulk-tone" label={t('tone')}>
            <input id="bulk-tone" className="input" value={tone} maxLength={40} onChange={(e) => edit(setTone)(e.target.value)} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="bulk-length" label={t('length')}>
              <select id="bulk-length" className="input" value={length} onChange={(e) => edit(setLength)(e.target.value)}>
                <option value="short">{t('lengthShort')}</option>
                <option value="medium">{t('lengthMedium')}</option>
                <option value="long">{t('lengthLong')}</option>
              </select>
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="bulk-target" label={t('target')}>
              <select id="bulk-target" className="input" value={target} onChange={(e) => edit(setTarget)(e.target.value)}>
                <option value="articles">{t('targetArticles')}</option>
                {admin && <option value="blog">{t('targetBlog')}</option>}
                {sites.map((site) => (
                  <option key={site.id} value={`site:${site.id}`}>
                    {site.platform === 'wix' ? 'Wix' : 'WordPress'}: {site.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {target.startsWith('site:') && (
            <Field id="bulk-site-status" label={t('siteStatus')}>
              <select id="bulk-site-status" className="input" value={siteStatus} onChange={(e) => edit(setSiteStatus)(e.target.value as 'draft' | 'publish')}>
                <option value="draft">{t('statusDraft')}</option>
                <option value="publish">{t('statusPublish')}</option>
              </select>
            </Field>
          )}
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            <input type="checkbox" className="size-4 rounded border-slate-300" checked={image} onChange={(e) => edit(setImage)(e.target.checked)} />
            {t('image')}
          </label>
          {target !== 'articles' && (
            <fieldset className="space-y-3 sm:col-span-2">
              <legend className="label">{t('when')}</legend>
              <div className="flex flex-wrap gap-4 text-sm text-slate-700">
                <label className="flex items-center gap-2">
                  <input type="radio" name="bulk-when" checked={mode === 'now'} onChange={() => edit(setMode)('now')} /> {t('whenNow')}
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="bulk-when" checked={mode === 'daily'} onChange={() => edit(setMode)('daily')} /> {t('whenDaily')}
                </label>
              </div>
              {mode === 'daily' && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id="bulk-per-day" label={t('perDay')}>
                    <select id="bulk-per-day" className="input" value={perDay} onChange={(e) => edit(setPerDay)(Number(e.target.value))}>
                      {[1, 2, 3, 4, 5, 6].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Field id="bulk-start-date" label={t('startDate')}>
                    <input id="bulk-start-date" type="date" className="input" value={startDate} onChange={(e) => edit(setStartDate)(e.target.value)} />
                  </Field>
                  {times.slice(0, perDay).map((time, i) => (
                    <Field key={i} id={`bulk-time-${i}`} label={t('time', { n: i + 1 })}>
                      <input id={`bulk-time-${i}`} type="time" className="input" value={time} onChange={(e) => edit(setTimes)(times.map((old, j) => (j === i ? e.target.value : old)))} />
                    </Field>
                  ))}
                  <Field id="bulk-zone" label={t('zone')}>
                    <input id="bulk-zone" className="input" value={zone} onChange={(e) => edit(setZone)(e.target.value.trim())} />
                  </Field>
                </div>
              )}
            </fieldset>
          )}
        </div>
      </div>

      {error && (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
        </p>
      )}
      {plan && <Preview plan={plan} zone={mode === 'daily' ? zone : null} locale={locale} />}

      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" disabled={!hasInput || busy !== null} onClick={check}>
          {busy === 'check' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Search className="size-4" aria-hidden />} {busy === 'check' ? t('checking') : t('check')}
        </button>
        {plan && plan.rows.length > 0 && plan.cost.fits >= plan.rows.length && (
          <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => start()}>
            {busy === 'start' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />} {busy === 'start' ? t('starting') : t('start')}
          </button>
        )}
        {plan && plan.cost.fits > 0 && plan.cost.fits < plan.rows.length && (
          <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => start(true)}>
            <Play className="size-4" aria-hidden /> {t('startFit', { count: plan.cost.fits })}
          </button>
        )}
      </div>
    </section>
  )
}

/** What would start: the cost against the month, what was left out and why, and when each row goes out. */
function Preview({ plan, zone, locale }: { plan: Plan; zone: string | null; locale: string }) {
  const t = useTranslations('bulk')
  const { cost } = plan
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="bulk-preview">
      <h3 className="font-semibold text-slate-900">{t('previewTitle')}</h3>
      <p className="text-sm text-slate-700" data-testid="bulk-cost">
        <span className="font-medium">{t('cost', { articles: cost.articles, images: cost.images })}</span>
        {' · '}
        {cost.articlesLeft === null
          ? t('leftUnlimited')
          : t('left', {
              articles: cost.articlesLeft,
              date: formatDay(locale, cost.resetsAt),
            })}
      </p>
      {cost.fits < plan.rows.length && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> {t('overQuota', { fits: cost.fits, rows: plan.rows.length })}
        </p>
      )}
      {plan.rows.length === 0 && <p className="text-sm text-slate-600">{t('noRows')}</p>}
      {plan.problems.length > 0 && (
        <div data-testid="bulk-problems">
          <p className="text-sm font-medium text-slate-900">{t('problems')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-800">
            {plan.problems.map((problem, i) => (
              <li key={i}>
                {t('problemLine', {
                  line: problem.line,
                  reason: problem.reason,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.blankLines.length > 0 && <p className="text-xs text-slate-500">{t('blankLines', { lines: plan.blankLines.join(', ') })}</p>}
      {plan.rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="bulk-plan-rows">
            <thead className="text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="py-2 pr-3 font-medium">#</th>
                <th className="py-2 pr-3 font-medium">{t('colKeyword')}</th>
                <th className="py-2 pr-3 font-medium">{t('colWhen')}</th>
                <th className="py-2 font-medium">{t('colWhere')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {plan.rows.map((row, i) => (
                <tr key={row.line}>
                  <td className="py-2 pr-3 text-slate-500">{i + 1}</td>
                  <td className="py-2 pr-3 font-medium text-slate-900">{row.keyword}</td>
                  <td className="py-2 pr-3 text-slate-700">{row.target.kind === 'articles' ? t('savedWhenWritten') : row.publishAt ? formatWhen(locale, row.publishAt, zone) : t('asWritten')}</td>
                  <td className="py-2 text-slate-700">{row.target.kind === 'site' ? row.target.name : row.target.kind === 'blog' ? t('whereBlog') : t('whereArticles')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
