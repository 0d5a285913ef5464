/**
 * AI featured images over the real database and the loopback OpenAI and Gemini: the image is made
 * by the first model that answers, stored as WebP in media (private to its owner until the article
 * is published), attached to the article, counted against its own monthly limit and refunded on failure.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Article, Media, User } from '@/payload-types'
import { startFakeGemini, type FakeGemini } from '../fakes/gemini'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { sessionToken, makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let openai: FakeOpenAI
let gemini: FakeGemini
let api: Handlers
let quota: typeof import('@/server/quota')

beforeAll(async () => {
  openai = await startFakeOpenAI()
  gemini = await startFakeGemini()
  payload = await bootPayload({
    GEMINI_API_KEY: 'test-key',
    GEMINI_BASE_URL: gemini.baseUrl,
    GEMINI_IMAGE_MODEL: 'gemini-image-test',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${openai.baseUrl}/v1`,
    OPENAI_IMAGE_MODEL: 'gpt-image-test',
    AI_PROVIDERS: 'gemini,openai',
  })
  api = await makeHandlers(payload.config)
  quota = await import('@/server/quota')
})
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await gemini.stop()
})
beforeEach(() => {
  openai.reset()
  gemini.reset()
})

async function writer(tag: string, roles: ('user' | 'admin')[] = ['user']) {
  const user = await createVerifiedUser(payload, tag, roles)
  return { user, token: await sessionToken(payload, user.id) }
}

async function readyArticle(user: User, title = 'Balcony composting for renters'): Promise<Article> {
  return payload.create({
    collection: 'articles',
    data: { user: user.id, title, status: 'ready', content: `<h1>${title}</h1><p>Compost on a balcony.</p>`, seo: { title, focusKeyword: 'balcony composting', metaDescription: 'How to compost on a small balcony: what to collect, which bin to choose and how to keep it tidy.' } },
    overrideAccess: true,
  })
}

const generate = (token: string, articleId: unknown) => api.rest('POST', '/api/ai/image', { token, body: JSON.stringify({ articleId }) })

describe('POST /api/ai/image', () => {
  it('makes the image with the first model (Gemini), stores it as private WebP with the title as alt, attaches it, counts one image', async () => {
    const { user, token } = await writer('image-maker')
    const article = await readyArticle(user)
    const answer = await generate(token, article.id)
    expect(answer.status).toBe(200)
    const image = (answer.json as { article: Article }).article.image as Media
    expect(image).toMatchObject({ alt: 'Balcony composting for renters', mimeType: 'image/webp', owner: user.id })
    expect(image.sizes?.card?.url).toBeTruthy()
    const gem = gemini.requests.at(-1)!
    expect(gem.path).toContain('gemini-image-test:generateContent')
    expect(JSON.stringify(gem.body)).toContain('No text, letters, captions, logos or watermarks')
    expect(await quota.usageThisMonth(payload, user.id, new Date(), 'images')).toBe(1)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
  })

  it('falls back to OpenAI Images when Gemini fails, asking for a 3:2 cover of the configured model', async () => {
    const { user, token } = await writer('image-fallback')
    const article = await readyArticle(user)
    gemini.failNext(1, { status: 503 })
    const answer = await generate(token, article.id)
    expect(answer.status).toBe(200)
    const request = openai.requests.find((r) => r.path === '/v1/images/generations')!
    expect(request.body).toMatchObject({ model: 'gpt-image-test', size: '1536x1024', n: 1 })
    const saved = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true, depth: 1 })
    expect((saved.image as Media).width).toBe(1536)
  })

  it('says "No image received from AI" when the models answer without one, and gives the credit back', async () => {
    const { user, token } = await writer('image-empty')
    const article = await readyArticle(user)
    gemini.failNext(1, { status: 400 })
    openai.answerImages('none')
    const answer = await generate(token, article.id)
    expect(answer.json).toEqual({ error: { code: 'AI_FAILED', message: 'No image received from AI' } })
    expect(await quota.usageThisMonth(payload, user.id, new Date(), 'images')).toBe(0)
    const saved = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true })
    expect(saved.image ?? null).toBeNull()
  })

  it('overloaded image models answer SERVICE_OVERLOADED (the screen says the model is loading or busy)', async () => {
    const { token, user } = await writer('image-busy')
    const article = await readyArticle(user)
    gemini.failNext(1, { status: 503 })
    openai.failNext(1, { status: 429 })
    expect((await generate(token, article.id)).json).toMatchObject({ error: { code: 'SERVICE_OVERLOADED' } })
  })

  it('needs a finished article of the user’s own', async () => {
    const { user, token } = await writer('image-rules')
    const other = await writer('image-other')
    const draft = await payload.create({ collection: 'articles', data: { user: user.id, title: 'Draft', status: 'generating' }, overrideAccess: true })
    expect((await generate(token, draft.id)).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Please generate content first before creating an image' } })
    expect((await generate(token, undefined)).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Please generate content first before creating an image' } })
    const theirs = await readyArticle(other.user)
    expect((await generate(token, theirs.id)).status).toBe(404)
    expect((await api.rest('POST', '/api/ai/image', { body: JSON.stringify({ articleId: theirs.id }) })).status).toBe(401)
  })

  it('a free user has 5 images a month; an admin has no limit', async () => {
    const { user, token } = await writer('image-free')
    const article = await readyArticle(user)
    for (let i = 0; i < 5; i++) await quota.reserveCredit(payload, { userId: user.id, limit: 5, counter: 'images' })
    const refused = await generate(token, article.id)
    expect(refused.status).toBe(429)
    expect(refused.json).toEqual({ error: { code: 'QUOTA_EXCEEDED', message: "You've used all AI images of this month." } })
    // Articles are a separate count.
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)

    const admin = await writer('image-admin', ['admin', 'user'])
    for (let i = 0; i < 250; i++) await quota.reserveCredit(payload, { userId: admin.user.id, limit: 999, counter: 'images' })
    expect((await generate(admin.token, (await readyArticle(admin.user)).id)).status).toBe(200)
  })
})

describe('who sees an AI image', () => {
  it('its owner and admins until the article is published to the blog; then everyone, as the post’s image', async () => {
    const { user, token } = await writer('image-private')
    const other = await writer('image-stranger')
    const article = await readyArticle(user, 'Private balcony plans')
    const image = ((await generate(token, article.id)).json as { article: Article }).article.image as Media
    const file = image.url!

    const fileFor = async (t?: string) => (await api.rest('GET', file, t ? { token: t } : {})).status
    expect(await fileFor(token)).toBe(200)
    // Someone else's private image answers like a missing one.
    expect(await fileFor(other.token)).toBe(404)
    expect(await fileFor()).toBe(404)
    expect((await api.rest('GET', `/api/media/${image.id}`, { token: other.token })).status).toBe(404)
    const listed = await api.rest('GET', '/api/media?limit=100')
    expect(JSON.stringify(listed.json)).not.toContain('Private balcony plans')

    const admin = await writer('image-publisher', ['admin', 'user'])
    // A publish the blog refuses leaves the image private.
    await payload.update({ collection: 'articles', id: article.id, data: { seo: { metaDescription: '' } }, overrideAccess: true, context: { skipRescore: true } })
    expect((await api.rest('POST', `/api/articles/${article.id}/publish`, { token: admin.token, body: JSON.stringify({ target: 'blog' }) })).status).toBe(400)
    expect(await fileFor()).not.toBe(200)
    await payload.update({ collection: 'articles', id: article.id, data: { seo: { metaDescription: 'How to compost on a small balcony: what to collect and which bin to choose.' } }, overrideAccess: true, context: { skipRescore: true } })
    const published = await api.rest('POST', `/api/articles/${article.id}/publish`, { token: admin.token, body: JSON.stringify({ target: 'blog' }) })
    expect(published.status).toBe(201)
    const post = await payload.findByID({ collection: 'posts', id: (published.json as { post: { id: number } }).post.id, overrideAccess: true, depth: 0 })
    expect(post.image).toBe(image.id)
    expect(await fileFor()).toBe(200)
  })

  it('the stored bytes are a real WebP of the cover size', async () => {
    const { user, token } = await writer('image-bytes')
    const image = ((await generate(token, (await readyArticle(user)).id)).json as { article: Article }).article.image as Media
    const stored = await payload.findByID({ collection: 'media', id: image.id, overrideAccess: true })
    const fs = await import('node:fs/promises')
    const path = await import('node:path')
    const { DATA_DIR } = await import('@/server/env')
    const bytes = await fs.readFile(path.join(DATA_DIR, 'media', stored.filename!))
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 })
  })
})

describe('exports carry the featured image (issue 39)', () => {
  it('the HTML file embeds it after the H1 with its alt text; the PDF draws it', async () => {
    const { user, token } = await writer('image-export')
    const article = await readyArticle(user, 'Rain barrels for small gardens')
    expect((await generate(token, article.id)).status).toBe(200)

    const html = await api.rest('GET', `/api/articles/${article.id}/export?format=html`, { token })
    expect(html.status).toBe(200)
    const figure = /<h1>Rain barrels for small gardens<\/h1>\n<figure><img src="data:image\/webp;base64,([A-Za-z0-9+/=]+)" alt="Rain barrels for small gardens"><\/figure>/.exec(html.text)
    expect(figure).not.toBeNull()
    expect(await sharp(Buffer.from(figure![1]!, 'base64')).metadata()).toMatchObject({ format: 'webp' })

    const pdf = await api.rest('GET', `/api/articles/${article.id}/export?format=pdf`, { token })
    expect(pdf.status).toBe(200)
    // The image's object dictionary is plain text inside the PDF: a JPEG (pdfkit draws no WebP).
    expect(pdf.text).toMatch(/\/Subtype \/Image/)
    expect(pdf.text).toMatch(/\/Filter \/DCTDecode/)
  })

  it('an article without an image exports as before', async () => {
    const { user, token } = await writer('image-export-none')
    const article = await readyArticle(user, 'Plain export')
    const html = await api.rest('GET', `/api/articles/${article.id}/export?format=html`, { token })
    expect(html.text).not.toContain('<figure>')
    const pdf = await api.rest('GET', `/api/articles/${article.id}/export?format=pdf`, { token })
    expect(pdf.status).toBe(200)
  })
})
