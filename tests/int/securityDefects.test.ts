/**
 * The defects of the security review, each reproduced as it was reported, over the real REST and
 * GraphQL handlers. Every test here failed before its fix.
 */
import type { Payload } from 'payload'

import crypto from 'node:crypto'

import { clientAddressHeaders, makeHandlers, type GqlAnswer, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown, startSmtpSink, uniqueEmail, waitForEmail, type Sink } from './support'

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
  // The admin live stream pings (and re-checks its session) every 300 ms here instead of 20 s.
  payload = await bootPayload({ SMTP_URL: sink.smtpUrl, LIVE_PING_MS: '300' })
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

describe('3. accounts cannot be enumerated (REST and GraphQL alike)', () => {
  const gqlLogin = (email: string, password: string, headers?: Record<string, string>) =>
    api.gql('mutation ($email: String!, $password: String) { loginUser(email: $email, password: $password) { token exp user { id email } } }', { email, password }, undefined, headers)
  const gqlAnswer = (a: GqlAnswer) => (a.errors[0] ? `${a.errors[0].extensions?.statusCode} ${a.errors[0].extensions?.code} ${a.errors[0].message}` : 'OK')

  it('GraphQL loginUser answers and locks an unknown address exactly like an account, with REST’s codes', async () => {
    const known = await createVerifiedUser(payload, 'gqllogin')
    const ghost = uniqueEmail('gqlghost')
    const answers = async (email: string) => {
      const seen: string[] = []
      for (let i = 0; i < 7; i++) seen.push(gqlAnswer(await gqlLogin(email, `wrong-${i}`)))
      return seen
    }
    const forKnown = await answers(known.email)
    expect(forKnown[0]).toBe('401 INVALID_CREDENTIALS Invalid email or password')
    expect(forKnown.at(-1)).toMatch(/^423 ACCOUNT_LOCKED Too many failed sign-in attempts/)
    expect(await answers(ghost)).toEqual(forKnown)
  })

  it('GraphQL loginUser still signs in (token and session cookie)', async () => {
    const known = await createVerifiedUser(payload, 'gqlok')
    const a = await gqlLogin(known.email, 'secret1')
    expect(a.errors).toEqual([])
    const result = a.data?.loginUser as { token: string; user: { email: string } }
    expect(result.user.email).toBe(known.email)
    expect((await api.rest('GET', '/api/users/me', { token: result.token })).json).toMatchObject({ user: { email: known.email } })
  })

  it('GraphQL forgotPasswordUser counts against the per-client reset limit (12 addresses, at most 10 mails)', async () => {
    const headers = await clientAddressHeaders('10.61.0.1')
    const answers: string[] = []
    for (let i = 0; i < 12; i++) {
      const a = await api.gql('mutation ($email: String!) { forgotPasswordUser(email: $email) }', { email: uniqueEmail(`gqlreset${i}`) }, undefined, headers)
      answers.push(a.errors[0] ? `${a.errors[0].extensions?.statusCode} ${a.errors[0].extensions?.code}` : String(a.data?.forgotPasswordUser))
    }
    expect(answers).toEqual([...Array(10).fill('true'), '429 RATE_LIMITED', '429 RATE_LIMITED'])
  })

  it('the dummy password check costs what Payload’s check costs: its parameters recompute a stored hash', async () => {
    const { PAYLOAD_PASSWORD_HASH } = await import('@/server/account/loginGuard')
    const stored = await payload.db.findOne<{ id: number; hash: string; salt: string }>({ collection: 'users', where: { id: { equals: user.id } } })
    const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
    const recomputed = crypto.pbkdf2Sync('secret1', stored!.salt, iterations, keyLength, digest).toString('hex')
    expect(stored!.hash.endsWith(recomputed)).toBe(true)
  })
  // The timing of known and unknown addresses: tests/int/serial/accountTiming.test.ts (run alone).
})

describe('10. names shown to others hold no invisible or control characters', () => {
  const tricky = ['admin\u202Egnp.exe', 'ad\u200Bmin', 'a\u2066b', 'line\nbreak', 'bell\u0007', 'b\uFEFFom']
  const message = /invisible or control characters/

  it.each(tricky.map((name) => [JSON.stringify(name), name]))('refuses the username %s over REST, GraphQL and registration', async (_label, name) => {
    const rest = await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ username: name }) })
    expect(rest.status).toBe(400)
    expect(rest.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message) } })
    const gql = await api.gql('mutation ($id: Int!, $name: String) { updateUser(id: $id, data: { username: $name }) { username } }', { id: user.id, name }, token)
    expect(gql.errors[0]?.message ?? '').toMatch(/username/i)
    const registered = await api.rest('POST', '/api/account/register', { headers: await clientAddressHeaders('10.63.0.1'), body: JSON.stringify({ username: name, email: uniqueEmail('bidi'), password: 'secret12' }) })
    expect(registered.status).toBe(400)
    expect(registered.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message) } })
    expect((await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })).username).not.toBe(name)
  })

  it('refuses them in integration and contact names too (every path: the field validates)', async () => {
    await expect(payload.create({ collection: 'integrations', data: { user: user.id, platform: 'wordpress', name: 'My\u202Eblog', siteUrl: 'https://example.com' } as never, overrideAccess: true })).rejects.toThrow(/name/i)
    const contact = await api.rest('POST', '/api/contact', { headers: await clientAddressHeaders('10.63.0.2'), body: JSON.stringify({ name: 'Eve\u202E', email: 'eve@example.com', subject: 'Hi', message: 'Hello' }) })
    expect(contact.status).toBe(400)
    expect(contact.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message) } })
  })

  it('keeps accents, other scripts and emoji', async () => {
    const answer = await api.rest('PATCH', `/api/users/${user.id}`, { token, body: JSON.stringify({ username: 'Árvíztűrő 山田 😀' }) })
    expect(answer.status).toBe(200)
  })
})

describe('an admin’s live stream ends when that session signs out', () => {
  it('re-checks the session on each ping and closes the stream once it is gone', async () => {
    const admin = await createVerifiedUser(payload, 'liveadmin', ['admin', 'user'])
    const adminToken = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'secret1' } })).token!
    const response = await api.raw('GET', '/api/admin/live', { token: adminToken })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    const readUntil = async (pattern: RegExp, ms: number) => {
      const deadline = Date.now() + ms
      while (!pattern.test(text)) {
        const chunk = await Promise.race([reader.read(), new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), Math.max(0, deadline - Date.now())))])
        if (chunk === 'timeout') return 'timeout'
        if (chunk.done) return 'ended'
        text += decoder.decode(chunk.value, { stream: true })
      }
      return 'matched'
    }
    try {
      // Signed in: the stream lives through several pings.
      expect(await readUntil(/event: ping[\s\S]*event: ping/, 5000)).toBe('matched')
      const out = await api.rest('POST', '/api/users/logout', { token: adminToken })
      expect(out.status).toBe(200)
      // The next ping finds the session gone: `end`, then the stream closes.
      expect(await readUntil(/event: end\ndata: \{"reason":"signed-out"\}/, 5000)).toBe('matched')
      expect(await readUntil(/$^/, 5000)).toBe('ended')
    } finally {
      await reader.cancel().catch(() => {})
    }
  })
})
