/**
 * What an operator reads, through the real REST handlers: GET /api/health (the process answers),
 * GET /api/ready (database, migrations, job runner) and GET /api/metrics (Prometheus, behind
 * METRICS_TOKEN). The outage case (health still 200, ready 503 naming the database) is in
 * databaseOutage.test.ts; requests and page copies, counted by server.mjs, in e2e api-access.spec.ts.
 */

import type { Payload } from 'payload'

import { makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, shutdown } from './support'
import { listProcesses } from '../support/processes'
import { sampleOf } from '../support/prometheus'

let payload: Payload
let api: Handlers
const SMTP_SECRET = 'pa55-not-to-be-shown'
const METRICS_TOKEN = 'metrics-token-for-the-test-0123'

beforeAll(async () => {
  payload = await bootPayload({ SMTP_URL: `smtp://mailer:${SMTP_SECRET}@127.0.0.1:1`, JOBS_RUNNER: 'on', JOBS_INTERVAL_SECONDS: '1', METRICS_TOKEN })
  api = await makeHandlers(payload.config)
})
afterAll(() => shutdown(payload))

it('a start outside development spawns no process of its own (Payload regenerated its types at every start: a third of this suite\'s CPU)', () => {
  expect(payload.config.typescript.autoGenerate).toBe(false)
  const children = listProcesses().filter((child) => child.parent === process.pid)
  expect(children.map((child) => child.command).filter((command) => command.includes('generate:types'))).toEqual([])
})

it('GET /api/health answers 200 at once, for anyone, never cached', async () => {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const response = await REST_GET(payload.config)(new Request('http://localhost:3000/api/health'), { params: Promise.resolve({ slug: ['health'] }) })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ status: 'ok' })
})

it('GET /api/ready says what is not ready: the job runner before it starts, a migration the database lacks; never a secret', async () => {
  const ready = () => api.rest('GET', '/api/ready')
  const before = await ready()
  expect(before.status).toBe(503)
  expect(before.json).toMatchObject({
    error: { code: 'NOT_READY', message: 'Not ready: jobs.' },
    status: 'not ready',
    checks: { database: 'ok', migrations: 'ok', jobs: 'not running', smtp: 'configured' },
    notReady: ['jobs'],
  })

  const { startJobRunners, jobRunnerState } = await import('@/server/jobs/runner')
  const runners = startJobRunners(payload, 1)
  try {
    for (let i = 0; i < 100 && jobRunnerState().lastPassAt === null; i++) await new Promise((r) => setTimeout(r, 50))
    const after = await ready()
    expect(after.status).toBe(200)
    expect(after.json).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok', smtp: 'configured' }, notReady: [] })

    // A build newer than its database: the last migration is not applied.
    const { migrations } = await import('../../migrations')
    const last = migrations.at(-1)!.name
    await payload.delete({ collection: 'payload-migrations', where: { name: { equals: last } }, overrideAccess: true })
    const behind = await ready()
    expect(behind.status).toBe(503)
    expect(behind.json).toMatchObject({ error: { code: 'NOT_READY' }, checks: { migrations: 'pending' }, notReady: ['migrations'] })
    await payload.create({ collection: 'payload-migrations', data: { name: last, batch: 1 }, overrideAccess: true })
    expect((await ready()).status).toBe(200)

    for (const answer of [before, after, behind]) expect(answer.text).not.toMatch(new RegExp(`${SMTP_SECRET}|smtp://|mailer|postgres`))
  } finally {
    for (const runner of runners) runner.stop()
  }
})

describe('GET /api/metrics', () => {
  const scrape = async (authorization?: string) => api.rest('GET', '/api/metrics', { headers: authorization ? { authorization } : {} })

  it('needs the METRICS_TOKEN bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `JWT ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`]) {
      const refused = await scrape(authorization)
      expect({ status: refused.status, code: (refused.json as { error?: { code?: string } }).error?.code }).toEqual({ status: 401, code: 'UNAUTHORIZED' })
    }
    const allowed = await scrape(`Bearer ${METRICS_TOKEN}`)
    expect(allowed.status).toBe(200)
    expect(allowed.contentType).toMatch(/^text\/plain; version=0\.0\.4/)
  })

  it('counts a generation (its AI requests and credit), a publish, a rate-limit refusal, and reads the queues and the pool', async () => {
    const before = (await scrape(`Bearer ${METRICS_TOKEN}`)).text
    const { createVerifiedUser } = await import('./support')
    const user = await createVerifiedUser(payload, 'metrics-writer')
    const { startArticleGeneration } = await import('@/server/articles/generate')
    const { finished } = await startArticleGeneration(payload, user, { topic: 'Metrics for writers', focusKeyword: 'metrics', tone: 'professional', language: 'en', source: 'keyword' }, () => {})
    await finished
    const admin = await createVerifiedUser(payload, 'metrics-admin', ['admin', 'user'])
    const { publishPost } = await import('@/server/blog/publish')
    await publishPost(payload, admin, { title: 'Counted post', focusKeyword: 'counted', metaDescription: 'A post that is counted.', content: '<p>Counted.</p>', featured: false, tags: [] })
    const { createRateLimiter } = await import('@/server/rateLimit')
    const allow = createRateLimiter({ name: 'metricsTest', limit: 1, windowMs: 60_000 })
    expect([await allow(payload, 'k'), await allow(payload, 'k')]).toEqual([true, false])
    await payload.jobs.queue({ task: 'retryPublication', input: { publication: 999999 }, queue: 'publish', waitUntil: new Date(Date.now() + 3_600_000) })

    const after = (await scrape(`Bearer ${METRICS_TOKEN}`)).text
    const grew = (name: string, labels: Record<string, string> = {}) => sampleOf(after, name, labels) - sampleOf(before, name, labels)
    expect({
      generations: grew('seo_writer_generations_total', { tool: 'keyword', outcome: 'ready' }),
      aiRequests: grew('seo_writer_ai_requests_total', { outcome: 'ok' }) > 0,
      credits: grew('seo_writer_credits_reserved_total', { counter: 'articles' }),
      publishes: grew('seo_writer_publishes_total', { target: 'blog', outcome: 'published' }),
      refusals: grew('seo_writer_rate_limit_refusals_total', { limiter: 'metricsTest' }),
    }).toEqual({ generations: 1, aiRequests: true, credits: 1, publishes: 1, refusals: 1 })
    expect(sampleOf(after, 'seo_writer_generation_seconds_count', { tool: 'keyword', outcome: 'ready' })).toBeGreaterThan(0)
    expect(sampleOf(after, 'seo_writer_job_queue_depth', { queue: 'publish' })).toBeGreaterThanOrEqual(1)
    expect(sampleOf(after, 'seo_writer_db_pool_clients', { state: 'total' })).toBeGreaterThan(0)
    expect(sampleOf(after, 'seo_writer_process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(after).not.toMatch(new RegExp(`${SMTP_SECRET}|metrics-writer|@example\\.com`))
  })
})
