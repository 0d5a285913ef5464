'use client'

import type { ClientErrorCode } from '@/shared/errors'
import type { Interval, PaidPlan } from '@/shared/plans'
import { postJson } from '../api'

const PENDING_KEY = 'pendingCheckout'

export type CheckoutChoice = { plan: PaidPlan; interval: Interval }

/** A visitor's choice waits here while they sign in; the sign-in dialog then continues it. */
export function rememberCheckout(choice: CheckoutChoice) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(choice))
}

export function takePendingCheckout(): CheckoutChoice | null {
  const raw = sessionStorage.getItem(PENDING_KEY)
  sessionStorage.removeItem(PENDING_KEY)
  try {
    return raw ? (JSON.parse(raw) as CheckoutChoice) : null
  } catch {
    return null
  }
}

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'admin' } | { kind: 'error'; code: ClientErrorCode }

export async function requestCheckout(choice: CheckoutChoice): Promise<CheckoutOutcome> {
  const result = await postJson<{ url?: string; isAdmin?: boolean }>('/api/billing/checkout', choice)
  if (!result.ok) return { kind: 'error', code: result.error.code }
  if (result.data.isAdmin) return { kind: 'admin' }
  if (!result.data.url) return { kind: 'error', code: 'PAYMENT_PROVIDER_ERROR' }
  return { kind: 'redirect', url: result.data.url }
}
