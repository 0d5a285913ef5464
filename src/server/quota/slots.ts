import 'server-only'

import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { CONCURRENT_GENERATIONS, type Tier } from '@/shared/plans'
import { tierOf } from '../billing/status'
import { drizzle } from '../db/sql'
import { AppError } from '../errors'

/** What holds a slot: shown nowhere, kept for whoever reads the table. */
export type GenerationKind = 'article' | 'outline' | 'modify' | 'fix-seo' | 'titles' | 'audio'

/** A slot not renewed for this long is taken as left by a crashed instance and may be taken again. */
const LEASE_SECONDS = 120
const RENEW_EVERY_MS = 30_000

export type GenerationSlot = { release: () => Promise<void> }

/**
 * Takes one of the user's slots for model work running at the same time (CONCURRENT_GENERATIONS in
 * plans.ts), or refuses with RATE_LIMITED naming the limit. Counted in PostgreSQL, so the limit holds
 * across instances: slot numbers 1..limit are rows keyed (user, slot), and a slot is taken by one
 * statement that inserts it, or takes it over only when its lease ran out. The holder renews the
 * lease while it works and deletes the row when done; a crashed holder's slot frees itself.
 */
export async function takeGenerationSlot(payload: Payload, user: User, kind: GenerationKind, tier?: Tier): Promise<GenerationSlot> {
  const limit = CONCURRENT_GENERATIONS[tier ?? (await tierOf(payload, user))]
  const db = drizzle(payload)
  const holder = randomUUID()
  for (let slot = 1; slot <= limit; slot++) {
    const { rows } = await db.execute(sql`
      INSERT INTO "generation_slots" ("user_id", "slot", "holder", "kind", "expires_at")
      VALUES (${user.id}, ${slot}, ${holder}, ${kind}, now() + make_interval(secs => ${LEASE_SECONDS}))
      ON CONFLICT ("user_id", "slot") DO UPDATE SET "holder" = EXCLUDED."holder", "kind" = EXCLUDED."kind", "expires_at" = EXCLUDED."expires_at"
        WHERE "generation_slots"."expires_at" < now()
      RETURNING "slot"`)
    if (!rows.length) continue
    const mine = sql`"user_id" = ${user.id} AND "slot" = ${slot} AND "holder" = ${holder}`
    const renew = setInterval(() => {
      void db.execute(sql`UPDATE "generation_slots" SET "expires_at" = now() + make_interval(secs => ${LEASE_SECONDS}) WHERE ${mine}`).catch(() => undefined)
    }, RENEW_EVERY_MS)
    renew.unref()
    let released = false
    return {
      release: async () => {
        if (released) return
        released = true
        clearInterval(renew)
        // A slot that cannot be given back now frees itself when its lease runs out.
        await db.execute(sql`DELETE FROM "generation_slots" WHERE ${mine}`).catch((err: unknown) => payload.logger.warn({ err, msg: 'generation slot not released' }))
      },
    }
  }
  throw new AppError('RATE_LIMITED', `You can run at most ${limit} generation${limit === 1 ? '' : 's'} at a time. Please wait until one finishes.`, {
    limit: 'concurrentGenerations',
    max: limit,
  })
}

/** `run` inside a generation slot, given back however it ends. */
export async function withGenerationSlot<T>(payload: Payload, user: User, kind: GenerationKind, run: () => Promise<T>): Promise<T> {
  const slot = await takeGenerationSlot(payload, user, kind)
  try {
    return await run()
  } finally {
    await slot.release()
  }
}
