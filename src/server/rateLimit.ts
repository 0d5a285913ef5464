import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { COST_RATE_LIMITS } from '@/shared/plans'
import { drizzle } from './db/sql'
import { countRateLimitRefusal } from './ops/appMetrics'
import { AppError } from './errors'

/** Every so often a call clears windows that ended long ago (one row per key would otherwise stay). */
const SWEEP_EVERY = 500
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000
let calls = 0

/**
 * A fixed-window counter per key, kept in PostgreSQL so that every instance behind a proxy counts
 * against the same window: the first call opens a window of `windowMs`, the `limit + 1`-th within
 * it is refused, and the next call after it opens a new one. One atomic statement per call.
 */
export function createRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }) {
  /** `now` for tests; otherwise the database's clock, the one every instance shares. */
  return async function allow(payload: Payload, key: string, now?: Date): Promise<boolean> {
    const db = drizzle(payload)
    const { rows } = await db.execute(sql`
      INSERT INTO "rate_limits" ("key", "window_start", "count") VALUES (${`${name}:${key}`}, coalesce(${now?.toISOString() ?? null}::timestamptz, now()), 1)
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "rate_limits"."window_start" <= EXCLUDED."window_start" - make_interval(secs => ${windowMs / 1000}) THEN 1 ELSE "rate_limits"."count" + 1 END,
        "window_start" = CASE WHEN "rate_limits"."window_start" <= EXCLUDED."window_start" - make_interval(secs => ${windowMs / 1000}) THEN EXCLUDED."window_start" ELSE "rate_limits"."window_start" END
      RETURNING "count"`)
    if (++calls % SWEEP_EVERY === 0) {
      void db.execute(sql`DELETE FROM "rate_limits" WHERE "window_start" < now() - make_interval(secs => ${SWEEP_AFTER_MS / 1000})`).catch(() => undefined)
    }
    const allowed = Number(rows[0]?.count ?? 1) <= limit
    if (!allowed) countRateLimitRefusal(name)
    return allowed
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

function perWindow(windowMs: number): string {
  if (windowMs === 3_600_000) return 'an hour'
  if (windowMs === 60_000) return 'a minute'
  return `every ${Math.round(windowMs / 60_000)} minutes`
}

/**
 * One of plans.ts' limits of paid operations: `check(payload, key)` counts a use (per user, article
 * or site, as `key` says) and refuses past the limit with RATE_LIMITED and a message naming it.
 */
export function costLimit(name: keyof typeof COST_RATE_LIMITS, doing: string, per: string) {
  const { limit, windowMs } = COST_RATE_LIMITS[name]
  const allow = createRateLimiter({ name, limit, windowMs })
  return async function check(payload: Payload, key: string): Promise<void> {
    if (await allow(payload, key)) return
    throw new AppError('RATE_LIMITED', `You can ${doing} at most ${limit} times ${perWindow(windowMs)} per ${per}. Please try again later.`, {
      limit: name,
      max: limit,
      windowSeconds: windowMs / 1000,
    })
  }
}
