/**
 * The chat writer over the real database and the loopback OpenAI: a topic writes an article (one
 * credit, version 1), instructions rewrite it (free, a version each), any version can be restored;
 * PRO PLUS and admins only; a failed modification changes nothing.
 */
import type { Payload } from 'payload'

import type { Article, ArticleVersion } from '@/payload-types'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, shutdown, type Plan } from './support'

let payload: Payload
let openai: FakeOpenAI
let api: Handlers
let quota: typeof import('@/server/quota')

beforeAll(async () => {
  openai = await startFakeOpenAI()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, AI_PROVIDERS: 'openai' })
  delete process.env.GEMINI_API_KEY
  api = await makeHandlers(payload.config)
  quota = await import('@/server/quota')
})
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
})
beforeEach(() => openai.reset())

const account = (tag: string, plan: Plan) => accountOnPlan(payload, tag, plan)

async function stream(path: string, token: string, body: unknown) {
  const answer = await api.rest('POST', path, { token, body: JSON.stringify(body) })
  const done = /event: done\ndata: (.*)\n/.exec(answer.text)
  const error = /event: error\ndata: (.*)\n/.exec(answer.text)
  return { answer, article: done ? (JSON.parse(done[1]!) as { article: Article }).article : undefined, error: error ? JSON.parse(error[1]!) : undefined }
}

const versionsOf = async (articleId: number, token: string) =>
  ((await api.rest('GET', `/api/article-versions?where[article][equals]=${articleId}&sort=number&depth=0`, { token })).json as { docs: ArticleVersion[] }).docs

const REVISED = '<!--SEO {"title":"Balcony composting","metaDescription":"Balcony composting in short.","focusKeyword":"balcony composting"}--><h1>Balcony composting</h1><p>A much shorter balcony composting text.</p>'

describe('the chat writer', () => {
  it('topic → article (one credit, version 1) → instruction → new version (free) → restore version 1 (version 3)', async () => {
    const { user, token } = await account('chat-plus', 'blog-master')
    const first = await stream('/api/ai/chat', token, { topic: 'Balcony composting for renters' })
    // No keyword given: the model is asked to choose one; this one named none, so the keyword is one its title holds.
    expect(String(openai.requests[0]?.body.messages.at(-1).content)).toContain('Choose the focus keyword the topic is about')
    expect(first.article).toMatchObject({ status: 'ready', source: 'chat', seo: { focusKeyword: 'balcony composting' } })
    const original = first.article!.content
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)

    openai.respond(REVISED)
    const changed = await stream('/api/ai/modify', token, { articleId: first.article!.id, instruction: 'Make it much shorter' })
    expect(changed.answer.text).toContain('event: delta')
    expect(changed.article?.content).toBe('<h1>Balcony composting</h1><p>A much shorter balcony composting text.</p>')
    const prompt = String(openai.requests.at(-1)?.body.messages.at(-1).content)
    expect(prompt).toContain('Instruction: Make it much shorter')
    expect(prompt).toContain(original!.slice(0, 60))
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)

    const restored = await api.rest('POST', `/api/articles/${first.article!.id}/restore`, { token, body: JSON.stringify({ version: 1 }) })
    expect(restored.status).toBe(200)
    expect((restored.json as { article: Article }).article.content).toBe(original)
    const versions = await versionsOf(first.article!.id, token)
    expect(versions.map((v) => [v.number, v.instruction ?? null, v.restoredFrom ?? null])).toEqual([
      [1, null, null],
      [2, 'Make it much shorter', null],
      [3, null, 1],
    ])
    expect(versions[1]!.content).toContain('much shorter')
    // Nobody else sees them.
    const stranger = await account('chat-stranger', 'blog-master')
    expect(await versionsOf(first.article!.id, stranger.token)).toEqual([])
    expect((await api.rest('POST', `/api/articles/${first.article!.id}/restore`, { token: stranger.token, body: JSON.stringify({ version: 1 }) })).status).toBe(404)
  })

  it('an optional focus keyword is the article’s, and the model is told so (issue 39)', async () => {
    const { token } = await account('chat-keyword', 'blog-master')
    const { article } = await stream('/api/ai/chat', token, { topic: 'Composting on a balcony', focusKeyword: 'balcony compost bin' })
    expect(String(openai.requests[0]?.body.messages.at(-1).content)).toContain('Focus keyword: "balcony compost bin"')
    expect(article?.seo?.focusKeyword).toBe('balcony compost bin')
    const refused = await api.rest('POST', '/api/ai/chat', { token, body: JSON.stringify({ topic: 'Composting', focusKeyword: '<script>x</script>' }) })
    expect(refused.status).toBe(400)
  })

  it('a failed modification says "Content modification failed" and changes nothing', async () => {
    const { token } = await account('chat-fail', 'admin')
    const first = await stream('/api/ai/chat', token, { topic: 'Window boxes for city flats' })
    openai.failNext(1, { status: 500 })
    const failed = await stream('/api/ai/modify', token, { articleId: first.article!.id, instruction: 'Add a FAQ' })
    expect(failed.error).toMatchObject({ message: 'Content modification failed' })
    const saved = await payload.findByID({ collection: 'articles', id: first.article!.id, overrideAccess: true })
    expect(saved.content).toBe(first.article!.content)
    expect(await versionsOf(first.article!.id, token)).toHaveLength(1)
  })

  it.each(['free', 'basic'] as const)('%s users are told it is part of PRO PLUS, before any credit or model call', async (plan) => {
    const { user, token } = await account(`chat-${plan}`, plan)
    const answer = await api.rest('POST', '/api/ai/chat', { token, body: JSON.stringify({ topic: 'Anything' }) })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } })
    expect((await api.rest('POST', '/api/ai/modify', { token, body: JSON.stringify({ articleId: 1, instruction: 'x' }) })).status).toBe(403)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
    expect(openai.requests).toHaveLength(0)
  })

  it('a chat message needs non-blank text; the topic follows the SPEC topic rules', async () => {
    const { token } = await account('chat-rules', 'blog-master')
    expect((await api.rest('POST', '/api/ai/modify', { token, body: JSON.stringify({ articleId: 1, instruction: '   ' }) })).json).toMatchObject({ error: { message: 'Please enter a message!' } })
    expect((await api.rest('POST', '/api/ai/chat', { token, body: JSON.stringify({ topic: '' }) })).json).toMatchObject({ error: { message: 'Please enter a topic!' } })
    expect((await api.rest('POST', '/api/ai/chat', { token, body: JSON.stringify({ topic: 'x'.repeat(201) }) })).json).toMatchObject({ error: { message: 'The topic can be at most 200 characters.' } })
  })
})
