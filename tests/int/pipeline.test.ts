/**
 * The generation pipeline as a new tool would use it: its own record, prompt, demo text and
 * finish, with no AI key set (the offline demo writer answers the tool's own demo text), over the
 * real database: the credit is taken, the article saved sanitized and scored, a failure refunded.
 */
import type { Payload } from 'payload'

import type { ArticleEvent } from '@/shared/articles'
import { makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let pipeline: typeof import('@/server/articles/pipeline')
let finish: typeof import('@/server/articles/finish')
let quota: typeof import('@/server/quota')
let api: Handlers

beforeAll(async () => {
  for (const key of ['GEMINI_API_KEY', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete process.env[key]
  payload = await bootPayload({ FETCH_ALLOW_LOOPBACK: 'true' })
  pipeline = await import('@/server/articles/pipeline')
  finish = await import('@/server/articles/finish')
  quota = await import('@/server/quota')
  api = await makeHandlers(payload.config)
})
afterAll(() => shutdown(payload))

const PROMO = '<h1>Garden Shears Pro</h1><p>Sharp <strong>garden shears</strong> for every hedge.</p><script>alert(1)</script>'

function promoJob(finishText: (text: string) => ReturnType<typeof finish.finishArticle>) {
  return {
    record: { title: 'Garden Shears Pro', source: 'promo' as const, language: 'en' as const, focusKeyword: 'garden shears', input: { url: 'https://shop.example/shears' } },
    request: { system: 'Write a promo.', prompt: 'Garden Shears Pro' },
    demo: () => PROMO,
    finish: finishText,
  }
}

it('runs a tool’s own job: its demo text streamed, sanitized, scored and saved, one credit used', async () => {
  const user = await createVerifiedUser(payload, 'pipeline')
  const events: ArticleEvent[] = []
  const job = promoJob((text) => finish.finishArticle(text, { topic: 'Garden Shears Pro', focusKeyword: 'garden shears', language: 'en' }))
  const { articleId, finished } = await pipeline.runGeneration(payload, user, job, (event) => events.push(event))
  await finished
  expect(events[0]).toEqual({ event: 'start', data: { articleId } })
  expect(events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text).join('')).toBe(PROMO)
  const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
  expect(saved).toMatchObject({ status: 'ready', source: 'promo', provider: 'demo', demo: true, input: { url: 'https://shop.example/shears' } })
  expect(saved.content).toContain('<strong>garden shears</strong>')
  expect(saved.content).not.toContain('<script')
  expect(saved.score).toBeGreaterThan(0)
  expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
})

it('marks the article failed and gives the credit back when the tool’s finish step fails', async () => {
  const user = await createVerifiedUser(payload, 'pipeline-fail')
  const events: ArticleEvent[] = []
  const job = promoJob(() => ({ title: 'x', content: '', seo: { title: 'x', metaDescription: '', focusKeyword: 'x' }, score: 0, seoChecks: [], readabilityScore: 0, readabilityChecks: [], unsourcedClaims: [], avoidedWords: [] }))
  const { articleId, finished } = await pipeline.runGeneration(payload, user, job, (event) => events.push(event))
  await finished
  expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_FAILED', message: 'No response content received' } })
  expect(await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })).toMatchObject({ status: 'failed', error: 'AI_FAILED' })
  expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
})

describe('the repair pass (SEO and readability)', () => {
  // An article whose meta description and first paragraph miss the keyword (the model's usual slips).
  const slipped = (keyword: string) =>
    `<!--SEO {"metaDescription":"A short note."}--><h1>${keyword} for everyone</h1><p>Start here.</p>` +
    Array.from({ length: 4 }, (_, i) => `<h2>Part ${i + 1}</h2><p>${'Plan the week and keep short notes. '.repeat(20)} ${keyword}.</p>`).join('')

  it('runs one repair pass after writing, free of charge, and saves the better article', async () => {
    const user = await createVerifiedUser(payload, 'repair')
    const job = { ...promoJob((text) => finish.finishArticle(text, { topic: 'Garden shears guide', focusKeyword: 'garden shears', language: 'en' })), demo: () => slipped('garden shears') }
    const unrepaired = finish.finishArticle(slipped('garden shears'), { topic: 'Garden shears guide', focusKeyword: 'garden shears', language: 'en' })
    const { articleId, finished } = await pipeline.runGeneration(payload, user, job, () => {})
    await finished
    const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
    const level = (id: string) => (saved.seoChecks as { id: string; level: string }[]).find((c) => c.id === id)?.level
    expect(level('keyphraseInMetaDescription')).toBe('good')
    expect(level('keyphraseInIntroduction')).toBe('good')
    expect(saved.score).toBeGreaterThan(unrepaired.score)
    // Readability is repaired in the same pass: the sections' transitions.
    expect(saved.readabilityScore).toBeGreaterThan(unrepaired.readabilityScore)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })

  it('moves the keyphrase to the start of a title the model chose, and leaves a title the user chose', async () => {
    const user = await createVerifiedUser(payload, 'repair-title')
    // The model's own title (a promo: the user named no title) holds the keyword, not at its start.
    const text = slipped('garden shears').replace('<h1>garden shears for everyone</h1>', '<h1>Hedge trimming with garden shears</h1>')
    const write = async (input: Record<string, unknown>) => {
      const job = { ...promoJob((answer) => finish.finishArticle(answer, { topic: 'Garden shears', focusKeyword: 'garden shears', language: 'en' })), demo: () => text }
      const { articleId, finished } = await pipeline.runGeneration(payload, user, { ...job, record: { ...job.record, input } }, () => {})
      await finished
      return payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
    }
    const free = await write({ url: 'https://shop.example/shears' })
    expect(free.seo?.title).toBe('Garden shears: a practical guide')
    expect((free.seoChecks as { id: string; level: string }[]).find((c) => c.id === 'keyphraseInTitle')?.level).toBe('good')
    const chosen = await write({ selectedTitle: 'Hedge trimming with garden shears' })
    expect(chosen.seo?.title).toBe('Hedge trimming with garden shears')
  })

  it('Improve: POST /api/articles/:id/fix-seo repairs the owner’s article, for nothing; others get a 404', async () => {
    const owner = await createVerifiedUser(payload, 'fixer')
    const other = await createVerifiedUser(payload, 'stranger')
    const before = finish.finishArticle(slipped('compost bins'), { topic: 'Compost bins', focusKeyword: 'compost bins', language: 'en' })
    const article = await payload.create({ collection: 'articles', data: { user: owner.id, ...before, status: 'ready', language: 'en' } as never, overrideAccess: true })
    const token = async (user: { email: string }) => (await payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).token!
    const refused = await api.rest('POST', `/api/articles/${article.id}/fix-seo`, { token: await token(other) })
    expect(refused.status).toBe(404)
    const answer = await api.rest('POST', `/api/articles/${article.id}/fix-seo`, { token: await token(owner) })
    expect(answer.status).toBe(200)
    const { article: fixed, changed } = answer.json as { article: { score: number }; changed: boolean }
    expect(changed).toBe(true)
    expect(fixed.score).toBeGreaterThan(before.score)
    expect(await quota.usageThisMonth(payload, owner.id)).toBe(0)
    // Each pass rewrites at most 40 sentences: within the hourly limit of 3, Improve runs out of work.
    const again = await api.rest('POST', `/api/articles/${article.id}/fix-seo`, { token: await token(owner) })
    const last = (again.json as { changed: boolean }).changed ? await api.rest('POST', `/api/articles/${article.id}/fix-seo`, { token: await token(owner) }) : again
    expect(last.json).toMatchObject({ changed: false })
  })
})

describe('URL tools with the offline demo writer (no AI key)', () => {
  let site: Awaited<ReturnType<typeof import('../fakes/pages').startPageServer>>
  let pages: typeof import('../fakes/pages')
  let generate: typeof import('@/server/articles/generate')
  beforeAll(async () => {
    pages = await import('../fakes/pages')
    generate = await import('@/server/articles/generate')
    site = await pages.startPageServer()
  })
  afterAll(() => site.close())

  it('a promo article from the product page: its features and price, marked demo, checked against the page', async () => {
    const user = await createVerifiedUser(payload, 'demo-promo')
    const { articleId, finished } = await generate.startPromoGeneration(payload, user, { url: `${site.baseUrl}/products/acme-writer`, appName: 'Acme writer' }, () => {})
    await finished
    const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
    expect(saved).toMatchObject({ status: 'ready', source: 'promo', demo: true, language: 'en' })
    for (const feature of pages.PRODUCT.features.slice(0, 5)) expect(saved.content).toContain(feature)
    expect(saved.content).not.toContain(pages.PRODUCT.features[5])
    expect(saved.content).toContain('29.00 USD')
    expect(saved.sourceCheck).toEqual([])
  })
  it('instructions with a page: the demo article names the page it was written from', async () => {
    const user = await createVerifiedUser(payload, 'demo-prompt')
    const { articleId, finished } = await generate.startPromptGeneration(payload, user, { prompt: 'A beginner guide', url: `${site.baseUrl}/article`, language: 'en' }, () => {})
    await finished
    const saved = await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })
    expect(saved).toMatchObject({ status: 'ready', source: 'prompt', demo: true, sourcePage: { title: pages.ARTICLE_TITLE } })
    expect(saved.content).toContain(pages.ARTICLE_TITLE)
  })
})

it('the offline demo draws a real featured image (the title on the brand gradient) when no image model is configured', async () => {
  const { generateArticleImage } = await import('@/server/articles/image')
  const sharp = (await import('sharp')).default
  const user = await createVerifiedUser(payload, 'demo-image')
  const article = await payload.create({
    collection: 'articles',
    data: { user: user.id, title: 'Árvíztűrő composting', status: 'ready', content: '<h1>Árvíztűrő composting</h1><p>Text.</p>' },
    overrideAccess: true,
  })
  const updated = await generateArticleImage(payload, user, article.id)
  const media = updated.image as import('@/payload-types').Media
  expect(media).toMatchObject({ alt: 'Árvíztűrő composting', mimeType: 'image/webp', width: 1536, height: 1024 })
  const fs = await import('node:fs/promises')
  const path = await import('node:path')
  const { DATA_DIR } = await import('@/server/env')
  const stats = await sharp(await fs.readFile(path.join(DATA_DIR, 'media', media.filename!))).stats()
  // Not a flat colour: the title is drawn on it.
  expect(stats.channels[0]!.stdev).toBeGreaterThan(5)
})

it('the offline demo speaks a real MP3 when no speech model is configured', async () => {
  const { speechWithFallback } = await import('@/server/ai/speech')
  const { audio, provider } = await speechWithFallback('A short demo sentence to read aloud.', 'echo')
  expect(provider).toBe('demo')
  expect(audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0).toBe(true)
  expect(audio.length).toBeGreaterThan(2000)
})
