import 'server-only'

import type { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** Payload's Drizzle instance, for the few statements that must be one atomic SQL statement. */
export function drizzle(payload: Payload): Drizzle {
  return (payload.db as unknown as { drizzle: Drizzle }).drizzle
}

/** Payload's node-postgres pool, for what needs a connection of its own (LISTEN, session locks). */
export function pgPool(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}

/**
 * Runs `run` while holding the PostgreSQL advisory lock named `name`, taken on a connection of its
 * own: one holder at a time across every instance, and a holder whose process dies lets go with its
 * connection. `{ locked: false }` when another holder has it (nothing runs).
 */
export async function withAdvisoryLock<T>(payload: Payload, name: string, run: () => Promise<T>): Promise<{ locked: true; value: T } | { locked: false }> {
  const client = await pgPool(payload).connect()
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [name])
    if (!rows[0]?.ok) return { locked: false }
    try {
      return { locked: true, value: await run() }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name])
    }
  } finally {
    client.release()
  }
}
