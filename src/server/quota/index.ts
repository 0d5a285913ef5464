import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { AppError } from '../errors'
import { isUnlimited } from '@/shared/plans'
import { monthKey } from './period'

export { monthKey, resetsAt } from './period'

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

function drizzle(payload: Payload): Drizzle {
  return (payload.db as unknown as { drizzle: Drizzle }).drizzle
}

export type Reservation = { userId: number | string; month: string; count: number }

/**
 * Takes one article credit for this UTC month, or refuses, in a single statement: the row is
 * created or incremented only while the count is below the limit, so concurrent requests can
 * never overspend. Unlimited plans are still counted.
 */
export async function reserveCredit(
  payload: Payload,
  { userId, limit, now = new Date() }: { userId: number | string; limit: number; now?: Date },
): Promise<Reservation> {
  const month = monthKey(now)
  const cap = isUnlimited(limit) ? Number.MAX_SAFE_INTEGER : limit
  if (cap <= 0) throw new AppError('QUOTA_EXCEEDED', "You've reached the monthly limit. Subscribe to continue!")
  const result = await drizzle(payload).execute(sql`
    INSERT INTO "usage" ("user_id", "month", "count", "updated_at", "created_at")
    VALUES (${userId}, ${month}, 1, now(), now())
    ON CONFLICT ("user_id", "month") DO UPDATE
      SET "count" = "usage"."count" + 1, "updated_at" = now()
      WHERE "usage"."count" < ${cap}
    RETURNING "count"
  `)
  const row = result.rows[0]
  if (!row) throw new AppError('QUOTA_EXCEEDED', "You've reached the monthly limit. Subscribe to continue!")
  return { userId, month, count: Number(row.count) }
}

/** Gives back a credit taken by a generation that failed. */
export async function refundCredit(payload: Payload, reservation: Pick<Reservation, 'userId' | 'month'>): Promise<void> {
  await drizzle(payload).execute(sql`
    UPDATE "usage" SET "count" = "count" - 1, "updated_at" = now()
    WHERE "user_id" = ${reservation.userId} AND "month" = ${reservation.month} AND "count" > 0
  `)
}

/** Articles generated this UTC month. */
export async function usageThisMonth(payload: Payload, userId: number | string, now = new Date()): Promise<number> {
  const result = await drizzle(payload).execute(sql`
    SELECT "count" FROM "usage" WHERE "user_id" = ${userId} AND "month" = ${monthKey(now)}
  `)
  return Number(result.rows[0]?.count ?? 0)
}
