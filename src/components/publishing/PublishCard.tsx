'use client'

import { AlertTriangle, CheckCircle2, Clock, ExternalLink, Info, Loader2, RotateCw } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import Link from 'next/link'

import type { Integration, Publication } from '@/payload-types'
import { formatDate } from '@/i18n/format'
import { entitlements } from '@/shared/plans'
import { href } from '@/shared/paths'
import { useBillingStatus } from '../billing/useBillingStatus'
import { PublishMenu } from './PublishMenu'
import { useFailureText, usePublications, usePublish, type PublishStatus } from './usePublishing'

/** Longer than an attempt can take (its calls time out well before): the server's STALE_ATTEMPT. */
const INTERRUPTED_AFTER_MS = 10 * 60_000

const STATE_STYLE = {
  published: 'bg-green-100 text-green-800',
  draft: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-700',
  updateFailed: 'bg-red-100 text-red-700',
  pending: 'bg-brand-50 text-brand-700',
} as const

/**
 * The article's Publish card (SPEC 2): the Publish menu and where the article went: each site with
 * its post's state and link, whether the SEO fields were kept, and a failure with its fix, a retry
 * button and the time of the automatic retry.
 */
export function PublishCard({ articleId }: { articleId: number }) {
  const t = useTranslations('publishing')
  const { status } = useBillingStatus()
  const allowed = status ? entitlements(status.tier).integrations : false
  return (
    <section id="publish" className="card scroll-mt-24" aria-labelledby="publish-title" data-testid="publish-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="publish-title" className="text-lg font-semibold">{t('title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{status && !allowed ? t('needsPlanText') : t('subtitle')}</p>
        </div>
        {!status ? (
          <button type="button" className="btn-secondary px-3 py-1.5" disabled aria-busy="true">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t('menu')}
          </button>
        ) : allowed ? (
          <PublishMenu articleId={articleId} allowed />
        ) : (
          <Link href={href('subscription')} className="btn-primary px-3 py-1.5">{t('seePlans')}</Link>
        )}
      </div>
      {allowed && <PublicationList articleId={articleId} />}
    </section>
  )
}

function PublicationList({ articleId }: { articleId: number }) {
  const t = useTranslations('publishing')
  const { data, error, isLoading, mutate } = usePublications(articleId)
  if (isLoading) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-500" aria-live="polite">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        {t('loadingPublications')}
      </p>
    )
  }
  if (error) {
    return (
      <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
        {t('publicationsFailed')}
        <button type="button" className="btn-secondary px-3 py-1" onClick={() => void mutate()}>{t('tryAgain')}</button>
      </p>
    )
  }
  if (!data?.length) return <p className="mt-4 text-sm text-slate-500">{t('none')}</p>
  return (
    <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200" data-testid="publications">
      {data.map((publication) => (
        <PublicationRow key={publication.id} articleId={articleId} publication={publication} />
      ))}
    </ul>
  )
}

function PublicationRow({ articleId, publication }: { articleId: number; publication: Publication }) {
  const t = useTranslations('publishing')
  const locale = useLocale()
  const failureText = useFailureText()
  const { publish, busy } = usePublish(articleId)
  const site = typeof publication.integration === 'object' ? (publication.integration as Integration) : null
  const name = site?.name ?? t('removedSite')
  // An attempt that has said nothing for longer than any attempt takes was cut off (the server restarted).
  const interrupted = publication.state === 'pending' && Date.now() - new Date(publication.updatedAt).getTime() > INTERRUPTED_AFTER_MS
  const failed = publication.state === 'failed' || interrupted
  // A failed update of a post already on the site: the earlier version is still there (issue 40).
  const earlier = failed && publication.remoteUrl ? (publication.remoteStatus === 'publish' ? 'live' : 'draft') : null
  const state = publication.state === 'published' ? (publication.remoteStatus === 'publish' ? 'published' : 'draft') : earlier ? 'updateFailed' : interrupted ? 'failed' : publication.state
  const failure = interrupted
    ? { message: t('interrupted'), fix: t('interruptedFix') }
    : publication.state === 'failed' && publication.lastError?.code
      ? failureText(publication.lastError)
      : null
  // Shown until the retry has run, also after its time (retries run once a minute): a reload in between keeps it (issue 40).
  const retryPlanned = failed && publication.nextRetryAt ? new Date(publication.nextRetryAt) : null
  const retrying = busy === site?.id

  return (
    <li className="space-y-2 p-4 text-sm" data-testid="publication">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="text-xs text-slate-500">{publication.platform === 'wix' ? 'Wix' : 'WordPress'}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>{t(`state_${state}`)}</span>
        <span className="ml-auto text-xs text-slate-500">{formatDate(locale, publication.publishedAt ?? publication.updatedAt, 'withTime')}</span>
      </div>
      {earlier && <p className="text-slate-700" data-testid="earlier-version">{t(earlier === 'live' ? 'earlierLive' : 'earlierDraft')}</p>}
      {publication.remoteUrl && (
        <a href={publication.remoteUrl} target="_blank" rel="noopener noreferrer" className="inline-flex max-w-full items-center gap-1 break-all font-medium text-brand-700 underline">
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          {state === 'draft' || earlier === 'draft' ? t('openDraft') : t('openPost')}
        </a>
      )}
      {publication.state === 'published' && publication.seoMeta && (
        <p className="flex items-start gap-1.5 text-xs text-slate-600">
          {/* Kept or not, in one line; how to fix it is said once, in the site's settings (issue 40). */}
          {publication.seoMeta === 'kept' ? <CheckCircle2 className="mt-px size-3.5 shrink-0 text-green-600" aria-hidden /> : <Info className="mt-px size-3.5 shrink-0 text-slate-500" aria-hidden />}
          {publication.seoMeta === 'kept' ? t('seoKept') : t('seoUnsupported')}
        </p>
      )}
      {failure && (
        <div className="rounded-lg bg-red-50 p-3 text-red-800" role="status">
          <p className="flex items-start gap-1.5 font-medium">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {failure.message}
          </p>
          {/* One instruction (issue 40): the planned retry, or how to fix it. */}
          {!retryPlanned && (
            <p className="mt-1 text-red-700">
              <span className="font-semibold">{t('fix')}: </span>
              {failure.fix}
            </p>
          )}
          {retryPlanned && (
            <p className="mt-1 flex items-start gap-1.5 text-red-700" data-testid="retry-planned">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('retryPlanned', { time: retryPlanned })}
            </p>
          )}
          {site && (
            <button type="button" className="btn-secondary mt-3 px-3 py-1" disabled={retrying} onClick={() => void publish(site, (publication.requestedStatus ?? 'draft') as PublishStatus)}>
              {retrying ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <RotateCw className="size-4" aria-hidden />}
              {t('retryNow')}
            </button>
          )}
        </div>
      )}
    </li>
  )
}
