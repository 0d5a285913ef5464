'use client'

import { useTranslations } from '@/i18n/texts'
import { useEffect, useRef } from 'react'
import { toast } from '../ui/toast'
import useSWR, { type SWRConfiguration } from 'swr'

import { freeStatus, type BillingStatus } from '@/shared/plans'
import { requestJson } from '../api'

/** SPEC 7: three retries, waiting min(1000·2^attempt, 30000) ms. */
export const swrRetry: SWRConfiguration = {
  errorRetryCount: 3,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 3)) return
    setTimeout(() => void revalidate({ retryCount }), Math.min(1000 * 2 ** retryCount, 30_000))
  },
}

async function fetchStatus(url: string): Promise<BillingStatus> {
  const result = await requestJson<BillingStatus>('GET', url)
  if (!result.ok) throw new Error(`${result.status} ${result.error.code}`)
  return result.data
}

export function useBillingStatus(enabled = true) {
  const t = useTranslations('billing')
  const swr = useSWR<BillingStatus>(enabled ? '/api/billing/status' : null, fetchStatus, { ...swrRetry, revalidateOnFocus: true })
  const warned = useRef(false)
  const failed = Boolean(swr.error) && !swr.isValidating
  useEffect(() => {
    if (failed && !warned.current) {
      warned.current = true
      // One id: every screen part reading the status warns, and the user should see it once.
      toast.error(t('verifyFailedTitle'), { id: 'billing-status-failed', description: t('verifyFailed') })
    }
  }, [failed, t])
  return { ...swr, status: swr.data ?? (failed ? freeStatus(new Date()) : undefined) }
}
