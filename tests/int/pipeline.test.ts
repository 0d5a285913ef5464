/**
 * The generation pipeline as a new tool would use it: its own record, prompt, demo text and
 * finish, with no AI key set (the offline demo writer answers the tool's own demo text), over the
 * real database: the credit is taken, the article saved sanitized and scored, a failure refunded.
 */
import type { Payload } from 'payload'

import type { ArticleEvent } from '@/shared/articles'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let pipeline: typeof import('@/server/articles/pipeline')
let finish: typeof import('@/server/articles/finish')
let quota: typeof import('@/server/quota')

beforeAll(async () => {
  for (const key of ['GEMINI_API_KEY', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete process.env[key]
  payload = await bootPayload()
  pipeline = await import('@/server/articles/pipeline')
  finish = await import('@/server/articles/finish')
  quota = await import('@/server/quota')
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
  const job = promoJob(() => ({ title: 'x', content: '', seo: { title: 'x', metaDescription: '', focusKeyword: 'x' }, score: 0, seoChecks: [] }))
  const { articleId, finished } = await pipeline.runGeneration(payload, user, job, (event) => events.push(event))
  await finished
  expect(events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_FAILED', message: 'No response content received' } })
  expect(await payload.findByID({ collection: 'articles', id: articleId, overrideAccess: true })).toMatchObject({ status: 'failed', error: 'AI_FAILED' })
  expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
})
