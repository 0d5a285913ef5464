/**
 * A fixed-window counter per key, in memory: enough for one app process to slow down form abuse
 * (registration, contact). Behind several processes put a shared limiter in the proxy.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  return function allow(key: string, now = Date.now()): boolean {
    const current = windows.get(key)
    if (!current || now - current.start >= windowMs) {
      if (windows.size > 10_000) windows.clear()
      windows.set(key, { start: now, count: 1 })
      return true
    }
    current.count++
    return current.count <= limit
  }
}

/** The private header in which server.mjs passes the client address it worked out. */
export const CLIENT_ADDRESS_HEADER = 'x-seo-client-address'
/** server.mjs marks the process; without it (plain `next start`/`next dev`) the header is not ours. */
const CLIENT_ADDRESS_MARK = Symbol.for('seo-writer.client-address-header')

/**
 * The client's address, as the production server (server.mjs) worked it out from the socket or,
 * behind a proxy listed in TRUSTED_PROXIES, from X-Forwarded-For. Client-sent headers
 * (X-Forwarded-For, X-Real-IP, our own header) are never read here. When the address is not known
 * (`next dev`, or `next start` run without server.mjs) every request shares the key 'unknown'.
 */
export function clientIp(headers: Headers): string {
  if (!(globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_MARK]) return 'unknown'
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}
