/**
 * The defects of the security review, each reproduced as it was reported, over the real REST and
 * GraphQL handlers. Every test here failed before its fix.
 */
import type { Payload } from 'payload'

import { makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown, startSmtpSink, waitForEmail, type Sink } from './support'

let payload: Payload
let api: Handlers
let sink: Sink
let user: Awaited<ReturnType<typeof createVerifiedUser>>
let token: string

const XSS = `<h1>Hello</h1><img src=x onerror="fetch('/api/users/me')"><script>alert(1)</script><a href="javascript:alert(1)">x</a><p onclick="alert(1)">text</p>`

function expectClean(html: string | null | undefined) {
  expect(html ?? '').not.toMatch(/<script|onerror|onclick|javascript:/i)
}

beforeAll(async () => {
  sink = await startSmtpSink()
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl })
  api = await makeHandlers(payload.config)
  user = await createVerifiedUser(payload, 'victim')
  token = (await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).token!
})

afterAll(async () => {
  await shutdown(payload)
  await sink.stop()
})

async function ownArticle() {
  return payload.create({
    collection: 'articles',
    data: { user: user.id, title: 'Mine', content: '<h1>Mine</h1><p>text</p>', status: 'ready', score: 40, provider: 'openai' },
    overrideAccess: true,
  })
}

describe('1. stored XSS through articles', () => {
  it('refuses REST create of articles by a user (no free, unsanitized, unmetered article)', async () => {
    const answer = await api.rest('POST', '/api/articles?depth=0', {
      token,
      body: JSON.stringify({ title: 't', content: XSS, status: 'ready', provider: 'openai', score: 100 }),
    })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: { code: 'FORBIDDEN' } })
    expect((await payload.count({ collection: 'articles', where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses GraphQL create of articles by a user', async () => {
    const answer = await api.gql(`mutation { createArticle(data: { title: "t", content: ${JSON.stringify(XSS)}, user: ${user.id} }) { id } }`, {}, token)
    expect(answer.data?.createArticle ?? null).toBeNull()
    expect(answer.errors.length).toBeGreaterThan(0)
  })

  it('sanitizes content on every write and keeps server-set fields out of reach (REST and GraphQL)', async () => {
    const article = await ownArticle()
    const rest = await api.rest('PATCH', `/api/articles/${article.id}?depth=0`, {
      token,
      body: JSON.stringify({ content: XSS, status: 'failed', provider: 'evil', score: 100, demo: true, error: 'x', user: 999999, seoChecks: [] }),
    })
    expect(rest.status).toBe(200)
    let stored = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })
    expectClean(stored.content)
    expect(stored.content).toContain('<h1>Hello</h1>')
    expect(stored).toMatchObject({ status: 'ready', provider: 'openai', demo: false, user: user.id })
    expect(stored.score).not.toBe(100)
    await api.gql(`mutation { updateArticle(id: ${article.id}, data: { content: ${JSON.stringify(XSS)}, status: failed, provider: "evil" }) { id } }`, {}, token)
    stored = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true })
    expectClean(stored.content)
    expect(stored).toMatchObject({ status: 'ready', provider: 'openai' })
  })

  it('sanitizes Local API writes too, including the generation progress saves', async () => {
    const article = await ownArticle()
    const saved = await payload.update({ collection: 'articles', id: article.id, data: { content: XSS }, overrideAccess: true, context: { skipRescore: true } })
    expectClean(saved.content)
  })

  it('exports sanitized HTML even for a row written before the sanitizer ran on every write', async () => {
    const article = await ownArticle()
    await payload.db.updateOne({ collection: 'articles', id: article.id, data: { content: XSS }, returning: false })
    const answer = await api.rest('GET', `/api/articles/${article.id}/export?format=html`, { token })
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('<h1>Hello</h1>')
    expectClean(answer.text.replace(/<style>[\s\S]*?<\/style>/, ''))
  })
})

describe('found by the fuzz', () => {
  it('exports a PDF of an article without a meta description (pdfkit threw on the missing Subject)', async () => {
    const article = await ownArticle()
    const answer = await api.rest('GET', `/api/articles/${article.id}/export?format=pdf`, { token })
    expect(answer.status).toBe(200)
    expect(answer.contentType).toBe('application/pdf')
  })

  it.each([['"x"'], ['null'], ['1e99'], ['[1,2]']])('answers a %s body to REST create with a 400, not a 500', async (body) => {
    const answer = await api.rest('POST', '/api/posts', { token, body })
    expect(answer.status).toBe(400)
  })

  describe('as the admin', () => {
    let adminToken: string
    let adminId: number
    beforeAll(async () => {
      const admin = await createVerifiedUser(payload, 'fuzz-admin', ['admin'])
      adminId = admin.id
      adminToken = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'secret1' } })).token!
    })
    const json = (body: unknown) => ({ token: adminToken, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

    it('answers a missing media file with a 404 in our error shape (Payload answered a bare 500)', async () => {
      const answer = await api.rest('GET', '/api/media/file/no-such-image.png')
      expect(answer.status).toBe(404)
      expect(answer.json).toMatchObject({ error: { code: 'NOT_FOUND' } })
    })

    it('refuses an emptied createdAt (a NOT NULL column) with a 400', async () => {
      const answer = await api.rest('PATCH', `/api/users/${adminId}`, json({ createdAt: null }))
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: '"createdAt" cannot be empty.' } })
    })

    it('refuses a group that is not an object (Payload read its fields from null)', async () => {
      const article = await ownArticle()
      for (const seo of [null, 'text']) {
        const answer = await api.rest('PATCH', `/api/articles/${article.id}`, json({ seo }))
        expect(answer.status).toBe(400)
        expect(answer.json).toMatchObject({ error: { message: '"seo" must be an object.' } })
      }
    })

    it('refuses a polymorphic reference that is not { relationTo, value } (Payload read .relationTo of null)', async () => {
      const answer = await api.rest('POST', '/api/payload-locked-documents', json({ user: { relationTo: 'users', value: adminId }, document: ['x', null] }))
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: { message: '"document" must be a { relationTo, value } reference.' } })
    })

    it('answers a query through a polymorphic relationship Payload cannot follow with a 400', async () => {
      const answer = await api.rest('PATCH', `/api/payload-preferences?where[user][equals]=${adminId}`, json({ key: 'x', value: 'y' }))
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ errors: [{ message: 'This query is not supported.' }], error: { code: 'VALIDATION_ERROR' } })
    })

    it.each([['1e99'], ['-1'], ['abc']])('refuses limit=%s before it reaches SQL (the job runner answered a 500)', async (limit) => {
      const answer = await api.rest('GET', `/api/payload-jobs/run?limit=${limit}`, { token: adminToken })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: '"limit" must be a whole number.' } })
    })
  })
})

describe('2. account fields', () => {
  it('refuses an e-mail change over REST and GraphQL, sends nothing, and sign-in keeps the old address', async () => {
    const answer = await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ email: 'owner@victim-corp.example' }) })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: { code: 'FORBIDDEN' } })
    const gql = await api.gql(`mutation { updateUser(id: ${user.id}, data: { email: "owner2@victim-corp.example" }) { id email } }`, {}, token)
    expect(gql.errors.length).toBeGreaterThan(0)
    const stored = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(stored.email).toBe(user.email)
    await expect(payload.login({ collection: 'users', data: { email: 'owner@victim-corp.example', password: 'secret1' } })).rejects.toThrow()
  })

  it('ignores _verified, roles and stripeCustomerId written by the user, and refuses a password change without the current one', async () => {
    await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ _verified: false, roles: ['admin'], stripeCustomerId: 'cus_x', loginAttempts: 99, lockUntil: '2999-01-01' }) })
    const stored = await payload.db.findOne<Record<string, unknown> & { id: number }>({ collection: 'users', where: { id: { equals: user.id } } })
    expect(stored).toMatchObject({ _verified: true, roles: ['user'], loginAttempts: 0 })
    expect(stored?.stripeCustomerId ?? null).toBeNull()
    expect(stored?.lockUntil ?? null).toBeNull()
    const password = await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ password: 'hijacked-1' }) })
    expect(password.status).toBe(403)
    await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })
  })

  it('lets the user change their own username and language', async () => {
    const answer = await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ username: 'Renamed', language: 'hu' }) })
    expect(answer.status).toBe(200)
    expect(await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).toMatchObject({ username: 'Renamed', language: 'hu' })
  })

  it('refuses REST registration (POST /api/users): accounts are created only by the registration endpoint', async () => {
    const answer = await api.rest('POST', '/api/users', { body: JSON.stringify({ email: 'rest-sneak@example.com', password: 'secret1', username: 'x', _verified: true, roles: ['admin'] }) })
    expect(answer.status).toBe(403)
  })

  it('refuses unlocking another account to a user (it would undo the sign-in lock)', async () => {
    const answer = await api.rest('POST', '/api/users/unlock', { token, body: JSON.stringify({ email: user.email }) })
    expect(answer.status).toBe(403)
  })
})

describe('5. enumeration and 500s', () => {
  it('answers Payload’s own REST login alike for an unknown address and an existing one, lock included', async () => {
    const known = await createVerifiedUser(payload, 'restlogin')
    const ghost = `ghost-${Date.now()}@example.com`
    const codes = async (email: string) => {
      const seen: string[] = []
      for (let i = 0; i < 6; i++) {
        const answer = await api.rest('POST', '/api/users/login', { body: JSON.stringify({ email, password: `wrong-${i}` }) })
        seen.push(`${answer.status} ${(answer.json as { error?: { code?: string } }).error?.code}`)
      }
      return seen
    }
    const forKnown = await codes(known.email)
    expect(forKnown.at(-1)).toBe('423 ACCOUNT_LOCKED')
    expect(await codes(ghost)).toEqual(forKnown)
  })

  it('rate-limits Payload’s own forgot-password endpoint like the form (no mail bombing)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await api.rest('POST', '/api/users/forgot-password', { body: JSON.stringify({ email: user.email }) })).status)
    }
    expect(statuses).toContain(429)
  })

  it.each([
    ['/api/articles/abc%27--'],
    ['/api/articles?where[title][near]=1,2'],
    ['/api/articles/99999999999999999999'],
    ['/api/users/-1'],
  ])('answers %s with a 400/404 JSON error, never a 500', async (path) => {
    const answer = await api.rest('GET', path, { token })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
  })
})
