/** Usage is counted per UTC calendar month (SPEC 9). */
export function monthKey(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The first instant of the next UTC month: when this month's credits come back. */
export function resetsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
}

/** The first instant of this UTC month: where this month's usage starts. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** The share of the month's articles after which a user is warned (once a month). */
export const USAGE_WARNING_SHARE = 0.8

/** Whether the credit just taken (the `used`-th of `limit`) is the one that reaches USAGE_WARNING_SHARE. */
export function crossesUsageWarning(used: number, limit: number): boolean {
  const threshold = Math.ceil(limit * USAGE_WARNING_SHARE)
  return limit > 1 && used >= threshold && used - 1 < threshold
}
