/**
 * Bulk runs (issue 36), the server side: planning a list, starting it within the month's quota,
 * writing each row through the writers' pipeline on the fake model, pausing, cancelling, the limit
 * reached mid-run, and publishing to the blog at each row's time.
 */
import { spawn } from 'node:child_process'

import type { Payload } from 'payload'

import type { Integration } from '@/payload-types'
import { defaultAnswer, startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { startWixFake, type WixFake } from '../fakes/wix'
import { makeHandlers, type Handlers } from './httpHarness'
import { nextEvent, type Buffer } from './sseEvents'
import { accountOnPlan, bootPayload, runDueRetry, shutdown } from './support'

let payload: Payload
let api: Handlers
let openai: FakeOpenAI
let wix: WixFake
const WIX_SITE = { siteId: 'b7c1f0de-0000-4000-8000-00000000bb01', apiKey: 'IST.bulk-wix-key', siteName: 'bulk-corner' }
let runQueueOnce: typeof import('@/server/jobs/runner').runQueueOnce

beforeAll(async () => {
  openai = await startFakeOpenAI()
  wix = await startWixFake({ postUrls: 'fake' })
  wix.addSite(WIX_SITE)
  // No runner of its own: the test runs each pass of the queues itself, as the minute's cron would.
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_MODEL: 'gpt-test', AI_PROVIDERS: 'openai', JOBS_RUNNER: 'off', FETCH_ALLOW_LOOPBACK: 'true', WIX_API_BASE: wix.url })
  api = await makeHandlers(payload.config)
  ;({ runQueueOnce } = await import('@/server/jobs/runner'))
}, 60_000)

afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await wix?.stop()
})

type Row = { id: number; keyword: string; state: string; title?: string; article?: number; publishAt?: string | null; errorCode?: string | null; errorMessage?: string | null; link?: string | null }
type RunView = { run: { id: number; state: string }; rows: Row[] }

const post = (token: string, path: string, body: unknown = {}) => api.rest('POST', `/api/bulk-runs${path}`, { token, body: JSON.stringify(body) })
const view = async (token: string, runId: number) => (await api.rest('GET', `/api/bulk-runs/${runId}/rows`, { token })).json as RunView
const used = async (userId: number, counter: 'articles' | 'images' = 'articles') => (await import('@/server/quota')).usageThisMonth(payload, userId, new Date(), counter)
/**
 * Passes of the bulk queue until none of its jobs is left, as passes a minute apart would run them
 * (support/drainQueue.ts moves the clock on for a row refused a generation slot).
 */
const drain = async (budgetMs = 120_000) => (await import('./support/drainQueue')).drainQueue(payload, 'bulk', budgetMs)

describe('planning', () => {
  it('is for PRO, PRO PLUS and admins: a free user is offered the plans', async () => {
    const { token } = await accountOnPlan(payload, 'bulk-free', 'free')
    const answer = await post(token, '/plan', { text: 'compost bins' })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } })
  })

  it('previews rows, times and cost; reports duplicates, blank lines and unsafe keywords; writes nothing', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-plan', 'basic')
    const site = await payload.create({
      collection: 'integrations',
      data: { user: user.id, platform: 'wordpress', name: 'Garden blog', siteUrl: 'https://garden.example', username: 'author', applicationPassword: 'abcd efgh ijkl mnop', active: true },
      overrideAccess: true,
    })
    const answer = await post(token, '/plan', {
      text: 'compost bins\n\nworm farms\nCompost Bins\n<script>x</script> tips\nrain barrels',
      target: 'site',
      integration: site.id,
      schedule: { mode: 'daily', perDay: 2, times: ['09:00', '15:00'], startDate: '2030-03-01' },
      zone: 'Europe/Budapest',
      image: true,
    })
    expect(answer.status).toBe(200)
    const plan = answer.json as { rows: Row[]; problems: { line: number; reason: string }[]; blankLines: number[]; cost: Record<string, unknown> }
    expect(plan.rows.map((r) => [r.keyword, r.publishAt])).toEqual([
      ['compost bins', '2030-03-01T08:00:00.000Z'],
      ['worm farms', '2030-03-01T14:00:00.000Z'],
      ['rain barrels', '2030-03-02T08:00:00.000Z'],
    ])
    expect(plan.problems).toEqual([
      { line: 4, reason: 'The same keyword as line 1.' },
      { line: 5, reason: 'The keyword contains code that is not allowed.' },
    ])
    expect(plan.blankLines).toEqual([2])
    expect(plan.cost).toMatchObject({ articles: 3, images: 3, articlesLeft: 50, imagesLeft: 50, fits: 3 })
    // Kept in My Articles, a row has no time: nothing goes out.
    const kept = (await post(token, '/plan', { text: 'compost bins', schedule: { mode: 'daily', perDay: 1, times: ['09:00'], startDate: '2030-03-01' } })).json as { rows: Row[] }
    expect(kept.rows.map((r) => r.publishAt)).toEqual([null])
    expect((await payload.count({ collection: 'bulk-runs', where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('times rows across midnight and daylight-saving changes in Budapest and New York, in the zone the page sends', async () => {
    const { token } = await accountOnPlan(payload, 'bulk-zones', 'admin')
    const times = async (zone: string, startDate: string, dayTimes: string[]) =>
      ((await post(token, '/plan', { text: 'one\ntwo\nthree\nfour', target: 'blog', schedule: { mode: 'daily', perDay: 2, times: dayTimes, startDate }, zone })).json as { rows: Row[] }).rows.map((row) => row.publishAt)
    // Budapest, 28 March 2027: 02:30 does not exist (moved on by the hour); 23:30 is the same day's, before midnight.
    expect(await times('Europe/Budapest', '2027-03-27', ['02:30', '23:30'])).toEqual(['2027-03-27T01:30:00.000Z', '2027-03-27T22:30:00.000Z', '2027-03-28T01:30:00.000Z', '2027-03-28T21:30:00.000Z'])
    // New York, 7 November 2027: 01:30 happens twice (the second, in standard time); a day's times go in clock order, 23:30 is the next UTC day.
    expect(await times('America/New_York', '2027-11-06', ['23:30', '01:30'])).toEqual(['2027-11-06T05:30:00.000Z', '2027-11-07T03:30:00.000Z', '2027-11-07T06:30:00.000Z', '2027-11-08T04:30:00.000Z'])
  })
})

describe('a run', () => {
  it('writes every row through the pipeline with the best title, taking one credit per row, and finishes', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-write', 'basic')
    const started = await post(token, '/start', { text: 'bulk writing compost\nbulk writing worm farms\nbulk writing rain barrels', tone: 'friendly', length: 'short' })
    expect(started.status).toBe(201)
    const runId = (started.json as { run: { id: number } }).run.id
    expect((await view(token, runId)).rows.map((r) => r.state)).toEqual(['waiting', 'waiting', 'waiting'])
    expect(await used(user.id)).toBe(0) // nothing is charged before a row starts

    await drain()
    const done = await view(token, runId)
    expect(done.run.state).toBe('finished')
    expect(done.rows.map((r) => r.state)).toEqual(['written', 'written', 'written'])
    for (const row of done.rows) {
      const article = await payload.findByID({ collection: 'articles', id: row.article!, overrideAccess: true, depth: 0 })
      expect(article).toMatchObject({ status: 'ready', title: row.title, seo: expect.objectContaining({ focusKeyword: row.keyword }) })
      expect(row.title!.toLowerCase()).toContain(row.keyword)
    }
    expect(await used(user.id)).toBe(3)
    // The owner hears the run is done, once, with what became of each row.
    const mails = await payload.find({ collection: 'emails', where: { and: [{ to: { equals: user.email } }, { type: { equals: 'bulk_run_finished' } }] }, overrideAccess: true, depth: 0 })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]!.subject).toContain('Your bulk run is done: 3 keywords')
    expect(mails.docs[0]!.text).toContain('Written and kept in My Articles: 3. Failed: 0.')
  })

  it('refuses a run larger than the month allows with the limit message and the number that fits, or starts that many', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-quota', 'basic')
    await payload.create({ collection: 'usage', data: { user: user.id, month: (await import('@/server/quota/period')).monthKey(new Date()), count: 48, images: 0 }, overrideAccess: true })
    const list = { text: 'quota one\nquota two\nquota three\nquota four' }
    const refused = await post(token, '/start', list)
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ error: { code: 'QUOTA_EXCEEDED', message: "You've reached the monthly limit. Subscribe to continue!", details: { fits: 2, rows: 4 } } })
    const fitted = await post(token, '/start', { ...list, fitToQuota: true })
    expect(fitted.status).toBe(201)
    const runId = (fitted.json as { run: { id: number } }).run.id
    expect((await view(token, runId)).rows.map((r) => r.keyword)).toEqual(['quota one', 'quota two'])
  })

  it('names the run in its owner’s language', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-named', 'basic')
    const english = await post(token, '/start', { text: 'named compost\nnamed worms' })
    expect((english.json as { run: { name: string } }).run.name).toMatch(/^2 keywords, from “named compost” \(\d{4}-\d{2}-\d{2}\)$/)
    await payload.update({ collection: 'users', id: user.id, data: { language: 'hu' }, overrideAccess: true })
    const hungarian = await post(token, '/start', { text: 'komposzt' })
    expect((hungarian.json as { run: { name: string } }).run.name).toMatch(/^1 kulcsszó, ettől: „komposzt” \(\d{4}\. \d{2}\. \d{2}\.\)$/)
    for (const answer of [english, hungarian]) expect((await post(token, `/${(answer.json as { run: { id: number } }).run.id}/cancel`)).status).toBe(200)
  })

  it('pauses (nothing starts), resumes, and cancels one row without charging it', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-pause', 'basic')
    const started = await post(token, '/start', { text: 'pause compost\npause worms\npause rain' })
    const runId = (started.json as { run: { id: number } }).run.id
    // The run's page is live: a change of the run (here, from this very request) reaches its stream.
    const live = await api.raw('GET', `/api/bulk-runs/${runId}/live`, { token })
    expect(live.headers.get('content-type')).toContain('text/event-stream')
    const reader = live.body!.getReader()
    const buffer: Buffer = { text: '' }
    await nextEvent(reader, 'ready', 5000, buffer)
    expect((await post(token, `/${runId}/pause`)).status).toBe(200)
    expect(await nextEvent(reader, 'change', 5000, buffer)).toEqual({ keys: ['bulk-rows'] })
    await reader.cancel()
    await runQueueOnce(payload, 'bulk')
    expect((await view(token, runId)).rows.map((r) => r.state)).toEqual(['waiting', 'waiting', 'waiting'])
    expect(await used(user.id)).toBe(0)

    const [, second] = (await view(token, runId)).rows
    const cancelled = await post(token, `/${runId}/rows/${second!.id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect((await post(token, `/${runId}/resume`)).status).toBe(200)
    await drain()
    const done = await view(token, runId)
    expect(done.rows.map((r) => r.state)).toEqual(['written', 'cancelled', 'written'])
    expect(done.run.state).toBe('finished')
    expect(await used(user.id)).toBe(2)
    // An ended row cannot be cancelled; another user cannot touch the run.
    expect((await post(token, `/${runId}/rows/${done.rows[0]!.id}/cancel`)).status).toBe(409)
    const other = await accountOnPlan(payload, 'bulk-other', 'basic')
    expect((await post(other.token, `/${runId}/cancel`)).status).toBe(404)
    expect((await api.rest('GET', `/api/bulk-runs/${runId}/rows`, { token: other.token })).status).toBe(404)
  })

  it('stops the rows still waiting when the month’s limit is reached mid-run, charging nothing twice', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-midrun', 'basic')
    const started = await post(token, '/start', { text: 'midrun one\nmidrun two\nmidrun three' })
    const runId = (started.json as { run: { id: number } }).run.id
    // Another tab wrote meanwhile: one credit is left when the run starts writing.
    await payload.create({ collection: 'usage', data: { user: user.id, month: (await import('@/server/quota/period')).monthKey(new Date()), count: 49, images: 0 }, overrideAccess: true })
    await drain()
    const done = await view(token, runId)
    expect(done.rows.filter((r) => r.state === 'written')).toHaveLength(1)
    const stopped = done.rows.filter((r) => r.state === 'failed')
    expect(stopped).toHaveLength(2)
    for (const row of stopped) expect(row).toMatchObject({ errorCode: 'QUOTA_EXCEEDED', errorMessage: "You've reached the monthly limit. Subscribe to continue!" })
    expect(await used(user.id)).toBe(50)
    expect(done.run.state).toBe('finished')

    // Next month (the count set back here), 'Try again' writes a stopped row, charging it once.
    await payload.update({ collection: 'usage', where: { user: { equals: user.id } }, data: { count: 10 }, overrideAccess: true })
    const retried = await post(token, `/${runId}/rows/${stopped[0]!.id}/retry`)
    expect(retried.status).toBe(200)
    expect((retried.json as RunView).run.state).toBe('running')
    expect((retried.json as RunView).rows.find((r) => r.id === stopped[0]!.id)).toMatchObject({ state: 'waiting', errorCode: null })
    await drain()
    const again = await view(token, runId)
    expect(again.rows.find((r) => r.id === stopped[0]!.id)!.state).toBe('written')
    expect(again.run.state).toBe('finished')
    expect(await used(user.id)).toBe(11)
    // Only a failed row can be tried again.
    expect((await post(token, `/${runId}/rows/${stopped[0]!.id}/retry`)).status).toBe(409)
  })

  it('an admin’s run to the blog publishes each row at its time; a row’s time can change', async () => {
    const { token } = await accountOnPlan(payload, 'bulk-admin', 'admin')
    const started = await post(token, '/start', {
      text: 'scheduled compost\nscheduled worms',
      target: 'blog',
      schedule: { mode: 'daily', perDay: 1, times: ['10:00'], startDate: '2030-01-01' },
      zone: 'America/New_York',
    })
    expect(started.status).toBe(201)
    const runId = (started.json as { run: { id: number } }).run.id
    await drain()
    let current = await view(token, runId)
    expect(current.rows.map((r) => [r.state, r.publishAt])).toEqual([
      ['scheduled', '2030-01-01T15:00:00.000Z'],
      ['scheduled', '2030-01-02T15:00:00.000Z'],
    ])
    const [first, second] = current.rows
    const moved = await api.rest('PATCH', `/api/bulk-runs/${runId}/rows/${second!.id}`, { token, body: JSON.stringify({ publishAt: '2030-02-01T12:00:00+01:00' }) })
    expect(moved.status).toBe(200)
    expect((moved.json as RunView).rows[1]!.publishAt).toBe('2030-02-01T11:00:00.000Z')
    // Not due: the publish queue leaves both. Then the first one's time comes (moved to now here).
    await runQueueOnce(payload, 'publish')
    expect((await view(token, runId)).rows.map((r) => r.state)).toEqual(['scheduled', 'scheduled'])
    await payload.update({ collection: 'bulk-rows', id: first!.id, data: { publishAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const jobs = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'bulkPublishRow' } }, { completedAt: { exists: false } }] }, limit: 50, overrideAccess: true, depth: 0 })
    for (const job of jobs.docs.filter((j) => (j.input as { row?: number }).row === first!.id)) {
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    }
    await runQueueOnce(payload, 'publish')
    current = await view(token, runId)
    expect(current.rows[0]).toMatchObject({ state: 'published', link: expect.stringMatching(/^\/blog\//) })
    expect(current.rows[1]!.state).toBe('scheduled')
    expect(current.run.state).toBe('running')
    const postId = (await payload.findByID({ collection: 'bulk-rows', id: first!.id, overrideAccess: true, depth: 0 })).post
    expect((await payload.findByID({ collection: 'posts', id: postId as number, overrideAccess: true })).status).toBe('published')
  })

  it('an instance killed while it writes: another pass finishes the run, each row written once, credits exact', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-kill', 'basic')
    const started = await post(token, '/start', { text: 'killed compost\nkilled worms' })
    const runId = (started.json as { run: { id: number } }).run.id
    // Slow answers: the other instance is still writing both rows when it dies.
    openai.setDelay({ firstByteMs: 0, betweenChunksMs: 300 })
    const other = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', 'tests/int/support/otherInstance.ts', 'run-queue', 'bulk'], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: 'ignore',
      detached: true,
    })
    try {
      const deadline = Date.now() + 60_000
      let rows = (await view(token, runId)).rows
      while (!rows.every((row) => row.state === 'writing' && row.article) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        rows = (await view(token, runId)).rows
      }
      expect(rows.map((row) => row.state)).toEqual(['writing', 'writing'])
      expect(await used(user.id)).toBe(2)
    } finally {
      process.kill(-other.pid!, 'SIGKILL')
      await new Promise((resolve) => other.once('exit', resolve))
      openai.setDelay({})
    }

    // The dead instance's generation slots free themselves when their lease runs out: moved on here.
    const { drizzle } = await import('@/server/db/sql')
    const { sql } = await import('@payloadcms/db-postgres')
    await drizzle(payload).execute(sql`UPDATE "generation_slots" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = ${user.id}`)
    // This instance's next pass finds the rows the dead one held, and writes each again, once.
    await drain()
    const done = await view(token, runId)
    expect(done.run.state).toBe('finished')
    expect(done.rows.map((row) => row.state)).toEqual(['written', 'written'])
    const articles = await payload.find({ collection: 'articles', where: { user: { equals: user.id } }, overrideAccess: true, depth: 0, limit: 10 })
    const byStatus = (status: string) => articles.docs.filter((article) => article.status === status)
    expect(byStatus('ready').map((article) => article.id).sort()).toEqual(done.rows.map((row) => row.article).sort())
    expect(byStatus('failed')).toHaveLength(2) // the dead instance's two, marked failed and refunded
    expect(byStatus('generating')).toHaveLength(0)
    expect(await used(user.id)).toBe(2)
  }, 120_000)
})

describe('at scale and on sites', () => {
  it('50 keywords with two app processes running the queue: every row written once, credits exact', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-fifty', 'blog-master')
    const keywords = Array.from({ length: 50 }, (_, i) => `fifty garden topic ${i + 1}`)
    await drain() // what earlier tests left queued: this run's jobs alone now
    const other = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.json', '--import', './scripts/node/outside-next.mjs', 'tests/int/support/otherInstance.ts', 'drain-queue', 'bulk', '240'], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    other.stdout.on('data', (data) => (output += data))
    const otherDone = new Promise<number | null>((resolve) => other.on('exit', resolve))
    // The run starts once the other process is up (its start-up takes seconds on a busy machine).
    const deadline = Date.now() + 120_000
    while (!output.includes('ready\n') && other.exitCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(output).toContain('ready\n')
    const started = await post(token, '/start', { text: keywords.join('\n'), length: 'short' })
    expect(started.status).toBe(201)
    const runId = (started.json as { run: { id: number } }).run.id
    const here = await drain(240_000)
    expect(await otherDone).toBe(0)
    const there = JSON.parse(output.split('\n').find((line) => line.startsWith('{'))!) as { ran: number; busy: number }
    // Both asked for the queue all along: one pass at a time ran it, the other found it busy meanwhile
    // (a pass runs batches back to back while rows are due, so one process may write the whole run).
    expect(here.ran + there.ran).toBeGreaterThan(0)
    expect(here.busy + there.busy).toBeGreaterThan(0)

    const done = await view(token, runId)
    expect(done.run.state).toBe('finished')
    expect(done.rows.map((row) => row.keyword)).toEqual(keywords)
    expect(done.rows.filter((row) => row.state !== 'written')).toEqual([])
    const articles = await payload.find({ collection: 'articles', where: { user: { equals: user.id } }, overrideAccess: true, depth: 0, limit: 200 })
    expect(articles.docs.map((article) => article.status).filter((status) => status !== 'ready')).toEqual([])
    expect(articles.docs.map((article) => article.id).sort()).toEqual(done.rows.map((row) => row.article).sort())
    expect(new Set(articles.docs.map((article) => article.seo?.focusKeyword)).size).toBe(50)
    expect(await used(user.id)).toBe(50)
  }, 300_000)

  it('two runs at once by the same user share the per-user limit of writings at the same time', async () => {
    const { user, token } = await accountOnPlan(payload, 'bulk-shared', 'basic')
    const first = await post(token, '/start', { text: 'shared alpha\nshared beta\nshared gamma', length: 'short' })
    const second = await post(token, '/start', { text: 'shared delta\nshared epsilon\nshared zeta', length: 'short' })
    const runs = [first, second].map((answer) => (answer.json as { run: { id: number } }).run.id)
    // Which keywords the model is writing at each moment (titles are not writing: they take no slot).
    const writing = new Map<string, number>()
    let most = 0
    openai.respond(async (request) => {
      const keyword = /^Task: (?:outline|introduction|section \d+ of \d+)$/m.test(request.prompt) ? /shared [a-z]+/.exec(request.prompt)?.[0] : undefined
      if (!keyword) return defaultAnswer(request.prompt)
      writing.set(keyword, (writing.get(keyword) ?? 0) + 1)
      most = Math.max(most, [...writing.values()].filter((n) => n > 0).length)
      await new Promise((resolve) => setTimeout(resolve, 150))
      writing.set(keyword, writing.get(keyword)! - 1)
      return defaultAnswer(request.prompt)
    })
    try {
      await drain()
    } finally {
      openai.respond(null)
    }
    // A pass takes up to ten rows of both runs at once; PRO writes two at a time, whichever run they are in.
    expect(most).toBe(2)
    for (const runId of runs) {
      const done = await view(token, runId)
      expect(done.run.state).toBe('finished')
      expect(done.rows.map((row) => row.state)).toEqual(['written', 'written', 'written'])
    }
    expect(await used(user.id)).toBe(6)
  })

  it('to a Wix site: a post the site refuses fails with its explanation; one the site could not take waits on the retries and follows them; the others go on', async () => {
    const { token } = await accountOnPlan(payload, 'bulk-wix', 'basic')
    const added = await api.rest('POST', '/api/integrations', { token, body: JSON.stringify({ platform: 'wix', siteUrl: 'bulk-corner.wixsite.com/blog', wixSiteId: WIX_SITE.siteId, wixApiKey: WIX_SITE.apiKey }) })
    expect(added.status).toBe(201)
    const site = (added.json as { doc: Integration }).doc
    const started = await post(token, '/start', { text: 'wix bulk compost\nwix bulk worms\nwix bulk barrels', length: 'short', target: 'site', integration: site.id, siteStatus: 'publish' })
    expect(started.status).toBe(201)
    const runId = (started.json as { run: { id: number } }).run.id
    await drain()
    expect((await view(token, runId)).rows.map((row) => row.state)).toEqual(['scheduled', 'scheduled', 'scheduled'])

    // 'All at once': each row publishes when written. Wix refuses one post (400) and is down for another (503).
    wix.failNext(/draft-posts/, 400)
    wix.failNext(/draft-posts/, 503)
    await runQueueOnce(payload, 'publish')
    let rows = (await view(token, runId)).rows
    const byState = (state: string) => rows.filter((row) => row.state === state)
    expect(byState('published')).toHaveLength(1)
    expect(byState('published')[0]!.link).toMatch(/\/__fake\/post\//)
    expect(byState('failed')).toEqual([expect.objectContaining({ errorCode: 'SITE_REJECTED', errorMessage: 'The site refused the post as it was sent.' })])
    expect(byState('scheduled')).toEqual([expect.objectContaining({ errorCode: 'SITE_ERROR', errorMessage: 'The site answered with an error.' })])
    expect((await view(token, runId)).run.state).toBe('running')

    // The publication's retry (the publish queue's plan) puts it on the site: the row and the run follow.
    const waiting = byState('scheduled')[0]!
    const publicationId = (await payload.findByID({ collection: 'bulk-rows', id: waiting.id, overrideAccess: true, depth: 0 })).publication as number
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'retryPublication' } }, limit: 100, overrideAccess: true, depth: 0 })
    const retry = jobs.docs.find((job) => (job.input as { publication?: number }).publication === publicationId)!
    await runDueRetry(payload, publicationId, retry.id)
    const done = await view(token, runId)
    rows = done.rows
    expect(rows.find((row) => row.id === waiting.id)).toMatchObject({ state: 'published', link: expect.stringMatching(/\/__fake\/post\//), errorCode: null })
    expect(byState('published')).toHaveLength(2)
    expect(done.run.state).toBe('finished')
  })
})
