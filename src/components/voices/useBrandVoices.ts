'use client'

import useSWR from 'swr'

import type { BrandVoice } from '@/payload-types'
import { VOICE_LIMITS } from '@/shared/voices'
import { requestJson } from '../api'
import { useSession } from '../auth/SessionContext'

/** The signed-in user's own voices (an admin's list would hold everyone's: it is narrowed to theirs), by name. */
export const brandVoicesKey = (userId: number) => `/api/brand-voices?where[user][equals]=${userId}&sort=name&limit=${VOICE_LIMITS.perUser}&depth=0`

async function fetchVoices(url: string): Promise<BrandVoice[]> {
  const result = await requestJson<{ docs: BrandVoice[] }>('GET', url)
  if (!result.ok) throw new Error(result.error.message)
  return result.data.docs
}

export function useBrandVoices() {
  const userId = useSession().user?.id
  return useSWR<BrandVoice[]>(userId ? brandVoicesKey(userId) : null, fetchVoices, { revalidateOnFocus: false })
}
