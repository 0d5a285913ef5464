import 'server-only'

import crypto from 'node:crypto'

/**
 * Whether a request may read the metrics: only with `Authorization: Bearer <METRICS_TOKEN>`, compared
 * in constant time. 'off' when no token is configured (the endpoint then does not exist).
 */
export function metricsAccess(authorization: string | null, token: string | undefined): 'off' | 'allowed' | 'refused' {
  if (!token) return 'off'
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? ''
  const [a, b] = [crypto.createHash('sha256').update(given).digest(), crypto.createHash('sha256').update(token).digest()]
  return given && crypto.timingSafeEqual(a, b) ? 'allowed' : 'refused'
}
