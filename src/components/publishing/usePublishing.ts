'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from '../ui/toast'
import useSWR, { mutate } from 'swr'

import type { Integration, Publication } from '@/payload-types'
import { publishFailureLine } from '@/shared/integrations'
import { requestJson } from '../api'
import { useSession } from '../auth/SessionContext'
import { useLimitText } from '../useLimitText'
import { useLiveReload } from '../useLiveReload'

export type PublishStatus = 'draft' | 'publish'
export type SiteFailureText = { code?: string | null; message?: string | null; fix?: string | null }

/** The user's own switched-on sites, newest first (an admin's list would hold everyone's: it is narrowed to theirs). */
const activeSites = (userId: number) => `/api/integrations?where[active][equals]=true&where[user][equals]=${userId}&sort=-createdAt&limit=50&depth=0`
export const publicationsKey = (articleId: number) => `/api/publications?where[article][equals]=${articleId}&sort=-updatedAt&limit=20&depth=1`

async function fetchDocs<T>(url: string): Promise<T[]> {
  const result = await requestJson<{ docs: T[] }>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data.docs
}

export function useActiveSites(enabled: boolean) {
  const userId = useSession().user?.id
  return useSWR<Integration[]>(enabled && userId ? activeSites(userId) : null, fetchDocs, { revalidateOnFocus: false })
}

/** The article's publications, live: an automatic retry that ran on any instance shows at once (issue 40). */
export function usePublications(articleId: number) {
  const publications = useSWR<Publication[]>(publicationsKey(articleId), fetchDocs, { revalidateOnFocus: true })
  useLiveReload(`/api/articles/${articleId}/publications/live`, () => void publications.mutate())
  return publications
}

/**
 * A failure of a site in the reader's language: the catalog's text for a known code (English and
 * Hungarian), else what the server said.
 */
export function useFailureText() {
  const t = useTranslations('integrations.failures')
  return (failure: SiteFailureText) => {
    const known = failure.code && t.has(`${failure.code}.message`)
    return {
      message: known ? t(`${failure.code}.message`) : (failure.message ?? ''),
      fix: known ? t(`${failure.code}.fix`) : (failure.fix ?? ''),
    }
  }
}

/** After this long without an answer, the publish says what it waits for. */
const SLOW_AFTER_MS = 2000

/** A site's address as people read it: no scheme, no trailing slash. */
export const siteAddress = (siteUrl: string) => siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')

type Answer = { publication: Publication; failure?: { code: string; message: string; fix: string; transient: boolean } }

/**
 * Publishes an article to one site and tells the user how it went: a link to the post, or the
 * failure with its fix (and when it is tried again by itself). The article's publication list
 * refreshes either way.
 */
export function usePublish(articleId: number) {
  const t = useTranslations('publishing')
  const failureText = useFailureText()
  const limitText = useLimitText()
  const [busy, setBusy] = useState<number | null>(null)

  async function publish(site: Pick<Integration, 'id' | 'name' | 'siteUrl'>, status: PublishStatus) {
    setBusy(site.id)
    // A site that takes the connection but does not answer holds each call up to 20 s: after 2 s the
    // user is told what is being waited for (issue 40).
    const waitId = `publish-wait-${articleId}-${site.id}`
    const waiting = setTimeout(() => toast.loading(t('waitingFor', { site: site.name }), { id: waitId, description: t('waitingForText', { address: siteAddress(site.siteUrl) }), duration: Infinity }), SLOW_AFTER_MS)
    const result = await requestJson<Answer>('POST', `/api/articles/${articleId}/publish`, { integration: site.id, status })
    clearTimeout(waiting)
    toast.dismiss(waitId)
    setBusy(null)
    void mutate(publicationsKey(articleId))
    if (result.ok) {
      const { publication } = result.data
      const open = publication.remoteUrl ? { label: t('openPost'), onClick: () => window.open(publication.remoteUrl!, '_blank', 'noopener') } : undefined
      toast.success(t(publication.remoteStatus === 'publish' ? 'publishedLive' : 'savedDraft', { site: site.name }), { action: open })
      return
    }
    const details = (result.error.details ?? {}) as { reason?: string; fix?: string; nextRetryAt?: string | null }
    if (result.error.code === 'PUBLISH_FAILED') {
      const text = failureText({ code: details.reason, message: result.error.message, fix: details.fix })
      const retry = details.nextRetryAt ? t('retryPlanned', { time: new Date(details.nextRetryAt) }) : null
      return void toast.error(t('failedOn', { site: site.name }), { description: publishFailureLine(text, retry), duration: 12_000 })
    }
    if (result.error.code === 'SUBSCRIPTION_REQUIRED') return void toast.error(result.error.message)
    toast.error(t('failed'), { description: limitText(result.error) ?? result.error.message })
  }

  return { publish, busy }
}
