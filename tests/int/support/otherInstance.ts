/**
 * Another app instance on the same database, for the tests of what must work across instances:
 * boots the real Payload config (as `next start` does) from the environment it inherits, creates
 * the user named on the command line, prints the time the change was committed, and exits.
 *
 *   npx tsx --tsconfig tsconfig.json --import ./scripts/node/outside-next.mjs tests/int/support/otherInstance.ts <email>
 */
import { getPayload } from 'payload'

import config from '../../../payload.config'

const email = process.argv[2]
if (!email) throw new Error('usage: otherInstance.ts <email>')
const payload = await getPayload({ config })
await payload.create({
  collection: 'users',
  data: { email, password: 'secret1', username: email.split('@')[0]!, roles: ['user'], _verified: true },
  overrideAccess: true,
  disableVerificationEmail: true,
  context: { skipAccountEmails: true },
})
console.log(JSON.stringify({ committedAt: Date.now() }))
process.exit(0)
