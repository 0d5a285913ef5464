/**
 * The fake OpenAI's scoped controls (tests/fakes/http.ts), which let end-to-end specs in two lanes
 * share one fake: steering without a scope never reaches a request of an isolated topic, a scope's
 * own steering reaches only its requests, and a delay changed while an answer streams applies to
 * the rest of it (a spec slows an article down, then lets it finish).
 */
import OpenAI from 'openai'

import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'

let fake: FakeOpenAI
let client: OpenAI

beforeAll(async () => {
  fake = await startFakeOpenAI()
  client = new OpenAI({ apiKey: 'sk-test', baseURL: `${fake.baseUrl}/v1`, maxRetries: 0 })
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const ask = (prompt: string) => client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] })

async function control(path: string, body: unknown) {
  const response = await fetch(`${fake.baseUrl}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(response.status).toBe(200)
}

it('unscoped steering does not reach an isolated topic (in any letter case), and reaches everything else', async () => {
  await control('isolate', { scope: 'Console Checks' })
  await control('fail-next', { count: 2, status: 503 })
  await control('respond', { text: 'fixed answer' })
  const isolated = await ask('Write about console checks, please')
  expect(isolated.choices[0]!.message.content).not.toBe('fixed answer')
  await expect(ask('Write about gardens')).rejects.toMatchObject({ status: 503 })
  await expect(ask('Write about gardens')).rejects.toMatchObject({ status: 503 })
  expect((await ask('Write about gardens')).choices[0]!.message.content).toBe('fixed answer')
  expect(fake.requests.map((r) => r.scope)).toEqual(['console checks', undefined, undefined, undefined])
})

it("a scope's steering reaches its requests only, and a scoped reset leaves the others' alone", async () => {
  await control('respond', { scope: 'balcony compost', text: 'compost answer' })
  await control('respond', { text: 'everyone else' })
  expect((await ask('An article on Balcony Compost')).choices[0]!.message.content).toBe('compost answer')
  expect((await ask('An article on rain barrels')).choices[0]!.message.content).toBe('everyone else')
  await control('reset', { scope: 'balcony compost' })
  expect((await ask('An article on balcony compost')).choices[0]!.message.content).toBe('everyone else')
  const scoped = (await (await fetch(`${fake.baseUrl}/__fake/requests?scope=balcony%20compost`)).json()) as unknown[]
  expect(scoped).toHaveLength(1)
})

it('a delay changed while an answer streams applies to the rest of that answer', async () => {
  fake.setDelay({ betweenChunksMs: 2000 })
  const started = Date.now()
  const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'A long article about tea' }] })
  let pieces = 0
  for await (const chunk of stream) {
    if (chunk.choices[0]?.delta.content) pieces++
    if (pieces === 2) fake.setDelay({ betweenChunksMs: 0 })
  }
  expect(pieces).toBeGreaterThan(10)
  // At 2 s between pieces the whole answer would take over 20 s.
  expect(Date.now() - started).toBeLessThan(10_000)
})
