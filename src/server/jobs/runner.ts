import 'server-only'

import { Cron } from 'croner'
import type { Payload } from 'payload'

import { withAdvisoryLock } from '../db/sql'
import { env } from '../env'

/** The queues our tasks use (payload.config.ts): e-mail retries and campaigns; publishing retries and bulk rows' publishes; bulk rows' writing. */
export const JOB_QUEUES = ['email', 'publish', 'bulk'] as const
export type JobQueue = (typeof JOB_QUEUES)[number]

const JOBS_PER_PASS = 10
/**
 * Queues whose runs follow each other while they find due jobs: a bulk row writes for a minute or
 * more, and waiting for the next minute's pass after each batch would leave the user's slots idle.
 */
const BACK_TO_BACK = new Set<JobQueue>(['bulk'])
const MAX_RUNS_PER_PASS = 50
/** Queues whose jobs are all scheduled passes (their tasks log their own work). */
const SCHEDULED_ONLY = new Set<JobQueue>(['email'])

/**
 * One pass of a queue's runner: its schedules, then up to 10 due jobs (the bulk queue: batches of
 * 10 until none is due). Payload picks jobs with a read and then an update, so two instances could
 * take the same job; the pass therefore runs under a PostgreSQL advisory lock per queue, held on a
 * connection of its own (released if the process dies, so a crashed pass never blocks the queue):
 * one instance at a time runs a queue, and nothing else runs jobs (Payload's run endpoint is closed
 * in payload.config.ts). A job a crash or a deploy cut off stays marked as running, which Payload
 * never picks again (nor schedules its task anew): since only the lock's holder runs the queue, a
 * job found running when the lock is taken was left by a pass that died, and is freed at once.
 * 'busy' when another instance has it.
 */
export async function runQueueOnce(payload: Payload, queue: JobQueue): Promise<'ran' | 'busy'> {
  const pass = await withAdvisoryLock(payload, `seo-writer:jobs:${queue}`, async () => {
    await releaseOrphanedJobs(payload, queue)
    await payload.jobs.handleSchedules({ queue })
    // The e-mail queue's scheduled passes run every minute and mostly find nothing to do: Payload's
    // "Running 2 jobs" line buried the log; its tasks say what they did when they did something.
    // E-mail jobs one after another: two passes of one task (a schedule's and a queued one) never overlap.
    for (let run = 1; ; run++) {
      const { jobStatus } = await payload.jobs.run({ queue, limit: JOBS_PER_PASS, sequential: queue === 'email', silent: SCHEDULED_ONLY.has(queue) ? { info: true, error: false } : false })
      if (!BACK_TO_BACK.has(queue) || !Object.keys(jobStatus ?? {}).length || run >= MAX_RUNS_PER_PASS) break
    }
  })
  return pass.locked ? 'ran' : 'busy'
}

/** Jobs of the queue marked as running while no pass runs it (the caller holds its lock): cut off, so run again. */
async function releaseOrphanedJobs(payload: Payload, queue: JobQueue): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: queue } }, { processing: { equals: true } }] },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Every JOBS_INTERVAL_SECONDS (a minute by default), a pass of each queue (instead of Payload's
 * autoRun, which has no lock). Off when JOBS_RUNNER=off, e.g. on web instances when a worker
 * (`npm run worker`) does the work.
 */
export function startJobRunners(payload: Payload, intervalSeconds = env().JOBS_INTERVAL_SECONDS): Cron[] {
  state.startedAt = Date.now()
  return JOB_QUEUES.map(
    (queue) =>
      new Cron('* * * * * *', { interval: intervalSeconds, protect: true, catch: (err) => payload.logger.error({ err, msg: `job queue ${queue} failed` }) }, async () => {
        state.lastPassAt = Date.now()
        await runQueueOnce(payload, queue)
      }),
  )
}

/** When this process's runners started, and when one last began a pass (readiness: src/server/ops). */
const state: { startedAt: number | null; lastPassAt: number | null } = { startedAt: null, lastPassAt: null }

export function jobRunnerState(): Readonly<typeof state> {
  return state
}
