// Production build: apply committed migrations to the build database, then `next build` (its
// framework chunks get V8's compile hint, src/server/http/compileHints.mjs), then the content
// worker's bundle (src/server/content/worker).
// The build never signs anything, so a missing PAYLOAD_SECRET gets a throwaway value here;
// `npm start` still refuses to run without a real one.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'

import { hintFrameworkChunks } from '../src/server/http/compileHints.mjs'
import { bundleContentWorker, PRODUCTION_BUNDLE } from '../src/server/content/worker/bundle.mjs'

const env = { ...process.env, NODE_ENV: 'production' }
if (!env.PAYLOAD_SECRET) env.PAYLOAD_SECRET = `build-only-${crypto.randomBytes(16).toString('hex')}`

for (const [cmd, args] of [
  ['node', ['--import', './scripts/node/outside-next.mjs', 'node_modules/payload/bin.js', 'migrate']],
  ['npx', ['next', 'build']],
]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
hintFrameworkChunks('.next')
// After next build, which empties .next: the content worker thread's module.
await bundleContentWorker(PRODUCTION_BUNDLE)
