'use client'

import type { useTranslations } from '@/i18n/texts'
import type { ClientErrorCode } from '@/shared/errors'
import type { Interval, PaidPlan } from '@/shared/plans'
import { postJson } from '../api'
import { toast } from '../ui/toast'

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

type PricingSide = {
  signedIn: boolean
  billing: ReturnType<typeof useTranslations<'billing'>>
  errors: ReturnType<typeof useTranslations<'errors'>>
  openSignIn: () => void
}

/**
 * A paid plan chosen on the pricing page (PlanChoice), here so its handling loads with the click, not
 * with the page: a visitor's choice waits while they sign in (the dialog continues it), a writer goes
 * to Stripe's checkout. Returns whether the page is leaving for Stripe (its buttons then keep waiting).
 */
export async function checkoutFromPricing(choice: CheckoutChoice, { signedIn, billing, errors, openSignIn }: PricingSide): Promise<boolean> {
  if (!signedIn) {
    rememberCheckout(choice)
    toast.info(billing('signInToBuy'))
    openSignIn()
    return false
  }
  const outcome = await requestCheckout(choice)
  if (outcome.kind === 'redirect') {
    window.location.assign(outcome.url)
    return true
  }
  if (outcome.kind === 'admin') toast.info(billing('adminNoCheckout'))
  // Only an unconfigured billing has something to add that the owner can act on.
  else toast.error(billing('checkoutFailed'), { description: outcome.code === 'BILLING_NOT_CONFIGURED' ? errors('BILLING_NOT_CONFIGURED') : undefined })
  return false
}
