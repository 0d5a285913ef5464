/**
 * The second security review's defects (issue 32), each reproduced as it was reported, over the
 * real REST and GraphQL handlers. Every test here failed before its fix.
 */
import type { Payload } from 'payload'

import { MAX_ARTICLE_CHARS } from '@/shared/articles'
import { articleHtmlOfLength } from '../support/longArticle.mjs'
import type { Handlers } from './httpHarness'
import { sql } from '@payloadcms/db-postgres'

import { drizzle } from '@/server/db/sql'
import { accountOnPlan, bootWithWriter, createVerifiedUser, readyArticle, shutdown } from './support'

let payload: Payload
let api: Handlers
let user: Awaited<ReturnType<typeof bootWithWriter>>['user']
let token: string

beforeAll(async () => {
  ;({ payload, api, user, token } = await bootWithWriter('writer2'))
})

afterAll(() => shutdown(payload))

/** An article of the writer's, as the writer saved it. */
const ownArticle = () => readyArticle(payload, user, 'Mine', { body: '<p>text</p>', focusKeyword: 'mine' })


/** A chunked body (no Content-Length) of `size` bytes of JSON, sent in 64 KB parts. */
function chunkedJson(size: number): ReadableStream<Uint8Array> {
  const head = new TextEncoder().encode('{"title":"')
  const part = new TextEncoder().encode('x'.repeat(64 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(head)
      if (sent >= size) return controller.close()
      controller.enqueue(part)
      sent += part.byteLength
    },
  })
}

describe('1. one save froze the site', () => {
  it('refuses a JSON body over the 2 MB limit with 413 before reading it, declared or chunked, REST and GraphQL', async () => {
    const article = await ownArticle()
    const big = JSON.stringify({ content: `<p>${'a'.repeat(3 * 1024 * 1024)}</p>` })
    const declared = await api.rest('PATCH', `/api/articles/${article.id}`, { token, body: big })
    expect(declared.status).toBe(413)
    expect(declared.json).toMatchObject({ error: { code: 'BODY_TOO_LARGE', message: expect.stringContaining('2 MB') } })

    let pulled = 0
    const stream = chunkedJson(20 * 1024 * 1024)
    const counting = stream.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      }),
    )
    const chunked = await api.raw('PATCH', `/api/articles/${article.id}`, { token, body: counting, headers: { 'content-type': 'application/json' } })
    expect(chunked.status).toBe(413)
    // Read up to the limit, not the 20 MB that were on offer.
    expect(pulled).toBeLessThan(3 * 1024 * 1024)

    const graphql = await api.gql(`mutation { updateArticle(id: ${article.id}, data: { content: ${JSON.stringify('a'.repeat(3 * 1024 * 1024))} }) { id } }`, {}, token)
    expect(graphql.status).toBe(413)
    const stored = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })
    expect(stored.content).toBe('<h1>Mine</h1><p>text</p>')
  })

  it('refuses an article over the size limit by every path, naming the limit, and keeps what was saved', async () => {
    const article = await ownArticle()
    const tooLong = articleHtmlOfLength(MAX_ARTICLE_CHARS + 1)
    const rest = await api.rest('PATCH', `/api/articles/${article.id}`, { token, body: JSON.stringify({ content: tooLong }) })
    expect(rest.status).toBe(400)
    expect(rest.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('200,000 characters') } })

    const graphql = await api.gql(`mutation($c: String) { updateArticle(id: ${article.id}, data: { content: $c }) { id } }`, { c: tooLong }, token)
    expect(graphql.data?.updateArticle ?? null).toBeNull()
    expect(graphql.errors[0]?.message).toMatch(/200,000 characters/)

    // The Local API path every generation, chat edit and repair saves through.
    await expect(payload.update({ collection: 'articles', id: article.id, data: { content: tooLong }, overrideAccess: true, context: { skipRescore: true } })).rejects.toThrow(/200,000 characters/)

    const stored = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 0 })
    expect(stored.content).toBe('<h1>Mine</h1><p>text</p>')

    const atLimit = await api.rest('PATCH', `/api/articles/${article.id}?depth=0`, { token, body: JSON.stringify({ content: articleHtmlOfLength(MAX_ARTICLE_CHARS) }) })
    expect(atLimit.status).toBe(200)
    expect((atLimit.json as { doc: { score: number } }).doc.score).toBeGreaterThan(0)
  })
})

describe('8. GraphQL fragment cycle', () => {
  it('answers 400 with a GraphQL error, not a 500 with an empty body', async () => {
    const answer = await api.gql('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }', {}, token)
    expect(answer.status).toBe(400)
    expect(answer.errors[0]?.message).toMatch(/Cannot spread fragment "A" within itself/)
  })
})

describe('7. a stored site secret followed a changed address', () => {
  const sealedPassword = async (id: unknown) =>
    (await drizzle(payload).execute(sql`select application_password, wix_api_key from integrations where id = ${id}`)).rows[0] as Record<string, string | null>

  it('refuses a new address, username or Wix site id without the secret again, and takes it with the secret', async () => {
    const { token } = await accountOnPlan(payload, 'site-owner', 'basic')
    const created = await api.rest('POST', '/api/integrations?depth=0', {
      token,
      body: JSON.stringify({ platform: 'wordpress', siteUrl: 'https://blog.example.com', username: 'editor', applicationPassword: 'abcd efgh ijkl mnop' }),
    })
    expect(created.status).toBe(201)
    const id = (created.json as { doc: { id: number } }).doc.id
    const sealed = (await sealedPassword(id)).application_password

    for (const change of [{ siteUrl: 'https://attacker.example.net' }, { username: 'someone-else' }, { siteUrl: 'blog.example.org', name: 'Renamed' }]) {
      const moved = await api.rest('PATCH', `/api/integrations/${id}?depth=0`, { token, body: JSON.stringify(change) })
      expect(moved.status).toBe(400)
      expect(moved.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/enter the application password again/) } })
    }
    const gql = await api.gql(`mutation { updateIntegration(id: ${id}, data: { siteUrl: "https://attacker.example.net" }) { id } }`, {}, token)
    expect(gql.errors[0]?.message).toMatch(/enter the application password again/)
    const kept = await payload.findByID({ collection: 'integrations', id, overrideAccess: true, depth: 0 })
    expect(kept).toMatchObject({ siteUrl: 'https://blog.example.com', username: 'editor' })
    expect((await sealedPassword(id)).application_password).toBe(sealed)

    // The same address in another spelling, or a change of name alone, needs no secret.
    expect((await api.rest('PATCH', `/api/integrations/${id}?depth=0`, { token, body: JSON.stringify({ siteUrl: 'blog.example.com', name: 'My blog' }) })).status).toBe(200)
    const withSecret = await api.rest('PATCH', `/api/integrations/${id}?depth=0`, { token, body: JSON.stringify({ siteUrl: 'https://new.example.com', applicationPassword: 'qrst uvwx yzab cdef' }) })
    expect(withSecret.status).toBe(200)
    expect((await sealedPassword(id)).application_password).not.toBe(sealed)

    const wix = await api.rest('POST', '/api/integrations?depth=0', { token, body: JSON.stringify({ platform: 'wix', siteUrl: 'https://shop.example.com', wixSiteId: 'site-1', wixApiKey: 'IST.key' }) })
    expect(wix.status).toBe(201)
    const wixId = (wix.json as { doc: { id: number } }).doc.id
    const movedWix = await api.rest('PATCH', `/api/integrations/${wixId}?depth=0`, { token, body: JSON.stringify({ wixSiteId: 'site-2' }) })
    expect(movedWix.status).toBe(400)
    expect(movedWix.json).toMatchObject({ error: { message: expect.stringMatching(/site ID changed: enter the API key again/) } })
  })
})

describe('9. uploads over 20 MB answered 500 before access was checked', () => {
  const upload = (bytes: number, filename: string, token?: string) => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ alt: 'Upload' }))
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), filename)
    return api.rest('POST', '/api/media', { token, body: form })
  }

  it('answers a visitor 403 for any size, without reading the file', async () => {
    for (const size of [1024, 21 * 1024 * 1024]) {
      const answer = await upload(size, 'talk.mp3')
      expect(answer.status).toBe(403)
      expect(answer.json).toMatchObject({ error: { code: 'FORBIDDEN' } })
    }
  })

  it('answers an admin 413 in our error shape over the audio limit, and 400 for a NUL byte in the name', async () => {
    const admin = await createVerifiedUser(payload, 'uploader', ['admin'])
    const adminToken = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'secret1' } })).token!
    const tooLarge = await upload(81 * 1024 * 1024, 'talk.mp3', adminToken)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.json).toMatchObject({ error: { code: 'BODY_TOO_LARGE', message: expect.stringContaining('80 MB') } })
    // Between Payload's old 20 MB default and our 80 MB: judged on its content (zeros are no MP3), not cut off.
    const between = await upload(21 * 1024 * 1024, 'talk.mp3', adminToken)
    expect(between.status).toBe(400)
    expect(between.json).not.toMatchObject({ error: { code: 'BODY_TOO_LARGE' } })
    const nul = await upload(1024, 'talk\u0000.mp3', adminToken)
    expect(nul.status).toBe(400)
    expect(nul.json).toMatchObject({ error: { code: 'VALIDATION_ERROR' } })
  })
})

describe('found by the fuzz', () => {
  it('answers the "all" operator, which the PostgreSQL adapter lacks, with a 400 instead of a 500', async () => {
    const admin = await createVerifiedUser(payload, 'all-op', ['admin'])
    const adminToken = (await payload.login({ collection: 'users', data: { email: admin.email, password: 'secret1' } })).token!
    for (const [method, body] of [['GET', undefined], ['PATCH', JSON.stringify({ username: 'x' })]] as const) {
      const answer = await api.rest(method, '/api/users?where[roles][all]=admin', { token: adminToken, body })
      expect(answer.status).toBe(400)
      expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: expect.stringContaining('"all" operator is not supported') } })
    }
  })

  it('answers GraphQL auth operations given malformed values as REST does: a coded 400, never a 500 (the GraphQL auth fuzz)', async () => {
    const verify = await api.gql('mutation ($token: String!) { verifyEmailUser(token: $token) }', { token: '\u0000' })
    expect(verify.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_ERROR', statusCode: 400 } })
    expect(verify.errors[0]?.message).not.toMatch(/Something went wrong/)
    const blank = await api.gql('mutation ($email: String!, $password: String) { loginUser(email: $email, password: $password) { token } }', { email: user.email, password: ' ' })
    expect(blank.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION_ERROR', statusCode: 400 } })
  })
})
