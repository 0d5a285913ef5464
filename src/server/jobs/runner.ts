import 'server-only'

import { Cron } from 'croner'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

/** The queues our tasks use (payload.config.ts): e-mail retries and campaigns; publishing retries. */
export const JOB_QUEUES = ['email', 'publish'] as const
export type JobQueue = (typeof JOB_QUEUES)[number]

const JOBS_PER_PASS = 10
/** Longer than any task runs (the campaign sender stops after 50 s): a job still marked running after this was cut off. */
const STUCK_AFTER_MS = 10 * 60 * 1000

/**
 * One pass of a queue's runner: its schedules, then up to 10 due jobs. Payload picks jobs with a
 * read and then an update, so two instances could take the same job; the pass therefore runs under
 * a PostgreSQL advisory lock per queue, held on a connection of its own (released if the process
 * dies, so a crashed pass never blocks the queue): one instance at a time runs a queue. A job a
 * crash or a deploy cut off stays marked as running, which Payload never picks again (nor schedules
 * its task anew): the pass, holding the lock, frees such jobs first. 'busy' when another instance has it.
 */
export async function runQueueOnce(payload: Payload, queue: JobQueue): Promise<'ran' | 'busy'> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const client = await pool.connect()
  const lock = `hashtext('seo-writer:jobs:${queue}')`
  try {
    const { rows } = await client.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${lock}) AS ok`)
    if (!rows[0]?.ok) return 'busy'
    try {
      await releaseStuckJobs(payload, queue)
      await payload.jobs.handleSchedules({ queue })
      await payload.jobs.run({ queue, limit: JOBS_PER_PASS })
      return 'ran'
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lock})`)
    }
  } finally {
    client.release()
  }
}

/** Jobs of the queue marked as running for longer than any task runs: cut off, so run again. */
async function releaseStuckJobs(payload: Payload, queue: JobQueue): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [{ queue: { equals: queue } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(Date.now() - STUCK_AFTER_MS).toISOString() } }],
    },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Every minute, a pass of each queue (instead of Payload's autoRun, which has no lock). Off when
 * JOBS_RUNNER=off, e.g. on web instances when a worker (`npm run worker`) does the work.
 */
export function startJobRunners(payload: Payload): Cron[] {
  return JOB_QUEUES.map(
    (queue) =>
      new Cron('* * * * *', { protect: true, catch: (err) => payload.logger.error({ err, msg: `job queue ${queue} failed` }) }, async () => {
        await runQueueOnce(payload, queue)
      }),
  )
}
