import 'server-only'

import type { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

/** Payload's Drizzle instance, for the few statements that must be one atomic SQL statement. */
export function drizzle(payload: Payload): Drizzle {
  return (payload.db as unknown as { drizzle: Drizzle }).drizzle
}
