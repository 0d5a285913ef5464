// Bulk runs: `npm run build && npm run bench:bulk` (ROWS=100, POSTS=60, RATE=20 pages a second).
// Starts the production build (server.mjs, its job runner on, passes a minute apart as in
// production) on a fresh embedded PostgreSQL in a temporary folder, its model the loopback OpenAI
// of the tests (tests/fakes/openai.ts) answering at a hosted model's pace (FIRST_BYTE_MS=700 before
// the first piece, then CHUNK_MS=45 per three words: about 90 tokens a second), publishes POSTS blog
// posts of about 1,500 words, then:
// - reads every public page once, then for 30 s while nothing else runs: /, /blog, /pricing and every post, picked at
//   random (the long tail, not one URL repeated), RATE requests a second at fixed times (an open loop:
//   a slow answer does not slow the visitors down), each over its own connection as visitors come;
// - starts a ROWS-keyword run as the admin (five writings at a time) to My Articles and reads the
//   same pages at the same rate until the run ends;
// - samples the memory (RSS) of the app's processes every second.
// Prints articles per minute, the words of an article, page p50/p99 before and during the run, and
// the peak memory. Everything it starts is stopped and its folder removed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../src/server/net/ports.mjs'
import { startFakeOpenAI } from '../tests/fakes/openai'
import { cleanup, cleanups, sleep, start, waitFor } from './lib.mjs'
import { seedPosts } from './seed-content.mjs'

const ROWS = Number(process.env.ROWS ?? 100)
const POSTS = Number(process.env.POSTS ?? 60)
const RATE = Number(process.env.RATE ?? 20)
const FIRST_BYTE_MS = Number(process.env.FIRST_BYTE_MS ?? 700)
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 45)
const MAX_MINUTES = Number(process.env.MAX_MINUTES ?? 90)

const SUBJECTS = ['compost', 'raised beds', 'tomato seedlings', 'rain barrels', 'worm farms', 'herb spirals', 'mulching', 'fruit trees', 'balcony gardens', 'drip irrigation']
const ANGLES = ['for beginners', 'in small yards', 'on a budget', 'in clay soil', 'mistakes to avoid', 'in winter', 'with kids', 'without chemicals', 'step by step', 'for busy people']
const keywords = Array.from({ length: ROWS }, (_, i) => `${SUBJECTS[i % SUBJECTS.length]} ${ANGLES[Math.floor(i / SUBJECTS.length) % ANGLES.length]}${i >= 100 ? ` ${Math.floor(i / 100) + 1}` : ''}`)

/** RSS of the app's process and every process under it (PostgreSQL's server and backends apart). */
function treeMemory(root: number): { app: number; postgres: number } {
  const processes = new Map<number, { parent: number; name: string }>()
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      processes.set(Number(pid), { parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) })
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => pid === root || (pid > 1 && processes.has(pid) && inTree(processes.get(pid)!.parent))
  const sizes = { app: 0, postgres: 0 }
  for (const [pid, { name }] of processes) {
    if (!inTree(pid)) continue
    try {
      const rss = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024
      if (name === 'postgres') sizes.postgres += rss
      else sizes.app += rss
    } catch {
      // the process ended meanwhile
    }
  }
  return sizes
}

/** Visitors at RATE a second on random pages until `until()` says stop; the answers' times in ms. */
async function visitors(base: string, pages: string[], until: () => boolean) {
  const times: number[] = []
  const failures: string[] = []
  const pending = new Set<Promise<void>>()
  const started = performance.now()
  for (let i = 0; !until(); i++) {
    const due = started + (i * 1000) / RATE
    if (due > performance.now()) await sleep(due - performance.now())
    const page = pages[Math.floor(Math.random() * pages.length)]!
    const visit = (async () => {
      const t0 = performance.now()
      const response = await fetch(`${base}${page}`, { headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip', connection: 'close' } })
      await response.arrayBuffer()
      times.push(performance.now() - t0)
      if (response.status !== 200) failures.push(`${page}: ${response.status}`)
    })().catch((error: Error) => void failures.push(`${page}: ${error.message}`))
    pending.add(visit)
    void visit.finally(() => pending.delete(visit))
  }
  await Promise.all(pending)
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? NaN, failures }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-bench-bulk-'))
fs.chmodSync(root, 0o755)
cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }))
try {
  const openai = await startFakeOpenAI()
  cleanups.push(() => openai.stop())
  openai.setDelay({ firstByteMs: FIRST_BYTE_MS, betweenChunksMs: CHUNK_MS })

  const [appPort, pgPort] = await Promise.all([freePort(), freePort()])
  const base = `http://localhost:${appPort}`
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), EMBEDDED_PG_PORT: String(pgPort), SERVER_URL: base, LOG_LEVEL: 'warn',
    PAYLOAD_SECRET: 'bench-secret-0123456789abcdef', ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench-password',
    OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_MODEL: 'gpt-test', AI_PROVIDERS: 'openai' }
  for (const name of Object.keys(env)) if (/^(DATABASE_URL|SMTP_|EMAIL_FROM|STRIPE_|GEMINI_|S3_|GOOGLE_|JOBS_)/.test(name)) delete env[name]
  const log = path.join(root, 'app.log')
  const fd = fs.openSync(log, 'a')
  const app = start('node', ['server.mjs', '-p', String(appPort)], { env, stdio: ['ignore', fd, fd] })
  await waitFor(`${base}/api/ready`, 'the app', log)

  const slugs: string[] = await seedPosts(base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, count: POSTS })
  const pages = ['/', '/blog', '/pricing', ...slugs.map((slug) => `/blog/${slug}`)]
  const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }) })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}`, 'content-type': 'application/json' }

  let peak = { app: 0, postgres: 0 }
  const sampler = setInterval(() => {
    const now = treeMemory(app.pid!)
    peak = { app: Math.max(peak.app, now.app), postgres: Math.max(peak.postgres, now.postgres) }
  }, 1000)
  cleanups.push(() => clearInterval(sampler))

  // Every page once first: the rows below are pages Next has rendered before, as on a running site.
  for (const page of pages) await (await fetch(`${base}${page}`, { headers: { 'accept-language': 'en' } })).arrayBuffer()
  const idleEnds = Date.now() + 30_000
  const idle = await visitors(base, pages, () => Date.now() > idleEnds)
  const idlePeak = { ...peak }

  const startedAt = Date.now()
  const started = await fetch(`${base}/api/bulk-runs/start`, { method: 'POST', headers: auth, body: JSON.stringify({ text: keywords.join('\n') }) })
  if (started.status !== 201) throw new Error(`the run did not start: ${started.status} ${await started.text()}`)
  const runId = ((await started.json()) as { run: { id: number } }).run.id
  type Row = { state: string; article?: number }
  let rows: Row[] = []
  let finishedAt = 0
  let firstWrittenAt = 0
  const watcher = (async () => {
    while (!finishedAt && Date.now() - startedAt < MAX_MINUTES * 60_000) {
      await sleep(2000)
      const view = (await (await fetch(`${base}/api/bulk-runs/${runId}/rows`, { headers: auth })).json()) as { run: { state: string }; rows: Row[] }
      rows = view.rows
      if (!firstWrittenAt && rows.some((row) => row.state === 'written')) firstWrittenAt = Date.now()
      if (view.run.state === 'finished') finishedAt = Date.now()
    }
  })()
  const during = await visitors(base, pages, () => Boolean(finishedAt) || Date.now() - startedAt > MAX_MINUTES * 60_000)
  await watcher
  clearInterval(sampler)

  const written = rows.filter((row) => row.state === 'written')
  const minutes = ((finishedAt || Date.now()) - startedAt) / 60_000
  let words = 0
  for (const row of written.slice(0, 10)) {
    const article = (await (await fetch(`${base}/api/articles/${row.article}?depth=0`, { headers: auth })).json()) as { content?: string }
    words += String(article.content ?? '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length
  }
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
  const ms = (value: number) => `${value.toFixed(1)} ms`
  console.log(`\n| bulk run (${new Date().toISOString().slice(0, 10)}), ${ROWS} rows, ${pages.length} public pages at ${RATE}/s | value |\n|---|---|`)
  console.log(`| rows written / failed / other | ${written.length} / ${rows.filter((row) => row.state === 'failed').length} / ${rows.length - written.length - rows.filter((row) => row.state === 'failed').length} |`)
  console.log(`| whole run | ${minutes.toFixed(1)} min (first article after ${((firstWrittenAt - startedAt) / 1000).toFixed(0)} s) |`)
  console.log(`| articles per minute | ${(written.length / minutes).toFixed(1)} |`)
  console.log(`| words of an article (mean of 10) | ${Math.round(words / Math.min(10, written.length || 1))} |`)
  console.log(`| public pages before the run: p50 / p99 / max (${idle.count} answers) | ${ms(idle.p50)} / ${ms(idle.p99)} / ${ms(idle.max)} |`)
  console.log(`| public pages during the run: p50 / p99 / max (${during.count} answers) | ${ms(during.p50)} / ${ms(during.p99)} / ${ms(during.max)} |`)
  console.log(`| memory of the app's processes: idle peak / peak during the run | ${mb(idlePeak.app)} / ${mb(peak.app)} |`)
  console.log(`| memory of PostgreSQL: peak (all its processes; shared pages counted in each) | ${mb(peak.postgres)} |`)
  const failures = [...idle.failures, ...during.failures]
  if (failures.length) console.log(`\n${failures.length} page answers were not 200, e.g. ${failures.slice(0, 5).join('; ')}`)
} finally {
  await cleanup()
}
