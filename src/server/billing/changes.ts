import { subscriptionCounts, type SubscriptionState } from '@/shared/plans'

type Stored = SubscriptionState & { interval?: string | null; cancelAtPeriodEnd?: boolean | null }

/** What admins are told about (SPEC 3 subscription_change): a new plan, another plan, or an end. */
export type SubscriptionChange = 'subscribed' | 'changed' | 'canceled'

/**
 * The change between the stored subscription and Stripe's new state, or null when nothing an
 * admin cares about changed (a renewal, a repeated event). A cancellation counts once: when the
 * subscription is set to end at the period's end, or ends at once.
 */
export function subscriptionChange(previous: Stored | null, next: Stored, now: Date): SubscriptionChange | null {
  const wasCounting = subscriptionCounts(previous, now)
  const counts = subscriptionCounts(next, now)
  const wasEnding = Boolean(previous?.cancelAtPeriodEnd) || (previous !== null && !wasCounting && previous.status === 'canceled')
  const ending = Boolean(next.cancelAtPeriodEnd) || next.status === 'canceled'
  if (ending && !wasEnding && (wasCounting || counts)) return 'canceled'
  if (counts && !wasCounting && !ending) return 'subscribed'
  if (counts && wasCounting && (previous!.tier !== next.tier || (previous!.interval ?? null) !== (next.interval ?? null))) return 'changed'
  return null
}
