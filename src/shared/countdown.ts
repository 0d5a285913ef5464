import type { Tier } from './plans'

export type CountdownInput = { tier: Tier; subscribed: boolean; subscriptionEnd: string | null; usage: number; resetsAt: string }

export type Countdown =
  | { key: 'countdownExpired' | 'countdownNoGenerations' | 'countdownReady' }
  | { key: 'countdownRenews' | 'countdownResets'; days: number; hours: number }
  | null

function split(ms: number) {
  const hoursTotal = Math.floor(ms / 3_600_000)
  return { days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 }
}

/**
 * SPEC 4 countdown: a paid plan counts down to its period end; a free plan to the monthly reset
 * (we reset on the first of the UTC month, so every user gets the same, predictable moment).
 */
export function countdown(status: CountdownInput, now: Date): Countdown {
  if (status.tier === 'admin') return null
  if (status.subscribed) {
    const left = new Date(status.subscriptionEnd ?? 0).getTime() - now.getTime()
    return left <= 0 ? { key: 'countdownExpired' } : { key: 'countdownRenews', ...split(left) }
  }
  if (status.subscriptionEnd && new Date(status.subscriptionEnd).getTime() <= now.getTime() && status.usage === 0) {
    return { key: 'countdownExpired' }
  }
  if (status.usage === 0) return { key: 'countdownNoGenerations' }
  const left = new Date(status.resetsAt).getTime() - now.getTime()
  return left <= 0 ? { key: 'countdownReady' } : { key: 'countdownResets', ...split(left) }
}

/** The usage ring's fill: capped at 100 %, unlimited plans show a full ring. */
export function usagePercent(usage: number, limit: number, unlimited: boolean): number {
  // Nothing of an unlimited plan is ever used up: its ring is not drawn full (issue 39).
  if (unlimited) return 0
  if (limit <= 0) return 100
  return Math.min(100, Math.round((usage / limit) * 100))
}
