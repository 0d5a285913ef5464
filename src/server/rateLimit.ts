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

export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local'
}
