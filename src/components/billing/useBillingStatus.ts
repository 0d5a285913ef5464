'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import useSWR, { type SWRConfiguration } from 'swr'

import type { BillingStatus } from '@/server/billing/status'

/** SPEC 7: three retries, waiting min(1000·2^attempt, 30000) ms. */
export const swrRetry: SWRConfiguration = {
  errorRetryCount: 3,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 3)) return
    setTimeout(() => void revalidate({ retryCount }), Math.min(1000 * 2 ** retryCount, 30_000))
  },
}

/** SPEC 4: when the status cannot be read, the user is treated as free: 0 of 5. */
export const FREE_FALLBACK: BillingStatus = {
  subscribed: false,
  tier: 'free',
  trialing: false,
  interval: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  usage: 0,
  limit: 5,
  remaining: 5,
  resetsAt: new Date().toISOString(),
  entitlements: { integrations: false, textToSpeech: false, chat: false, checkout: true, manageSubscription: false },
}

async function fetchStatus(url: string): Promise<BillingStatus> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new Error(`status ${response.status}`)
  return response.json()
}

export function useBillingStatus(enabled = true) {
  const t = useTranslations('billing')
  const swr = useSWR<BillingStatus>(enabled ? '/api/billing/status' : null, fetchStatus, { ...swrRetry, revalidateOnFocus: true })
  const warned = useRef(false)
  const failed = Boolean(swr.error) && !swr.isValidating
  useEffect(() => {
    if (failed && !warned.current) {
      warned.current = true
      toast.error(t('verifyFailedTitle'), { description: t('verifyFailed') })
    }
  }, [failed, t])
  return { ...swr, status: swr.data ?? (failed ? FREE_FALLBACK : undefined) }
}
