/**
 * Brand voices (issue 35) through the real endpoints: a user's own voices (at most five, one
 * default), every request of the writing carries the chosen voice, the article records it, and a
 * word the voice avoids is found after writing and rewritten by the repair pass.
 */
import type { Payload } from 'payload'

import type { Article, BrandVoice } from '@/payload-types'
import { defaultAnswer, startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { eventsOf, makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, shutdown } from './support'

let payload: Payload
let api: Handlers
let openai: FakeOpenAI
let quota: typeof import('@/server/quota')

beforeAll(async () => {
  openai = await startFakeOpenAI()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_MODEL: 'gpt-test', AI_PROVIDERS: 'openai' })
  api = await makeHandlers(payload.config)
  quota = await import('@/server/quota')
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
})
beforeEach(() => openai.reset())

const post = (token: string, path: string, body: unknown) => api.rest('POST', path, { token, body: JSON.stringify(body) })
const addVoice = async (token: string, body: Record<string, unknown>) => {
  const answer = await post(token, '/api/brand-voices?depth=0', body)
  expect(answer.status).toBe(201)
  return (answer.json as { doc: BrandVoice }).doc
}
const prompts = () => openai.requests.map((r) => String(r.body?.messages?.at(-1)?.content ?? ''))
const write = async (token: string, body: Record<string, unknown>) => {
  const answer = await post(token, '/api/ai/article', { topic: 'Balcony compost for small flats', focusKeyword: 'balcony compost', length: 'short', ...body })
  const start = eventsOf(answer.text).find((e) => e.event === 'start')
  return { answer, article: start ? ((await payload.findByID({ collection: 'articles', id: start.data.articleId, overrideAccess: true, depth: 0 })) as Article) : null }
}

describe('a user’s brand voices', () => {
  it('are their own: five at most, one default, invisible and untouchable to others', async () => {
    const { user, token } = await accountOnPlan(payload, 'voices-owner', 'free')
    const other = await accountOnPlan(payload, 'voices-other', 'free')
    const first = await addVoice(token, { name: 'Friendly expert', description: 'Warm and plain.', isDefault: true })
    expect(first.user).toBe(user.id)
    const second = await addVoice(token, { name: 'Bold', isDefault: true })
    // One default: the new one took it.
    expect((await payload.findByID({ collection: 'brand-voices', id: first.id, overrideAccess: true })).isDefault).toBe(false)
    for (const name of ['Three', 'Four', 'Five']) await addVoice(token, { name })
    const sixth = await post(token, '/api/brand-voices', { name: 'Six' })
    expect(sixth.status).toBe(400)
    expect(sixth.text).toContain('You can keep at most 5 brand voices. Delete one to add another.')

    expect(((await api.rest('GET', '/api/brand-voices', { token: other.token })).json as { docs: unknown[] }).docs).toHaveLength(0)
    expect((await api.rest('PATCH', `/api/brand-voices/${second.id}`, { token: other.token, body: JSON.stringify({ name: 'Mine now' }) })).status).toBeGreaterThanOrEqual(403)
    expect((await api.rest('DELETE', `/api/brand-voices/${second.id}`, { token: other.token })).status).toBeGreaterThanOrEqual(403)
    expect((await payload.findByID({ collection: 'brand-voices', id: second.id, overrideAccess: true })).name).toBe('Bold')
    // Its owner is set by the server, whatever the request says.
    const forged = await addVoice(other.token, { name: 'Forged', user: user.id })
    expect(forged.user).toBe(other.user.id)
  })
})

describe('writing in a brand voice', () => {
  it('every request carries the chosen voice; the article records it; absent means the default, null none', async () => {
    const { token } = await accountOnPlan(payload, 'voices-writer', 'basic')
    const chosen = await addVoice(token, { name: 'Friendly expert', description: 'Warm and plain; we say you.', sample: 'We keep compost simple and kind.', preferWords: 'you, simple', avoidWords: 'leverage' })
    const fallback = await addVoice(token, { name: 'House style', isDefault: true })

    const { article } = await write(token, { voice: chosen.id })
    expect(article).toMatchObject({ status: 'ready', voice: chosen.id, voiceName: 'Friendly expert', voiceAvoid: ['leverage'] })
    const [outline, ...parts] = prompts().filter((p) => /^Task: /m.test(p))
    expect(outline).toContain('Brand voice "Friendly expert": Warm and plain; we say you.')
    expect(outline).not.toContain('We keep compost simple and kind.')
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) {
      expect(part).toContain('We keep compost simple and kind.')
      expect(part).toContain('Never use these words or phrases: leverage.')
    }

    openai.reset()
    expect((await write(token, {})).article).toMatchObject({ voice: fallback.id, voiceName: 'House style' })
    expect(prompts()[0]).toContain('Brand voice "House style"')

    openai.reset()
    expect((await write(token, { voice: null })).article).toMatchObject({ voice: null, voiceName: null })
    expect(prompts().some((p) => p.includes('Brand voice'))).toBe(false)
  })

  it('another user’s voice is refused before any credit is taken', async () => {
    const owner = await accountOnPlan(payload, 'voices-theirs', 'free')
    const voice = await addVoice(owner.token, { name: 'Not yours' })
    const { user, token } = await accountOnPlan(payload, 'voices-thief', 'basic')
    const { answer, article } = await write(token, { voice: voice.id })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Choose one of your brand voices.' } })
    expect(article).toBeNull()
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
    expect((await post(token, '/api/ai/outline', { tool: 'article', topic: 'x', focusKeyword: 'x', voice: voice.id })).status).toBe(400)
  })

  it('a word the voice avoids is rewritten after writing; one typed in later is shown again', async () => {
    const { token } = await accountOnPlan(payload, 'voices-avoid', 'basic')
    // The model uses the word the voice avoids in every part.
    openai.respond(({ prompt }) => defaultAnswer(prompt).replace(/Consistency beats intensity/g, 'Leverage consistency over intensity'))
    const voice = await addVoice(token, { name: 'No jargon', avoidWords: 'leverage' })
    const { article } = await write(token, { voice: voice.id, length: 'medium' })
    expect(article!.status).toBe('ready')
    expect(article!.content).not.toMatch(/leverage/i)
    expect(article!.avoidedWords).toEqual([])

    // An edit that brings the word back: the finding is back, with its sentence.
    const edited = await api.rest('PATCH', `/api/articles/${article!.id}`, { token, body: JSON.stringify({ content: `${article!.content}<p>Leverage the lid every day.</p>` }) })
    expect(edited.status).toBe(200)
    expect((edited.json as { doc: Article }).doc.avoidedWords).toEqual([{ word: 'leverage', sentence: 'Leverage the lid every day.' }])
  })
})
