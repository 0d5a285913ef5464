import 'server-only'

import type { Payload } from 'payload'

import { migrations } from '../../../migrations'
import { databaseReachable } from '../db/availability'
import { env } from '../env'
import { jobRunnerState } from '../jobs/runner'
import { readinessOf, type Readiness } from './readinessRules'

export type { Readiness }

/**
 * Whether this instance can take traffic (GET /api/ready): the database answers, every migration
 * this build knows has been applied to it, and (unless JOBS_RUNNER=off) this process's job runner
 * keeps beginning its passes. `now` is for tests.
 */
export async function readiness(payload: Payload, now = Date.now()): Promise<Readiness> {
  const config = env()
  const databaseUp = await databaseReachable(payload)
  const pending = databaseUp ? await pendingMigrations(payload).catch(() => null) : null
  return readinessOf({
    databaseUp,
    pendingMigrations: pending,
    jobsRunner: config.JOBS_RUNNER,
    jobsIntervalSeconds: config.JOBS_INTERVAL_SECONDS,
    runner: jobRunnerState(),
    smtpConfigured: Boolean(config.SMTP_URL),
    now,
  })
}

/** The names of this build's migrations the database has not applied. */
async function pendingMigrations(payload: Payload): Promise<string[]> {
  const applied = await payload.find({ collection: 'payload-migrations', depth: 0, limit: 0, pagination: false, overrideAccess: true, select: { name: true } })
  const names = new Set(applied.docs.map((doc) => doc.name))
  return migrations.map((migration) => migration.name).filter((name) => !names.has(name))
}
