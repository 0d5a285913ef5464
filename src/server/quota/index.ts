import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzle } from '../db/sql'
import { AppError } from '../errors'
import { countCredits } from '../ops/appMetrics'
import { isUnlimited } from '@/shared/plans'
import { monthKey } from './period'

export { monthKey, resetsAt } from './period'

/** What is counted per user and month: articles (the plan's credits), AI images and seconds of audio, each against its own limit. */
export type Counter = 'articles' | 'images' | 'audioSeconds'

// Column names are fixed here, never taken from input.
const COLUMN: Record<Counter, ReturnType<typeof sql.raw>> = { articles: sql.raw('"count"'), images: sql.raw('"images"'), audioSeconds: sql.raw('"audio_seconds"') }
export const LIMIT_MESSAGE: Record<Counter, (limit: number) => string> = {
  articles: () => "You've reached the monthly limit. Subscribe to continue!",
  images: () => "You've used all AI images of this month.",
  audioSeconds: (limit) => `This would go over your ${Math.round(limit / 60)} audio minutes of this month.`,
}

/** The refusal; audio names its limit in minutes (details) so the screen can say it. */
function overLimit(counter: Counter, limit: number): AppError {
  return new AppError('QUOTA_EXCEEDED', LIMIT_MESSAGE[counter](limit), counter === 'audioSeconds' ? { limit: 'audioMinutes', max: Math.round(limit / 60) } : undefined)
}

export type Reservation = { userId: number | string; month: string; count: number; counter: Counter; amount?: number }

/**
 * Takes `amount` (one unless said) of `counter` (articles unless said) for this UTC month, or
 * refuses, in a single statement: the row is created or incremented only while the count stays
 * within the limit, so concurrent requests can never overspend. Unlimited plans are still counted.
 */
export async function reserveCredit(
  payload: Payload,
  {
    userId,
    limit,
    now = new Date(),
    counter = 'articles',
    amount = 1,
    unlimited = isUnlimited(limit),
  }: { userId: number | string; limit: number; now?: Date; counter?: Counter; amount?: number; unlimited?: boolean },
): Promise<Reservation> {
  const month = monthKey(now)
  const cap = unlimited ? Number.MAX_SAFE_INTEGER : limit
  if (cap <= 0 || amount > cap) throw overLimit(counter, limit)
  const column = COLUMN[counter]
  const result = await drizzle(payload).execute(sql`
    INSERT INTO "usage" ("user_id", "month", ${column}, "updated_at", "created_at")
    VALUES (${userId}, ${month}, ${amount}, now(), now())
    ON CONFLICT ("user_id", "month") DO UPDATE
      SET ${column} = coalesce("usage".${column}, 0) + ${amount}, "updated_at" = now()
      WHERE coalesce("usage".${column}, 0) + ${amount} <= ${cap}
    RETURNING ${column} AS "used"
  `)
  const row = result.rows[0]
  if (!row) throw overLimit(counter, limit)
  countCredits('reserved', counter, amount)
  return { userId, month, count: Number(row.used), counter, amount }
}

/** Gives back what a generation that failed took (`by`: a part of it, e.g. audio estimated above what was made). */
export async function refundCredit(payload: Payload, reservation: Pick<Reservation, 'userId' | 'month'> & { counter?: Counter; amount?: number }, by = reservation.amount ?? 1): Promise<void> {
  const column = COLUMN[reservation.counter ?? 'articles']
  await drizzle(payload).execute(sql`
    UPDATE "usage" SET ${column} = greatest(${column} - ${by}, 0), "updated_at" = now()
    WHERE "user_id" = ${reservation.userId} AND "month" = ${reservation.month} AND ${column} > 0
  `)
  countCredits('refunded', reservation.counter ?? 'articles', by)
}

/** Articles (or images) generated this UTC month. */
export async function usageThisMonth(payload: Payload, userId: number | string, now = new Date(), counter: Counter = 'articles'): Promise<number> {
  const column = COLUMN[counter]
  const result = await drizzle(payload).execute(sql`
    SELECT ${column} AS "used" FROM "usage" WHERE "user_id" = ${userId} AND "month" = ${monthKey(now)}
  `)
  return Number(result.rows[0]?.used ?? 0)
}

/** Refuses as reserveCredit would when nothing is left, without taking anything: for work that only leads to an article (its outline). */
export async function requireCreditLeft(payload: Payload, userId: number | string, limit: number, counter: Counter = 'articles'): Promise<void> {
  if (isUnlimited(limit)) return
  if ((await usageThisMonth(payload, userId, new Date(), counter)) >= limit) throw overLimit(counter, limit)
}
