/**
 * Another app instance on the same database, for the tests of what must work across instances:
 * boots the real Payload config (as `next start` does) from the environment it inherits, does one
 * thing, prints its result as a JSON line, and exits.
 *
 *   npx tsx --tsconfig tsconfig.json --import ./scripts/node/outside-next.mjs tests/int/support/otherInstance.ts <email>
 *     creates that user and prints {committedAt}
 *   … otherInstance.ts rate-limit <name> <key> <limit> <windowMs> <calls>
 *     asks that rate limiter <calls> times and prints {allowed: [true, …]}
 *   … otherInstance.ts send-campaign
 *     sends queued campaign messages as the campaign task does, unpaced, and prints {sent, busy}
 *   … otherInstance.ts run-queue <queue>
 *     one runner pass of that queue; prints {pass: 'ran' | 'busy'}
 *   … otherInstance.ts drain-queue <queue> <seconds>
 *     passes of that queue until none of its jobs is left (or the time is up), each waiting job made
 *     due at once (the test's clock: passes a minute apart); prints `ready` once booted, then
 *     {ran, busy} (passes of each kind)
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'
import { sendQueuedCampaignEmails } from '@/server/email/campaign'
import { runQueueOnce, type JobQueue } from '@/server/jobs/runner'
import { drainQueue } from './drainQueue'
import { createRateLimiter } from '@/server/rateLimit'

const [command, ...rest] = process.argv.slice(2)
if (!command) throw new Error('usage: otherInstance.ts <email> | rate-limit <name> <key> <limit> <windowMs> <calls>')
const payload = await getPayload({ config })
if (command === 'rate-limit') {
  const [name, key, limit, windowMs, calls] = rest
  const allow = createRateLimiter({ name: name!, limit: Number(limit), windowMs: Number(windowMs) })
  const allowed: boolean[] = []
  for (let i = 0; i < Number(calls); i++) allowed.push(await allow(payload, key!))
  console.log(JSON.stringify({ allowed }))
} else if (command === 'send-campaign') {
  const { sent, busy } = await sendQueuedCampaignEmails(payload, { perSecond: 1000, budgetMs: 120_000 })
  console.log(JSON.stringify({ sent, busy: Boolean(busy) }))
} else if (command === 'drain-queue') {
  console.log('ready') // booted: the test starts what it drains now
  console.log(JSON.stringify(await drainQueue(payload, rest[0] as JobQueue, Number(rest[1]) * 1000, { waitForWork: true })))
} else if (command === 'run-queue') {
  console.log(JSON.stringify({ pass: await runQueueOnce(payload, rest[0] as JobQueue) }))
} else {
  await payload.create({
    collection: 'users',
    data: { email: command, password: 'secret1', username: command.split('@')[0]!, roles: ['user'], _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipAccountEmails: true },
  })
  console.log(JSON.stringify({ committedAt: Date.now() }))
}
process.exit(0)
