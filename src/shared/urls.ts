export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'scheme' }

/**
 * A URL a user typed, parsed as a browser would (the WHATWG parser turns 2130706433, 0177.0.0.1
 * and 0x7f.1 into 127.0.0.1, so every spelling of an address reaches the same range check).
 */
export function parseFetchableUrl(raw: string): UrlCheck {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  if (!url.hostname) return { ok: false, reason: 'invalid' }
  return { ok: true, url }
}

/** An absolute http(s) address: what a URL field accepts (the server's safe fetcher then decides whether it may be read). */
export function isWebAddress(value: string): boolean {
  return parseFetchableUrl(value).ok
}
