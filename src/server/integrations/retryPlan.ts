/** A transient failure (no answer, 429, 5xx) is tried this many times in all, with backoff. */
export const MAX_PUBLISH_ATTEMPTS = 5

/** 1, 2, 4, 8 minutes… at most 30: long enough for a site to come back, short enough to matter. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000)

/**
 * When a failed publish is tried again by itself: only a transient failure, and only while
 * attempts remain. Wrong credentials and refusals (401, 403) wait for the user: retrying them
 * would change nothing and could lock the account on the site.
 */
export function nextRetryAt(failure: { transient: boolean }, attempts: number, now = new Date()): Date | null {
  if (!failure.transient || attempts >= MAX_PUBLISH_ATTEMPTS) return null
  return new Date(now.getTime() + retryDelayMs(attempts))
}
