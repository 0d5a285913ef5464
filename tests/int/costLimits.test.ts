/**
 * Limits of what costs money (security review items 4, 5, 6, 11), through the real endpoints, the
 * real database and loopback OpenAI and Wix servers: an article too long to read aloud is refused
 * before any speech call; audio minutes are counted per month; 'Improve' and publishing are
 * rate-limited per user and per article or site; a user runs at most their plan's number of
 * generations at once (counted in PostgreSQL, so every instance sees the same slots); a speech
 * server's 200 that is not MP3 is SPEC 8's audio error and nothing is stored.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Article, Integration, User } from '@/payload-types'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { startWixFake, type WixFake } from '../fakes/wix'
import { eventsOf, makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, readyArticle, shutdown, type Plan } from './support'

let payload: Payload
let openai: FakeOpenAI
let wix: WixFake
let api: Handlers
let db: { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }

const SITE = { siteId: 'a3c1f0de-0000-4000-8000-00000000cc01', apiKey: 'IST.int-cost-key', siteName: 'cost-corner' }

beforeAll(async () => {
  openai = await startFakeOpenAI()
  wix = await startWixFake({ postUrls: 'fake' })
  wix.addSite(SITE)
  payload = await bootPayload({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
    OPENAI_MODEL: 'gpt-test',
    OPENAI_TTS_MODEL: 'tts-test',
    AI_PROVIDERS: 'openai',
    FETCH_ALLOW_LOOPBACK: 'true',
    WIX_API_BASE: wix.url,
  })
  delete process.env.GEMINI_API_KEY
  api = await makeHandlers(payload.config)
  ;({ drizzle: db } = payload.db as unknown as { drizzle: typeof db })
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await wix?.stop()
})
beforeEach(() => openai.reset())

const account = (tag: string, plan: Plan) => accountOnPlan(payload, tag, plan)
const post = (token: string, path: string, body: unknown = {}) => api.rest('POST', path, { token, body: JSON.stringify(body) })
const speechCalls = () => openai.requests.filter((r) => r.path === '/v1/audio/speech')
const modelCalls = () => openai.requests.filter((r) => r.path === '/v1/chat/completions')
const errorOf = (answer: { json: unknown }) => (answer.json as { error?: { code: string; message: string; details?: Record<string, unknown> } }).error
const audioSeconds = async (user: User) => Number((await db.execute(sql`SELECT coalesce(sum("audio_seconds"), 0) AS "s" FROM "usage" WHERE "user_id" = ${user.id}`)).rows[0]?.s)
const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs


/** Paragraphs of whole sentences, about `characters` long. */
function sentences(characters: number): string {
  const sentence = 'Turn the compost on the balcony every week so that air reaches the middle of the bin. '
  const paragraph = `<p>${sentence.repeat(20).trim()}</p>`
  return paragraph.repeat(Math.ceil(characters / (sentence.length * 20)))
}

const article = (user: User, title: string, characters = 1500) =>
  readyArticle(payload, user, title, { body: sentences(characters), focusKeyword: 'balcony compost', metaDescription: 'How to keep a small bin tidy, what to collect and which bin to choose for a small space outside.' })

describe("'Listen' and text to speech (items 4 and 11)", () => {
  it.each([110_000, 400_000])('an article of %i characters (over 25 parts of 4000) is refused, naming the limit, before any speech call', async (characters) => {
    const { user, token } = await account('cost-audio-long', 'blog-master')
    const long = await article(user, 'A very long compost guide')
    // Written straight to the row: 400,000 characters is over what a save takes now (MAX_ARTICLE_CHARS),
    // as an article saved before that limit may be.
    await payload.db.updateOne({ collection: 'articles', id: long.id, data: { content: `<h1>A very long compost guide</h1>${sentences(characters)}` }, returning: false })
    const answer = await post(token, `/api/articles/${long.id}/audio`)
    expect(answer.status).toBe(400)
    expect(errorOf(answer)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This article is too long to read aloud: an audio is at most 25 parts of 4000 characters (100000 characters).',
      details: { limit: 'speechParts', maxParts: 25, maxPartCharacters: 4000 },
    })
    expect(speechCalls()).toHaveLength(0)
    expect(await audioSeconds(user)).toBe(0)
  })

  it("audio minutes are counted per month, and a text that would go over the plan's minutes is refused before any call", async () => {
    const { user, token } = await account('cost-audio-minutes', 'blog-master')
    const text = 'Composting on a balcony is easy.'
    expect((await post(token, '/api/ai/speech', { text })).status).toBe(200)
    // What the audio lasted (the fake speaks 0.06 s a character: 1.92 s), in whole seconds.
    expect(await audioSeconds(user)).toBe(2)
    // 300 minutes a month on PRO PLUS: with 10 seconds left, 4000 characters (minutes of speech) are refused.
    await db.execute(sql`UPDATE "usage" SET "audio_seconds" = ${300 * 60 - 10} WHERE "user_id" = ${user.id}`)
    const calls = speechCalls().length
    const refused = await post(token, '/api/ai/speech', { text: 'Turn it weekly. '.repeat(250).trim() })
    expect(refused.status).toBe(429)
    expect(errorOf(refused)).toMatchObject({ code: 'QUOTA_EXCEEDED', message: 'This would go over your 300 audio minutes of this month.' })
    expect(speechCalls()).toHaveLength(calls)
    const listen = await post(token, `/api/articles/${(await article(user, 'Short compost note')).id}/audio`)
    expect(errorOf(listen)).toMatchObject({ code: 'QUOTA_EXCEEDED' })
    expect(speechCalls()).toHaveLength(calls)
  })

  it.each(['json', 'html', 'json-as-mp3'] as const)('a speech server answering 200 with %s: SPEC 8 audio error, no audio offered, nothing counted', async (kind) => {
    const { user, token } = await account(`cost-speech-${kind}`, 'blog-master')
    openai.answerSpeech(kind)
    const answer = await post(token, '/api/ai/speech', { text: 'Composting on a balcony is easy.' })
    expect(answer.status).toBe(502)
    expect(answer.json).not.toHaveProperty('audioContent')
    expect(errorOf(answer)).toMatchObject({ code: 'AI_FAILED', message: 'An error occurred while generating the audio file!' })
    expect(await audioSeconds(user)).toBe(0)
  })

  it("'Listen' answered with JSON: SPEC 8 audio error at the first part (asked once more), no file stored, the article keeps no audio", async () => {
    const { user, token } = await account('cost-listen-json', 'blog-master')
    const piece = await article(user, 'Compost in winter', 12_000)
    const media = await mediaCount()
    openai.answerSpeech('json')
    const events = eventsOf((await post(token, `/api/articles/${piece.id}/audio`)).text)
    expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_FAILED', message: 'An error occurred while generating the audio file!' } })
    // The first part's answer is checked: no further part is asked for (3 or more parts before).
    expect(speechCalls().length).toBeGreaterThan(0)
    expect(speechCalls().length).toBeLessThanOrEqual(2)
    expect(await mediaCount()).toBe(media)
    expect((await payload.findByID({ collection: 'articles', id: piece.id, overrideAccess: true, depth: 0 })).audio ?? null).toBeNull()
    expect(await audioSeconds(user)).toBe(0)
  })
})

describe("'Improve' (item 5)", () => {
  it('32 requests at once from a free user: at most 10 an hour per account and 3 per article reach the model, the rest RATE_LIMITED', async () => {
    const { user, token } = await account('cost-fixseo', 'free')
    // The keyword is missing from the meta description and the first paragraph: each fix asks the model.
    const articles: Article[] = []
    for (let i = 0; i < 8; i++) articles.push(await article(user, `Compost note ${i}`))
    const answers = await Promise.all(articles.flatMap((a) => Array.from({ length: 4 }, () => post(token, `/api/articles/${a.id}/fix-seo`))))
    const refused = answers.filter((a) => a.status === 429)
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(10)
    expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(32)
    for (const answer of refused) expect(errorOf(answer)?.code).toBe('RATE_LIMITED')
    expect(modelCalls().length).toBeLessThanOrEqual(10)
    for (const a of articles) expect(modelCalls().filter((c) => JSON.stringify(c.body).includes(`Compost note ${articles.indexOf(a)}\\"`)).length).toBeLessThanOrEqual(3)
  })

  it('the limit per article and per account is named in the refusal', async () => {
    const { user, token } = await account('cost-fixseo-one', 'free')
    const one = await article(user, 'Compost single')
    for (let i = 0; i < 3; i++) expect((await post(token, `/api/articles/${one.id}/fix-seo`)).status).toBe(200)
    const fourth = await post(token, `/api/articles/${one.id}/fix-seo`)
    expect(fourth.status).toBe(429)
    expect(errorOf(fourth)).toMatchObject({ code: 'RATE_LIMITED', message: 'You can improve articles at most 3 times an hour per article. Please try again later.', details: { limit: 'fixSeoPerArticle', max: 3 } })
    // The first fix repaired it: later ones had nothing to ask. None past the limit reached the model.
    expect(modelCalls().length).toBeGreaterThan(0)
    expect(modelCalls().length).toBeLessThanOrEqual(3)
    for (let i = 0; i < 6; i++) await post(token, `/api/articles/${(await article(user, `Compost extra ${i}`)).id}/fix-seo`)
    const over = await post(token, `/api/articles/${(await article(user, 'Compost last')).id}/fix-seo`)
    expect(errorOf(over)).toMatchObject({ code: 'RATE_LIMITED', message: 'You can improve articles at most 10 times an hour per account. Please try again later.', details: { limit: 'fixSeoPerUser', max: 10 } })
  })
})

describe('generations at the same time (item 5)', () => {
  const write = (token: string, keyword: string) => post(token, '/api/ai/article', { topic: `${keyword} on a balcony`, focusKeyword: keyword })

  it('PRO PLUS runs 3 at once: a 4th while they run is refused with no credit taken, and runs once one has finished', async () => {
    const { user, token } = await account('cost-parallel', 'blog-master')
    // The model answers slowly, so the four requests overlap.
    openai.setDelay({ firstByteMs: 1500 })
    const answers = await Promise.all(['worms', 'leaves', 'peels', 'coffee'].map((keyword) => write(token, keyword)))
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(1)
    expect(errorOf(refused[0]!)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You can run at most 3 generations at a time. Please wait until one finishes.',
      details: { limit: 'concurrentGenerations', max: 3 },
    })
    const written = answers.filter((a) => a.status === 200)
    expect(written).toHaveLength(3)
    for (const answer of written) expect(eventsOf(answer.text).at(-1)?.event).toBe('done')
    const { usageThisMonth } = await import('@/server/quota')
    expect(await usageThisMonth(payload, user.id)).toBe(3)
    // The slots were given back: the next one runs.
    openai.setDelay({ firstByteMs: 0 })
    expect(eventsOf((await write(token, 'straw')).text).at(-1)?.event).toBe('done')
  })

  it('slots live in PostgreSQL: those another instance holds count, a crashed instance’s expired slot is taken over', async () => {
    const { user, token } = await account('cost-slots', 'blog-master')
    const hold = (slot: number, expires: string) =>
      db.execute(sql`INSERT INTO "generation_slots" ("user_id", "slot", "holder", "kind", "expires_at") VALUES (${user.id}, ${slot}, 'other-instance', 'article', now() + ${expires}::interval)`)
    for (const slot of [1, 2, 3]) await hold(slot, '2 minutes')
    expect(errorOf(await write(token, 'worms'))).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'concurrentGenerations' } })
    expect(errorOf(await post(token, '/api/ai/titles', { keyword: 'worms' }))).toMatchObject({ code: 'RATE_LIMITED', details: { limit: 'concurrentGenerations' } })
    expect(modelCalls()).toHaveLength(0)
    await db.execute(sql`UPDATE "generation_slots" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = ${user.id} AND "slot" = 2`)
    expect(eventsOf((await write(token, 'worms')).text).at(-1)?.event).toBe('done')
  })
})

describe('publishing to a site (item 6)', () => {
  it('20 publishes within a second: 5 reach the site, the rest are refused naming the limit per site or per account', async () => {
    const { user, token } = await account('cost-publish', 'basic')
    const added = await post(token, '/api/integrations', { platform: 'wix', siteUrl: 'cost-corner.wixsite.com/blog', wixSiteId: SITE.siteId, wixApiKey: SITE.apiKey })
    expect(added.status).toBe(201)
    const site = (added.json as { doc: Integration }).doc
    const piece = await article(user, 'Compost for publishing')
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(token, `/api/articles/${piece.id}/publish`, { integration: site.id, status: 'draft' })))
    const refused = answers.filter((a) => a.status === 429)
    expect(refused).toHaveLength(15)
    const limits = refused.map((a) => errorOf(a)?.details?.limit)
    expect(limits.filter((l) => l === 'publishPerSite')).toHaveLength(5)
    expect(limits.filter((l) => l === 'publishPerUser')).toHaveLength(10)
    expect(errorOf(refused.find((a) => errorOf(a)?.details?.limit === 'publishPerSite')!)?.message).toBe('You can publish at most 5 times a minute per site. Please try again later.')
    expect(errorOf(refused.find((a) => errorOf(a)?.details?.limit === 'publishPerUser')!)?.message).toBe('You can publish at most 10 times a minute per account. Please try again later.')
  })
})
