/**
 * Another app instance on the same database, for the tests of what must work across instances:
 * boots the real Payload config (as `next start` does) from the environment it inherits, does one
 * thing, prints its result as a JSON line, and exits.
 *
 *   npx tsx --tsconfig tsconfig.json --import ./scripts/node/outside-next.mjs tests/int/support/otherInstance.ts <email>
 *     creates that user and prints {committedAt}
 *   … otherInstance.ts rate-limit <name> <key> <limit> <windowMs> <calls>
 *     asks that rate limiter <calls> times and prints {allowed: [true, …]}
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'
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
