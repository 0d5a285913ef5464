import type { Payload, Where } from 'payload'

import { runQueueOnce, type JobQueue } from '@/server/jobs/runner'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * What an instance's runner does over many minutes, in seconds: passes of one queue until none of
 * its jobs is left (or `budgetMs` is spent), each waiting job made due first (a row refused a
 * generation slot waits 20 s: the test moves the clock instead). After a pass it ran, it lets a
 * moment go by, so another instance polling the same queue takes the next pass, as their timers would.
 * `waitForWork`: started before the work is queued, it waits for the first job.
 */
export async function drainQueue(payload: Payload, queue: JobQueue, budgetMs: number, { waitForWork = false } = {}): Promise<{ ran: number; busy: number }> {
  const open: { and: Where[] } = { and: [{ queue: { equals: queue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] }
  const passes = { ran: 0, busy: 0 }
  const deadline = Date.now() + budgetMs
  while (Date.now() < deadline) {
    if ((await payload.count({ collection: 'payload-jobs', where: open, overrideAccess: true })).totalDocs === 0) {
      if (!waitForWork) break
      await sleep(100)
      continue
    }
    waitForWork = false
    await payload.update({ collection: 'payload-jobs', where: { and: [...open.and, { waitUntil: { greater_than: new Date().toISOString() } }] }, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true, depth: 0 })
    const pass = await runQueueOnce(payload, queue)
    passes[pass]++
    await sleep(pass === 'ran' ? 300 : 50)
  }
  return passes
}
