import { parseFetchableUrl } from './urls'

/** The sites an article can be published to (SPEC 2, 3). */
export const PLATFORMS = ['wordpress', 'wix'] as const
export type Platform = (typeof PLATFORMS)[number]

/** SPEC 3: a new integration without a name is called after its platform. */
export const DEFAULT_NAMES: Record<Platform, string> = { wordpress: 'WordPress Site', wix: 'Wix Site' }

/** What lists show instead of a stored secret (SPEC 3). */
export const PROTECTED = 'Protected'

/**
 * A site address as typed → the address we call (SPEC 3: https:// is added when it has no http
 * prefix), without a trailing slash, query or fragment; null when it is not a web address or
 * carries a user name or password (those belong in their own fields, never in a URL).
 */
export function normalizeSiteUrl(raw: string): string | null {
  const text = raw.trim()
  // Another scheme (ftp://, file://) is refused, not turned into a host name.
  if (!text || (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/^https?:\/\//i.test(text))) return null
  const parsed = parseFetchableUrl(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  if (!parsed.ok || parsed.url.username || parsed.url.password) return null
  const url = parsed.url
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`
}

/**
 * A failed publish in one instruction (issue 40): when it will be tried again by itself, that is
 * what the reader is told (not also to fix it and try again); otherwise the failure's own fix.
 */
export function publishFailureLine(failure: { message: string; fix: string }, retryPlanned: string | null): string {
  return retryPlanned ? `${failure.message} ${retryPlanned}` : `${failure.message} ${failure.fix}`
}
