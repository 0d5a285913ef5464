import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { demoArticle } from '@/server/ai/demo'
import { startFakeGemini, type FakeGemini } from '../fakes/gemini'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let gemini: FakeGemini
let openai: FakeOpenAI
let generation: typeof import('@/server/articles/generate')
let titles: typeof import('@/server/articles/titles')
let quota: typeof import('@/server/quota')

const article = (keyword: string) => demoArticle({ title: `${keyword} guide for beginners`, keyword, language: 'en' })

beforeAll(async () => {
  gemini = await startFakeGemini()
  openai = await startFakeOpenAI()
  payload = await bootPayload({
    GEMINI_API_KEY: 'test-key',
    GEMINI_BASE_URL: gemini.baseUrl,
    GEMINI_MODEL: 'gemini-test',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
    OPENAI_MODEL: 'gpt-test',
    AI_PROVIDERS: 'gemini,openai',
    AI_TIMEOUT_MS: '1500',
  })
  generation = await import('@/server/articles/generate')
  titles = await import('@/server/articles/titles')
  quota = await import('@/server/quota')
})

afterAll(async () => {
  await shutdown(payload)
  await gemini.stop()
  await openai.stop()
})

beforeEach(() => {
  gemini.reset()
  openai.reset()
})

type Event = Parameters<Parameters<typeof generation.startArticleGeneration>[3]>[0]

async function generate(user: User, keyword = 'email marketing') {
  const events: Event[] = []
  const { articleId, finished } = await generation.startArticleGeneration(
    payload,
    user,
    { topic: `${keyword} for small shops`, focusKeyword: keyword, selectedTitle: `${keyword} guide for beginners`, tone: 'professional', language: 'en', source: 'keyword' },
    (event) => events.push(event),
  )
  await finished
  const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
  return { events, saved }
}

describe('article generation', () => {
  it('streams the primary provider, saves sanitized HTML with SEO data and score, and records who wrote it', async () => {
    const user = await createVerifiedUser(payload, 'writer')
    gemini.respond(article('email marketing').replace('</h1>', '</h1><script>alert(1)</script><p onclick="x()">Hi</p>'))
    const { events, saved } = await generate(user)
    const deltas = events.filter((e) => e.event === 'delta')
    expect(deltas.length).toBeGreaterThan(3)
    expect(events[0]?.event).toBe('start')
    expect(events.at(-1)?.event).toBe('done')
    expect(saved).toMatchObject({ status: 'ready', provider: 'gemini', model: 'gemini-test', demo: false })
    expect(saved.content).not.toMatch(/<script|onclick|<!--/)
    expect(saved.content?.match(/<h1>/g)).toHaveLength(1)
    expect(saved.seo).toMatchObject({ title: 'email marketing guide for beginners', focusKeyword: 'email marketing' })
    expect(saved.seo?.metaDescription?.length).toBeLessThanOrEqual(160)
    expect(saved.score).toBeGreaterThan(50)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })

  it('falls back to OpenAI when Gemini is overloaded, and records OpenAI', async () => {
    const user = await createVerifiedUser(payload, 'fallback')
    // Overloaded for the whole article (its outline and every part are requests of their own).
    gemini.failNext(50, { status: 503 })
    openai.respond(article('email marketing'))
    const { saved } = await generate(user)
    expect(saved).toMatchObject({ status: 'ready', provider: 'openai', model: 'gpt-test' })
    expect(gemini.requests.some((r) => r.status === 503)).toBe(true)
  })

  it('falls back when the primary does not answer in time', async () => {
    const user = await createVerifiedUser(payload, 'slow')
    gemini.setDelay({ firstByteMs: 5000 })
    openai.respond(article('email marketing'))
    const { saved } = await generate(user)
    expect(saved.provider).toBe('openai')
  })

  it('when every provider fails: error event, article failed, credit refunded', async () => {
    const user = await createVerifiedUser(payload, 'unlucky')
    // Failing for the whole article: its planner, then the one request it falls back to.
    gemini.failNext(50, { status: 503 })
    openai.failNext(50, { status: 429, message: 'Rate limit reached' })
    const { events, saved } = await generate(user)
    // The first provider that was busy is named (issue 39: the screen said "Gemini" whoever it was).
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'SERVICE_OVERLOADED', message: 'Gemini AI service is currently overloaded. Please try again in a few minutes.', details: { provider: 'gemini' } } })
    expect(saved).toMatchObject({ status: 'failed', error: 'SERVICE_OVERLOADED' })
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
  })

  it('refuses with QUOTA_EXCEEDED before writing anything once the free plan is used up', async () => {
    const user = await createVerifiedUser(payload, 'spent')
    for (let i = 0; i < 5; i++) await quota.reserveCredit(payload, { userId: user.id, limit: 5 })
    await expect(generate(user)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect((await payload.count({ collection: 'articles', where: { user: { equals: user.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the article that fills the month tells each admin once (usage_limit_reached), not again after a refund', async () => {
    const admin = await createVerifiedUser(payload, 'limit-admin', ['admin', 'user'])
    const user = await createVerifiedUser(payload, 'filling')
    const notices = async () =>
      (await payload.find({ collection: 'emails', where: { and: [{ to: { contains: admin.email } }, { type: { equals: 'admin_usage_limit' } }] }, overrideAccess: true })).docs
    for (let i = 0; i < 4; i++) await quota.reserveCredit(payload, { userId: user.id, limit: 5 })
    expect(await notices()).toHaveLength(0)
    await generate(user)
    for (let i = 0; i < 50 && (await notices()).length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    const [notice, ...more] = await notices()
    expect(more).toHaveLength(0)
    expect(notice!.subject).toBe(`Monthly limit reached: ${user.email}`)
    expect(notice!.text).toContain('Used: 5 of 5 articles')
    // A credit given back and taken again in the same month: the admins were told already.
    await quota.refundCredit(payload, { userId: user.id, month: new Date().toISOString().slice(0, 7) })
    await generate(user)
    await new Promise((r) => setTimeout(r, 500))
    expect(await notices()).toHaveLength(1)
  })

  it('warns the user once a month when the article that reaches 80% of the month is written', async () => {
    const user = await createVerifiedUser(payload, 'eighty')
    const warnings = async () => (await payload.find({ collection: 'emails', where: { and: [{ to: { contains: user.email } }, { type: { equals: 'usage_warning' } }] }, overrideAccess: true })).docs
    for (let i = 0; i < 3; i++) await quota.reserveCredit(payload, { userId: user.id, limit: 5 })
    await generate(user) // the 4th of 5: 80%
    for (let i = 0; i < 50 && (await warnings()).length === 0; i++) await new Promise((r) => setTimeout(r, 100))
    const [warning, ...more] = await warnings()
    expect(more).toHaveLength(0)
    expect(warning!.subject).toBe("You have used 80% of this month's articles")
    expect(warning!.text).toContain('You have written 4 of your 5 articles this month.')
    // Given back and taken again: warned already this month.
    await quota.refundCredit(payload, { userId: user.id, month: new Date().toISOString().slice(0, 7) })
    await generate(user)
    await new Promise((r) => setTimeout(r, 500))
    expect(await warnings()).toHaveLength(1)
  })

  it('keeps only articles of their owner visible', async () => {
    const owner = await createVerifiedUser(payload, 'owner')
    const other = await createVerifiedUser(payload, 'other')
    gemini.respond(article('email marketing'))
    const { saved } = await generate(owner)
    await expect(payload.findByID({ collection: 'articles', id: saved.id, user: other, overrideAccess: false })).rejects.toThrow()
    const list = await payload.find({ collection: 'articles', user: other, overrideAccess: false })
    expect(list.totalDocs).toBe(0)
    // An edit by the owner is sanitized and re-scored.
    const edited = await payload.update({ collection: 'articles', id: saved.id, data: { content: '<h1>x</h1><p>short</p><img src=x onerror=alert(1)>' }, user: owner, overrideAccess: false })
    expect(edited.content).not.toContain('onerror')
    expect(edited.score).toBeLessThan(saved.score ?? 100)
  })
})

describe('titles', () => {
  it('keeps the model’s valid titles and tops up to 10', async () => {
    gemini.respond('1. Email marketing: 7 tips\n2. A title without the phrase\n3. **Email Marketing for shops**\n4. ' + 'Email marketing '.repeat(6))
    const result = await titles.generateTitles('email marketing', 'en')
    expect(result.titles).toHaveLength(10)
    expect(result.titles.slice(0, 2)).toEqual(['Email marketing: 7 tips', 'Email Marketing for shops'])
    expect(result.titles.every((t) => t.length <= 60 && /email marketing/i.test(t))).toBe(true)
    expect(result.fallback).toBe(false)
  })

  it('answers the 10 template titles when every provider fails', async () => {
    gemini.failNext(1, { status: 500 })
    openai.failNext(1, { status: 500 })
    const result = await titles.generateTitles('email marketing', 'en')
    expect(result).toMatchObject({ fallback: true })
    expect(result.titles).toHaveLength(10)
  })
})
