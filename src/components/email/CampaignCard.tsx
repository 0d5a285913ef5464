'use client'

import { Loader2, Send } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { toast } from '../ui/toast'

import type { CampaignStatus } from '@/shared/emailTemplates'
import { postJson, requestJson } from '../api'
import { useConfirm } from '../ui/ConfirmDialog'

const POLL_MS = 2000

/**
 * The welcome campaign (SPEC 2, 8): who would get it now, and, once started, how far it got; the
 * count refreshes while messages wait for their turn.
 */
export function CampaignCard({ initial }: { initial: CampaignStatus }) {
  const t = useTranslations('emailManagement')
  const [confirm, dialog] = useConfirm()
  const [status, setStatus] = useState(initial)
  const [starting, setStarting] = useState(false)
  const [stopped, setStopped] = useState(false)

  useEffect(() => {
    if (status.waiting === 0 || stopped) return
    const timer = setTimeout(async () => {
      const result = await requestJson<CampaignStatus>('GET', '/api/email/welcome-campaign')
      // Signed out or no longer an admin: stop asking. Any other failure keeps the numbers and tries again.
      if (!result.ok && (result.status === 401 || result.status === 403)) return setStopped(true)
      setStatus((current) => (result.ok ? result.data : { ...current }))
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [status, stopped])

  async function start() {
    if (!(await confirm(t('campaignConfirm', { count: status.eligible }), { action: t('campaignSend'), danger: false }))) return
    setStarting(true)
    const result = await postJson<{ sent: number }>('/api/email/welcome-campaign')
    setStarting(false)
    if (!result.ok) return void toast.error(result.error.code === 'NETWORK_ERROR' ? t('campaignFailed') : result.error.message)
    toast.success(t('campaignSent', { count: result.data.sent }))
    setStatus((current) => ({ ...current, eligible: 0, waiting: current.waiting + result.data.sent }))
  }

  const total = status.sent + status.waiting + status.failed
  const done = status.sent + status.failed
  return (
    <section className="card space-y-4" aria-labelledby="campaign-title" data-testid="campaign-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="campaign-title" className="text-lg font-semibold text-slate-900">{t('campaignTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('campaignText')}</p>
        </div>
        <button type="button" className="btn-primary" onClick={start} disabled={starting || status.eligible === 0}>
          {starting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Send className="size-4" aria-hidden />}
          {starting ? t('campaignStarting') : t('campaignSend')}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={t('campaignEligible')} value={status.eligible} testId="campaign-eligible" />
        <Figure label={t('campaignSentThisMonth')} value={status.sent} testId="campaign-sent" />
        <Figure label={t('campaignWaiting')} value={status.waiting} testId="campaign-waiting" />
        <Figure label={t('campaignFailedCount')} value={status.failed} testId="campaign-failed" />
      </dl>
      {/* The live region stays in the page, so screen readers announce the progress as it changes. */}
      <div aria-live="polite">
        {status.waiting > 0 && (
          <>
            <p className="text-sm text-slate-600">{stopped ? t('campaignStatusStopped') : t('campaignProgress', { done, total })}</p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-label={t('campaignTitle')}>
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${total ? Math.round((done / total) * 100) : 0}%` }} />
            </div>
          </>
        )}
      </div>
      {status.eligible === 0 && status.waiting === 0 && <p className="text-sm text-slate-500">{t('campaignNobody')}</p>}
      {dialog}
    </section>
  )
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900" data-testid={testId}>{value}</dd>
    </div>
  )
}
