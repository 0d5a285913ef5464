import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzle } from '../db/sql'
import { AppError } from '../errors'
import { isUnlimited } from '@/shared/plans'
import { monthKey } from './period'

export { monthKey, resetsAt } from './period'

/** What is counted per user and month: articles (the plan's credits) and AI images, each against its own limit. */
export type Counter = 'articles' | 'images'

// Column names are fixed here, never taken from input.
const COLUMN: Record<Counter, ReturnType<typeof sql.raw>> = { articles: sql.raw('"count"'), images: sql.raw('"images"') }
const LIMIT_MESSAGE: Record<Counter, string> = {
  articles: "You've reached the monthly limit. Subscribe to continue!",
  images: "You've used all AI images of this month.",
}

export type Reservation = { userId: number | string; month: string; count: number; counter: Counter }

/**
 * Takes one credit of `counter` (articles unless said) for this UTC month, or refuses, in a single
 * statement: the row is created or incremented only while the count is below the limit, so
 * concurrent requests can never overspend. Unlimited plans are still counted.
 */
export async function reserveCredit(
  payload: Payload,
  { userId, limit, now = new Date(), counter = 'articles' }: { userId: number | string; limit: number; now?: Date; counter?: Counter },
): Promise<Reservation> {
  const month = monthKey(now)
  const cap = isUnlimited(limit) ? Number.MAX_SAFE_INTEGER : limit
  if (cap <= 0) throw new AppError('QUOTA_EXCEEDED', LIMIT_MESSAGE[counter])
  const column = COLUMN[counter]
  const result = await drizzle(payload).execute(sql`
    INSERT INTO "usage" ("user_id", "month", ${column}, "updated_at", "created_at")
    VALUES (${userId}, ${month}, 1, now(), now())
    ON CONFLICT ("user_id", "month") DO UPDATE
      SET ${column} = "usage".${column} + 1, "updated_at" = now()
      WHERE "usage".${column} < ${cap}
    RETURNING ${column} AS "used"
  `)
  const row = result.rows[0]
  if (!row) throw new AppError('QUOTA_EXCEEDED', LIMIT_MESSAGE[counter])
  return { userId, month, count: Number(row.used), counter }
}

/** Gives back a credit taken by a generation that failed. */
export async function refundCredit(payload: Payload, reservation: Pick<Reservation, 'userId' | 'month'> & { counter?: Counter }): Promise<void> {
  const column = COLUMN[reservation.counter ?? 'articles']
  await drizzle(payload).execute(sql`
    UPDATE "usage" SET ${column} = ${column} - 1, "updated_at" = now()
    WHERE "user_id" = ${reservation.userId} AND "month" = ${reservation.month} AND ${column} > 0
  `)
}

/** Articles (or images) generated this UTC month. */
export async function usageThisMonth(payload: Payload, userId: number | string, now = new Date(), counter: Counter = 'articles'): Promise<number> {
  const column = COLUMN[counter]
  const result = await drizzle(payload).execute(sql`
    SELECT ${column} AS "used" FROM "usage" WHERE "user_id" = ${userId} AND "month" = ${monthKey(now)}
  `)
  return Number(result.rows[0]?.used ?? 0)
}
