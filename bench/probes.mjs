// Probes: `npm run build && npm run bench:probes` (REQUESTS=2000 per row). Starts the production
// build (server.mjs) on a fresh embedded PostgreSQL in a temporary folder with the request log on
// (LOG_LEVEL=info, as in production), signs the admin in, then asks each probe REQUESTS times, one
// at a time over one kept-alive connection (an orchestrator's probe is one request every few
// seconds: the latency of one answer is what counts, not throughput):
// - GET /api/health as a load balancer asks it, and with a session cookie (a browser tab's);
// - GET /api/ready (database, migrations, job runner);
// - GET /api/metrics with its token (the scrape, every 15-60 s).
// Prints p50 / p99 / max per row. Everything it starts is stopped and its folder removed.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../src/server/net/ports.mjs'
import { cleanup, cleanups, start, waitFor } from './lib.mjs'

const REQUESTS = Number(process.env.REQUESTS ?? 2000)
const METRICS_TOKEN = 'bench-metrics-token-0123456789'

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    http.get(url, { agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
    }).on('error', reject)
  })
}

async function row(label, url, headers) {
  for (let i = 0; i < 50; i++) await get(url, headers) // warm-up
  const times = []
  for (let i = 0; i < REQUESTS; i++) {
    const { status, ms } = await get(url, headers)
    if (status !== 200) throw new Error(`${label}: ${status}`)
    times.push(ms)
  }
  times.sort((a, b) => a - b)
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2)
  console.log(`| ${label} | ${REQUESTS} | ${at(0.5)} ms | ${at(0.99)} ms | ${times.at(-1).toFixed(2)} ms |`)
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-probes-'))
fs.chmodSync(root, 0o755)
cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))
try {
  const [appPort, pgPort] = await Promise.all([freePort(), freePort()])
  const base = `http://localhost:${appPort}`
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), EMBEDDED_PG_PORT: String(pgPort), SERVER_URL: base, LOG_LEVEL: 'info',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-password', METRICS_TOKEN }
  for (const name of Object.keys(env)) if (/^(DATABASE_URL|SMTP_|STRIPE_|OPENAI_|GEMINI_|AI_PROVIDERS|S3_|GOOGLE_)/.test(name)) delete env[name]
  const log = path.join(root, 'app.log')
  const fd = fs.openSync(log, 'a')
  start('node', ['server.mjs', '-p', String(appPort)], { env, stdio: ['ignore', fd, fd] })
  await waitFor(`${base}/api/ready`, 'the app', log)
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) })
  const { token } = await login.json()
  console.log(`| probe (${new Date().toISOString().slice(0, 10)}) | requests | p50 | p99 | max |\n|---|---|---|---|---|`)
  await row('GET /api/health', `${base}/api/health`)
  await row('GET /api/health, with a session cookie', `${base}/api/health`, { cookie: `payload-token=${token}` })
  await row('GET /api/ready', `${base}/api/ready`)
  await row('GET /api/metrics (with its token)', `${base}/api/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` })
} finally {
  agent.destroy()
  await cleanup()
}
