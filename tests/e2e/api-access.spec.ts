import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'
import { fakeOpenAI } from './support/ai'
import { E2E } from './support/ports'
import { sampleOf } from '../support/prometheus'

const auth = (token: string) => ({ Authorization: `JWT ${token}` })

type GraphqlError = { message: string; path?: (string | number)[]; extensions?: { name?: string; statusCode?: number } }

async function graphql(request: APIRequestContext, query: string, token?: string) {
  const response = await request.post('/api/graphql', { data: { query }, headers: token ? auth(token) : {} })
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: GraphqlError[] }
  return { status: response.status(), ...body }
}

const NOT_ALLOWED = 'You are not allowed to perform this action.'

/** Payload's access refusal as GraphQL reports it (HTTP 200): one 403 error at `field`, and the field null (the error's class name is minified in a production build). */
function expectRefused(answer: Awaited<ReturnType<typeof graphql>>, field: string) {
  expect(answer.status).toBe(200)
  expect(answer.errors).toEqual([expect.objectContaining({ message: NOT_ALLOWED, path: [field], extensions: expect.objectContaining({ statusCode: 403 }) })])
  expect(answer.data).toEqual({ [field]: null })
}

/** Payload's access refusal as REST reports it: 403 with our error shape. */
async function expectRestRefused(response: APIResponse) {
  expect(response.status()).toBe(403)
  expect((await response.json()).error).toEqual({ code: 'FORBIDDEN', message: NOT_ALLOWED })
}

const signedInUser = async (request: APIRequestContext, token: string) =>
  (await (await request.get('/api/users/me', { headers: auth(token) })).json()).user as { email: string; username: string; roles: string[] }

let alice: { email: string; token: string; id: number }
let bob: { email: string; token: string; id: number }

test.beforeAll(async ({ request }) => {
  for (const name of ['alice', 'bob'] as const) {
    const account = await confirmedAccount(request, name)
    const token = await apiToken(request, account.email, account.password)
    const me = await (await request.get('/api/users/me', { headers: auth(token) })).json()
    const value = { email: account.email, token, id: me.user.id as number }
    if (name === 'alice') alice = value
    else bob = value
  }
})

test('REST: a user reads only themselves', async ({ request }) => {
  const list = await (await request.get('/api/users', { headers: auth(alice.token) })).json()
  expect(list.docs.map((u: { email: string }) => u.email)).toEqual([alice.email])
  const other = await request.get(`/api/users/${bob.id}`, { headers: auth(alice.token) })
  expect([403, 404]).toContain(other.status())
})

test('REST: a user cannot make themselves admin, nor change another user', async ({ request }) => {
  const patch = await request.patch(`/api/users/${alice.id}`, { data: { roles: ['admin', 'user'] }, headers: auth(alice.token) })
  expect(patch.ok()).toBe(true)
  const me = await (await request.get('/api/users/me', { headers: auth(alice.token) })).json()
  expect(me.user.roles).toEqual(['user'])
  const other = await request.patch(`/api/users/${bob.id}`, { data: { username: 'hacked' }, headers: auth(alice.token) })
  await expectRestRefused(other)
  expect((await signedInUser(request, bob.token)).username).toBe('bob')
})

test('REST: the outbox and contact messages are admin-only; visitors get nothing private', async ({ request }) => {
  for (const path of ['/api/emails', '/api/contact-messages']) {
    expect((await request.get(path, { headers: auth(alice.token) })).status()).toBe(403)
    expect((await request.get(path)).status()).toBe(403)
  }
  expect((await request.get('/api/users')).status()).toBe(403)
  const created = await request.post('/api/contact-messages', { data: { name: 'x', email: 'x@example.com', subject: 's', message: 'm' }, headers: auth(alice.token) })
  await expectRestRefused(created)
})

test('REST: a cookie session is refused from another origin (CSRF)', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: { email: alice.email, password: 'secret123' } })
  const cookie = login.headers()['set-cookie']?.split(';')[0] ?? ''
  const foreign = await request.get('/api/users/me', { headers: { cookie, origin: 'https://evil.example' } })
  expect((await foreign.json()).user).toBeNull()
  const own = await request.get('/api/users/me', { headers: { cookie, origin: 'http://localhost:3100' } })
  expect((await own.json()).user.email).toBe(alice.email)
})

test('GraphQL: the same rules hold', async ({ request }) => {
  const mine = await graphql(request, '{ Users { docs { email } } }', alice.token)
  expect((mine.data?.Users as { docs: { email: string }[] }).docs).toEqual([{ email: alice.email }])
  const other = await graphql(request, `{ User(id: ${bob.id}) { email } }`, alice.token)
  expect(other.data?.User ?? null).toBeNull()
  expectRefused(await graphql(request, '{ Emails { docs { to subject } } }', alice.token), 'Emails')
  expectRefused(await graphql(request, '{ Users { docs { email } } }'), 'Users')
  // Another user's record: refused for lack of access, and left as it was.
  expectRefused(await graphql(request, `mutation { updateUser(id: ${bob.id}, data: { username: "hacked" }) { username } }`, alice.token), 'updateUser')
  expect((await signedInUser(request, bob.token)).username).toBe('bob')
  // Roles are the server's to set: the user's own update goes through (as over REST) with the roles dropped.
  const escalate = await graphql(request, `mutation { updateUser(id: ${alice.id}, data: { roles: [admin] }) { roles } }`, alice.token)
  expect(escalate.status).toBe(200)
  expect(escalate.errors ?? []).toEqual([])
  expect(escalate.data).toEqual({ updateUser: { roles: ['user'] } })
  expect((await signedInUser(request, alice.token)).roles).toEqual(['user'])
})

test('GraphQL: introspection and the playground are off in production', async ({ request }) => {
  const introspection = await graphql(request, '{ __schema { types { name } } }', alice.token)
  expect(introspection.data?.__schema ?? null).toBeNull()
  expect(JSON.stringify(introspection.errors)).toMatch(/introspection/i)
  const playground = await request.get('/api/graphql-playground')
  expect(playground.status()).toBeGreaterThanOrEqual(400)
})

test('REST: malformed ids and query operators answer 400 with a JSON error, never 500', async ({ request }) => {
  for (const path of ["/api/articles/abc'--", '/api/articles?where[title][near]=1,2', '/api/posts/1e99']) {
    const response = await request.get(path, { headers: auth(alice.token) })
    expect(response.status(), path).toBe(400)
    expect((await response.json()).error.code, path).toBe('VALIDATION_ERROR')
  }
})

test('the probes for a load balancer answer on the production server: alive, and ready with its checks', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
  expect(health.headers()['cache-control']).toBe('no-store')
  expect(await health.json()).toEqual({ status: 'ok' })
  // The server's job runner has begun its passes (every 5 s here) and SMTP points at the test's sink.
  const ready = await request.get('/api/ready')
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect({ status: ready.status(), body: await ready.json() }).toEqual({
    status: 200,
    body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok', smtp: 'configured' }, notReady: [] },
  })
})

test('GET /api/metrics, with its token, counts a generation, a publish, an e-mail and a page-copy hit on the production server', async ({ request }) => {
  const scrape = async () => {
    const response = await request.get('/api/metrics', { headers: { Authorization: `Bearer ${E2E.metricsToken}` } })
    expect(response.status()).toBe(200)
    return response.text()
  }
  expect((await request.get('/api/metrics')).status()).toBe(401)
  const before = await scrape()
  // A visitor (no session cookie yet: the sign-ins below put one in this request context) asks a
  // public page again within its copy's life (a second): the copy answers. Asked a few times, as a
  // post published meanwhile in the other lane drops every copy.
  for (let i = 0; i < 10; i++) expect((await request.get('/pricing')).status()).toBe(200)

  // A writer signs up (a confirmation e-mail), writes an article; an admin publishes a post.
  const account = await confirmedAccount(request, 'metrics')
  const token = await apiToken(request, account.email, account.password)
  await fakeOpenAI.isolate('counted metrics')
  const stream = await request.post('/api/ai/article', { headers: auth(token), data: { topic: 'Counted metrics', focusKeyword: 'counted metrics' } })
  expect(await stream.text()).toContain('event: done')
  const adminToken = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const published = await request.post('/api/posts/publish', { headers: auth(adminToken), data: { title: `Counted post ${Date.now()}`, focusKeyword: 'counted', metaDescription: 'A post that is counted.', content: '<p>Counted.</p>' } })
  expect(published.status()).toBe(201)

  const after = await scrape()
  const grew = (name: string, labels: Record<string, string>) => sampleOf(after, name, labels) - sampleOf(before, name, labels)
  expect({
    generations: grew('seo_writer_generations_total', { tool: 'keyword', outcome: 'ready' }) >= 1,
    openai: grew('seo_writer_ai_requests_total', { provider: 'openai', outcome: 'ok' }) >= 1,
    publishes: grew('seo_writer_publishes_total', { target: 'blog', outcome: 'published' }) >= 1,
    emails: grew('seo_writer_emails_total', { outcome: 'sent' }) >= 1,
    copyHits: grew('seo_writer_http_requests_total', { group: 'page-copy-hit', status: '2xx' }) >= 1,
    api: grew('seo_writer_http_requests_total', { group: 'api', status: '2xx' }) >= 1,
  }).toEqual({ generations: true, openai: true, publishes: true, emails: true, copyHits: true, api: true })
  expect(after).toContain('seo_writer_page_copies_bytes ')
  expect(after).not.toContain(account.email)
})

test('a program that keeps its connection open may send its next request after a pause: the server has not closed it (CI once lost a sign-in to that race)', async () => {
  const http = await import('node:http')
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${E2E.baseUrl}/api/health`, { agent }, (res) => {
        res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
      })
      req.on('error', reject)
    })
  try {
    expect(await get()).toEqual({ status: 200, reused: false })
    // Longer than Node's default of 5 s, after which the server used to close the idle connection.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    expect(await get()).toEqual({ status: 200, reused: true })
  } finally {
    agent.destroy()
  }
})
