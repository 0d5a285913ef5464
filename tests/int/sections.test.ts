/**
 * Issue 35: every writing tool plans an outline and writes it part by part (one request a part,
 * two at a time), through the real endpoints against the loopback OpenAI. The user's edited
 * outline is written exactly; the length meets the target; a part that breaks off is written again
 * and the article still costs one credit; a part that fails twice fails the article and refunds it.
 */
import type { Payload } from 'payload'

import { htmlToPlainText } from '@/server/content/html'
import { ARTICLE_LENGTHS, type Outline } from '@/shared/outline'
import { words } from '@/shared/text'
import { defaultAnswer, startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { startPageServer, type PageServer } from '../fakes/pages'
import { eventsOf, makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, shutdown } from './support'

let payload: Payload
let api: Handlers
let openai: FakeOpenAI
let quota: typeof import('@/server/quota')
let site: PageServer

beforeAll(async () => {
  openai = await startFakeOpenAI()
  site = await startPageServer()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_MODEL: 'gpt-test', AI_PROVIDERS: 'openai', FETCH_ALLOW_LOOPBACK: 'true' })
  api = await makeHandlers(payload.config)
  quota = await import('@/server/quota')
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
  await site.close()
})
beforeEach(() => openai.reset())

const post = (token: string, path: string, body: unknown) => api.rest('POST', path, { token, body: JSON.stringify(body) })
const prompts = () => openai.requests.map((r) => String(r.body?.messages?.at(-1)?.content ?? ''))
const partRequests = () => prompts().filter((p) => /^Task: (introduction|section \d+ of \d+)$/m.test(p))
const h2sOf = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])
const articleOf = async (text: string) => {
  const events = eventsOf(text)
  const start = events.find((e) => e.event === 'start')
  return { events, article: await payload.findByID({ collection: 'articles', id: start!.data.articleId, overrideAccess: true, depth: 0 }) }
}

const edited: Outline = {
  title: 'Balcony compost: a small-space guide',
  metaDescription: 'Balcony compost in a small flat: what bin to choose, what to put in, and how to keep it from smelling, step by step for beginners.',
  focusKeyword: 'balcony compost',
  sections: [
    { heading: 'Pick a bin that fits your balcony compost', intent: 'Sizes and materials.', subheadings: ['Size', 'Lid'] },
    { heading: 'What goes in', intent: 'Greens and browns.', subheadings: [] },
    { heading: 'Balcony compost without the smell', intent: 'Airflow and balance.', subheadings: [] },
    { heading: 'Harvest and use it', intent: 'When it is ready.', subheadings: [] },
    { heading: 'Your first month', intent: 'Conclusion and next step.', subheadings: [] },
  ],
}

describe('writing from an outline', () => {
  it('the edited outline is written as it is: its H2s in order, one request a part, no outline request, the length within 15%, one credit', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-edited', 'basic')
    const answer = await post(token, '/api/ai/article', { topic: 'Balcony compost for small flats', focusKeyword: 'balcony compost', selectedTitle: edited.title, outline: edited, length: 'medium' })
    expect(answer.status).toBe(200)
    const { events, article } = await articleOf(answer.text)
    expect(events.at(-1)?.event).toBe('done')
    expect(article.status).toBe('ready')
    expect(h2sOf(article.content!)).toEqual(edited.sections.map((s) => s.heading))
    expect(article.content).toContain('<h3>Size</h3>')
    expect(prompts().some((p) => /^Task: outline$/m.test(p))).toBe(false)
    expect(partRequests()).toHaveLength(edited.sections.length + 1)
    const count = words(htmlToPlainText(article.content!)).length
    console.log(`written from an edited outline: ${count} words for a target of ${ARTICLE_LENGTHS.medium}`)
    expect(Math.abs(count - ARTICLE_LENGTHS.medium) / ARTICLE_LENGTHS.medium).toBeLessThanOrEqual(0.15)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })

  it('without one, the model’s outline comes first; every part sees the outline and what came before', async () => {
    const { token } = await accountOnPlan(payload, 'outline-planned', 'basic')
    const answer = await post(token, '/api/ai/article', { topic: 'Worm farms for beginners', focusKeyword: 'worm farms', length: 'short' })
    const { article } = await articleOf(answer.text)
    expect(article.status).toBe('ready')
    expect(prompts()[0]).toMatch(/^Task: outline$/m)
    expect(prompts()[0]).toContain('about 800 words')
    const parts = partRequests()
    expect(parts.length).toBe(h2sOf(article.content!).length + 1)
    for (const part of parts) expect(part).toContain('The outline of the whole article:')
    // The third part was asked after the first was read: it knows how the introduction began.
    expect(parts.slice(2).some((p) => p.includes('Introduction: This part is about worm farms.'))).toBe(true)
  })

  it('a part that breaks off mid-stream is written again: the reader is rewound, the article is whole, one credit', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-retry', 'basic')
    // The introduction breaks off while it is on screen; section 2 while it is still written ahead.
    const cut = new Set<string>()
    openai.respond(({ prompt }) => {
      const content = defaultAnswer(prompt)
      const part = /^Task: (introduction|section 2 of)/m.exec(prompt)?.[1]
      if (!part || cut.has(part)) return content
      cut.add(part)
      return { content, cutAfterPieces: 4 }
    })
    // Words arrive a few milliseconds apart, as from a model: the first ones reach the screen before the break.
    openai.setDelay({ betweenChunksMs: 5 })
    const answer = await post(token, '/api/ai/article', { topic: 'Balcony compost for small flats', focusKeyword: 'balcony compost', outline: edited })
    const { events, article } = await articleOf(answer.text)
    expect([...cut]).toEqual(expect.arrayContaining(['introduction', 'section 2 of']))
    expect(article.status).toBe('ready')
    // Back to the text before the introduction: the title, without the broken-off words.
    const rewind = events.find((e) => e.event === 'rewind')
    expect(rewind?.data.text).toMatch(/<h1>Balcony compost: a small-space guide<\/h1>\n$/)
    // What the reader was shown, rewinds applied, is the article as written: each part once.
    let shown = ''
    for (const e of events) shown = e.event === 'rewind' ? e.data.text : e.event === 'delta' ? shown + e.data.text : shown
    expect(shown.match(/This part is about balcony compost\./g)).toHaveLength(edited.sections.length + 1)
    expect(h2sOf(article.content!)).toEqual(edited.sections.map((s) => s.heading))
    expect(article.content!.match(/This part is about balcony compost\./g)).toHaveLength(edited.sections.length + 1)
    expect(partRequests().filter((p) => /^Task: introduction$/m.test(p))).toHaveLength(2)
    expect(partRequests().filter((p) => /^Task: section 2 of/m.test(p))).toHaveLength(2)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(1)
  })

  it('a part that fails twice fails the article: marked failed, the credit given back', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-fail', 'basic')
    openai.respond(({ prompt }) => (/^Task: section 3 of/m.test(prompt) ? { content: defaultAnswer(prompt), cutAfterPieces: 1 } : defaultAnswer(prompt)))
    const answer = await post(token, '/api/ai/article', { topic: 'Balcony compost for small flats', focusKeyword: 'balcony compost', outline: edited })
    const { events, article } = await articleOf(answer.text)
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'AI_FAILED' } })
    expect(article.status).toBe('failed')
    expect(partRequests().filter((p) => /^Task: section 3 of/m.test(p))).toHaveLength(2)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
  })

  it.each([
    ['prompt-to-post', 'basic', '/api/ai/prompt', { prompt: 'A friendly guide to balcony compost for people in small flats' }],
    ['the promo', 'basic', '/api/ai/promo', { url: 'PRODUCT' }],
    ['the chat’s first draft', 'blog-master', '/api/ai/chat', { topic: 'Balcony compost for small flats' }],
  ] as const)('%s writes the edited outline as it is too', async (_tool, plan, path, body) => {
    const { token } = await accountOnPlan(payload, `outline-${plan}-${path.split('/').at(-1)}`, plan)
    const request = { ...body, ...('url' in body ? { url: `${site.baseUrl}/products/acme-writer` } : {}), outline: edited, length: 'short' }
    const { article } = await articleOf((await post(token, path, request)).text)
    expect(article.status).toBe('ready')
    expect(h2sOf(article.content!)).toEqual(edited.sections.map((s) => s.heading))
    expect(prompts().some((p) => /^Task: outline$/m.test(p))).toBe(false)
    expect(partRequests()).toHaveLength(edited.sections.length + 1)
    if (path.endsWith('promo')) expect(partRequests().at(-1)).toContain(`End with a link to ${site.baseUrl}/products/acme-writer`)
  })

  it.each(['answers no outline', 'fails'])('a planner that %s leaves the article to one request, as before', async (how) => {
    const { token } = await accountOnPlan(payload, `outline-${how.replace(/\s/g, '')}`, 'basic')
    if (how === 'fails') openai.failNext(1, { status: 500 })
    else openai.respond(({ prompt }) => (/^Task: outline$/m.test(prompt) ? 'Sure! Here are some ideas for your article.' : defaultAnswer(prompt)))
    const { article } = await articleOf((await post(token, '/api/ai/article', { topic: 'Herb spirals', focusKeyword: 'herb spirals' })).text)
    expect(article.status).toBe('ready')
    expect(prompts()).toHaveLength(2 + prompts().filter((p) => /^Edit of the /m.test(p)).length)
    expect(partRequests()).toHaveLength(0)
  })
})

describe('POST /api/ai/outline', () => {
  it('proposes the outline a tool would write, takes no credit, and is refused as the tool is', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-api', 'basic')
    const answer = await post(token, '/api/ai/outline', { tool: 'article', topic: 'Worm farms for beginners', focusKeyword: 'worm farms', selectedTitle: 'Worm farms that work', length: 'long' })
    expect(answer.status).toBe(200)
    const { outline } = answer.json as { outline: Outline }
    expect(outline).toMatchObject({ title: 'Worm farms that work', focusKeyword: 'worm farms' })
    expect(outline.sections).toHaveLength(10)
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)

    const prompt = await post(token, '/api/ai/outline', { tool: 'prompt', prompt: 'A friendly 600 words post about herb spirals' })
    expect(prompt.status).toBe(200)
    expect(prompts().at(-1)).toContain('about 600 words')

    expect((await post(token, '/api/ai/outline', { tool: 'poem', topic: 'x' })).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { field: 'tool' } } })
    expect((await post(token, '/api/ai/outline', { tool: 'article', topic: '', focusKeyword: 'x' })).json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Please enter a topic!' } })
    // The chat is PRO PLUS.
    expect((await post(token, '/api/ai/outline', { tool: 'chat', topic: 'Worm farms' })).status).toBe(403)
    expect((await api.rest('POST', '/api/ai/outline', { body: JSON.stringify({ tool: 'article', topic: 'x', focusKeyword: 'x' }) })).status).toBe(401)
  })

  it('a free user with no article left is told the limit before planning', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-spent', 'free')
    await payload.create({ collection: 'usage', data: { user: user.id, month: new Date().toISOString().slice(0, 7), count: 5, images: 0 }, overrideAccess: true })
    const answer = await post(token, '/api/ai/outline', { tool: 'article', topic: 'Worm farms', focusKeyword: 'worm farms' })
    expect(answer.json).toMatchObject({ error: { code: 'QUOTA_EXCEEDED', message: "You've reached the monthly limit. Subscribe to continue!" } })
    expect(openai.requests).toHaveLength(0)
  })

  it('an outline with code in a heading is refused before any credit is taken', async () => {
    const { user, token } = await accountOnPlan(payload, 'outline-xss', 'basic')
    const bad = { ...edited, sections: [{ heading: '<img src=x onerror=alert(1)>', intent: '' }, ...edited.sections] }
    const answer = await post(token, '/api/ai/article', { topic: 'Balcony compost', focusKeyword: 'balcony compost', outline: bad })
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Headings cannot contain code.' } })
    expect(await quota.usageThisMonth(payload, user.id)).toBe(0)
  })
})
