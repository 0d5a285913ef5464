// Starts the production build for the end-to-end suite: a fresh embedded PostgreSQL in a
// temporary folder, SMTP pointed at the test sink, and a known admin account.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { e2eServerEnv } from '../tests/e2e/support/serverEnv.mjs'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-e2e-'))

// Warnings and errors only in the run's output: a line per request (hundreds a spec) would bury
// them. tests/e2e/instances.spec.ts reads the request lines of instances of its own.
const env = { ...e2eServerEnv({ dataDir }), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }

// The loopback Stripe is another web server of the run: wait for it, then create the catalog.
for (let i = 0; i < 150; i++) {
  const up = await fetch(`${env.STRIPE_API_BASE}/__fake/health`).then((r) => r.ok, () => false)
  if (up) break
  await new Promise((r) => setTimeout(r, 200))
}
const setup = spawnSync('npm', ['run', 'stripe:setup'], { env, stdio: 'inherit' })
if (setup.status !== 0) process.exit(setup.status ?? 1)

const server = spawn('node', ['server.mjs', '-p', '3100'], { env, stdio: 'inherit' })
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
