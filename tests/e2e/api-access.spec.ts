import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'

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
