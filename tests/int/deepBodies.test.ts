/**
 * A REST body nested thousands deep (found by the fuzz: `language` of an article as {a:[{a:[…]}]})
 * used to overflow node-postgres's value serializer after it had sent half a query, leaving the
 * connection waiting forever and the request without an answer. It is refused up front now.
 */
import type { Payload } from 'payload'

import { sessionToken, makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let api: Handlers

beforeAll(async () => {
  payload = await bootPayload()
  api = await makeHandlers(payload.config)
})
afterAll(() => shutdown(payload))

const nested = (depth: number) => '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth)

it('answers 400 to a body nested deeper than any document, and the database keeps working', async () => {
  const admin = await createVerifiedUser(payload, 'deep-admin', ['admin', 'user'])
  const token = await sessionToken(payload, admin.id)
  const body = `{"title":"Deep","status":"ready","language":${nested(5000)}}`
  const answer = await Promise.race([
    api.rest('POST', '/api/articles', { token, body }),
    new Promise<{ status: number }>((resolve) => setTimeout(() => resolve({ status: 0 }), 8000)),
  ])
  expect(answer.status).toBe(400)
  expect((answer as { json?: unknown }).json).toEqual({ error: { code: 'VALIDATION_ERROR', message: 'The request body is nested too deeply.' } })
  // A normal request right after still gets its answer.
  expect((await api.rest('POST', '/api/articles', { token, body: JSON.stringify({ title: 'Shallow', status: 'ready', content: '<p>x</p>' }) })).status).toBe(201)
})

it('lets ordinary nesting through (a Lexical post body is about ten levels deep)', async () => {
  const { jsonDepth, MAX_JSON_DEPTH } = await import('@/server/http/jsonDepth')
  expect(jsonDepth(nested(10))).toBe(20)
  expect(jsonDepth('{"s":"[[[[{{{{"}')).toBe(1)
  expect(jsonDepth('{"s":"a\\"[[["}')).toBe(1)
  expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(32)
})
