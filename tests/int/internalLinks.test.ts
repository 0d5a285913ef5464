/**
 * Internal links (issue 35) through the real endpoints: a new article links to the writer's own
 * pages live on their site (never a draft, never another user's page, never a page on another
 * topic), in a paragraph, and the check counts them as internal; the Internal links endpoints add
 * and remove them; an admin's articles link to this blog's posts.
 */
import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'
import { startFakeOpenAI, type FakeOpenAI } from '../fakes/openai'
import { eventsOf, makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, bootPayload, readyArticle, shutdown } from './support'

let payload: Payload
let api: Handlers
let openai: FakeOpenAI

beforeAll(async () => {
  openai = await startFakeOpenAI()
  payload = await bootPayload({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${openai.baseUrl}/v1`, OPENAI_MODEL: 'gpt-test', AI_PROVIDERS: 'openai' })
  api = await makeHandlers(payload.config)
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await openai.stop()
})

const SITE = 'https://garden.example'

/** An article of `user` live (or a draft) on their WordPress site at `url`. */
async function publishedPage(user: User, site: number, title: string, focusKeyword: string, url: string, requestedStatus: 'publish' | 'draft' = 'publish') {
  const article = await readyArticle(payload, user, title, { body: `<h2>${title} step by step</h2><p>About ${focusKeyword}.</p>`, focusKeyword })
  await payload.create({
    collection: 'publications',
    data: { user: user.id, article: article.id, integration: site, platform: 'wordpress', requestedStatus, state: 'published', remoteId: String(article.id), remoteUrl: url, remoteStatus: requestedStatus },
    overrideAccess: true,
  })
  return article
}

const site = (user: User, siteUrl: string) =>
  payload.create({ collection: 'integrations', data: { user: user.id, platform: 'wordpress', name: 'Garden', siteUrl, username: 'editor', applicationPassword: 'abcd efgh ijkl mnop' }, overrideAccess: true })

async function write(token: string, topic: string, focusKeyword: string): Promise<Article> {
  const answer = await api.rest('POST', '/api/ai/article', { token, body: JSON.stringify({ topic, focusKeyword, length: 'short' }) })
  const start = eventsOf(answer.text).find((e) => e.event === 'start')
  expect(start).toBeTruthy()
  return (await payload.findByID({ collection: 'articles', id: start!.data.articleId, overrideAccess: true, depth: 0 })) as Article
}

const hrefs = (html: string | null | undefined) => [...(html ?? '').matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])
const internalCheck = (article: Article) => (article.seoChecks as { id: string; level: string; detail: Record<string, number> }[]).find((check) => check.id === 'internalLinks')

describe('a new article links to the writer’s own live pages', () => {
  it('links the page on its topic in a paragraph; never a draft, another user’s page or a page on another topic', async () => {
    const { user, token } = await accountOnPlan(payload, 'links-writer', 'basic')
    const other = await accountOnPlan(payload, 'links-other', 'basic')
    const mine = await site(user, SITE)
    const theirs = await site(other.user, 'https://their.example')
    await publishedPage(user, mine.id, 'Balcony compost bins compared', 'balcony compost bins', `${SITE}/compost-bins/`)
    await publishedPage(user, mine.id, 'Balcony compost mistakes', 'balcony compost mistakes', `${SITE}/?p=77`, 'draft')
    await publishedPage(user, mine.id, 'Tax deadlines for freelancers', 'tax deadlines', `${SITE}/tax-deadlines/`)
    await publishedPage(other.user, theirs.id, 'Balcony compost for renters', 'balcony compost renters', 'https://their.example/renters/')

    const article = await write(token, 'Balcony compost for small flats', 'balcony compost')
    expect(article.status).toBe('ready')
    expect(hrefs(article.content).filter((url) => url.startsWith('https://'))).toEqual([`${SITE}/compost-bins/`])
    // In a paragraph's words, not a heading.
    expect(article.content).toMatch(/<p>[^<]*<a href="https:\/\/garden\.example\/compost-bins\/">balcony compost<\/a>/i)
    expect(article.content).not.toMatch(/<h[1-6][^>]*>[^<]*<a /)
    expect(article.linkHosts).toEqual(['garden.example'])
    expect(internalCheck(article)).toMatchObject({ level: 'good', detail: { links: 1 } })

    // The panel: the linked page; the page on another topic is not offered; the draft and the other user's page never.
    const panel = await api.rest('GET', `/api/articles/${article.id}/links`, { token })
    expect(panel.status).toBe(200)
    expect(panel.json).toEqual({ linked: [{ url: `${SITE}/compost-bins/`, title: 'Balcony compost bins compared' }], suggestions: [] })
    expect((await api.rest('GET', `/api/articles/${article.id}/links`, { token: other.token })).status).toBe(404)
  })
})

describe('links accepted on the reviewed outline', () => {
  it('the outline offers the writer’s pages on its topic; the article links the kept ones only, and none when all are unticked', async () => {
    const { user, token } = await accountOnPlan(payload, 'links-outline', 'basic')
    const mine = await site(user, SITE)
    await publishedPage(user, mine.id, 'Balcony compost bins compared', 'balcony compost bins', `${SITE}/compost-bins/`)
    await publishedPage(user, mine.id, 'Balcony compost smell fixes', 'balcony compost smell', `${SITE}/compost-smell/`)
    await publishedPage(user, mine.id, 'Tax deadlines for freelancers', 'tax deadlines', `${SITE}/tax-deadlines/`)
    const request = { topic: 'Balcony compost for small flats', focusKeyword: 'balcony compost', length: 'short' }
    const planned = await api.rest('POST', '/api/ai/outline', { token, body: JSON.stringify({ tool: 'article', ...request }) })
    expect(planned.status).toBe(200)
    const { outline, links } = planned.json as { outline: unknown; links: { url: string; title: string }[] }
    expect(links.map((link) => link.url).sort()).toEqual([`${SITE}/compost-bins/`, `${SITE}/compost-smell/`])

    const writeWith = async (accepted: string[]) => {
      const answer = await api.rest('POST', '/api/ai/article', { token, body: JSON.stringify({ ...request, outline, links: accepted }) })
      const start = eventsOf(answer.text).find((e) => e.event === 'start')
      return (await payload.findByID({ collection: 'articles', id: start!.data.articleId, overrideAccess: true, depth: 0 })) as Article
    }
    expect(hrefs((await writeWith([`${SITE}/compost-smell/`])).content)).toEqual([`${SITE}/compost-smell/`])
    expect(hrefs((await writeWith([])).content)).toEqual([])
    // Only the writer's own pages: an address typed in is matched against them and links nothing.
    expect(hrefs((await writeWith(['https://evil.example/'])).content)).toEqual([])
  })
})

describe('the Internal links endpoints', () => {
  it('remove and add a link, re-scoring the article; only the writer’s own pages can be added', async () => {
    const { user, token } = await accountOnPlan(payload, 'links-editor', 'basic')
    const mine = await site(user, SITE)
    await publishedPage(user, mine.id, 'Balcony compost bins compared', 'balcony compost bins', `${SITE}/compost-bins/`)
    const article = await write(token, 'Balcony compost for small flats', 'balcony compost')
    const change = (url: string, action: 'add' | 'remove') => api.rest('POST', `/api/articles/${article.id}/links`, { token, body: JSON.stringify({ url, action }) })

    const removed = await change(`${SITE}/compost-bins/`, 'remove')
    expect(removed.status).toBe(200)
    const afterRemove = (removed.json as { article: Article }).article
    expect(hrefs(afterRemove.content)).not.toContain(`${SITE}/compost-bins/`)
    expect(afterRemove.content).toContain('balcony compost')
    expect(internalCheck(afterRemove)?.level).toBe('bad')
    expect((removed.json as { links: unknown }).links).toEqual({ linked: [], suggestions: [{ url: `${SITE}/compost-bins/`, title: 'Balcony compost bins compared' }] })

    const added = await change(`${SITE}/compost-bins/`, 'add')
    expect(added.status).toBe(200)
    expect(internalCheck((added.json as { article: Article }).article)?.level).toBe('good')

    // A page of theirs on another topic, asked for: a "Read also" line.
    await publishedPage(user, mine.id, 'Tax deadlines for freelancers', 'tax deadlines', `${SITE}/tax-deadlines/`)
    const readAlso = await change(`${SITE}/tax-deadlines/`, 'add')
    expect((readAlso.json as { article: Article }).article.content).toContain(`<p>Read also: <a href="${SITE}/tax-deadlines/">Tax deadlines for freelancers</a></p>`)

    const stranger = await change('https://evil.example/', 'add')
    expect(stranger.status).toBe(400)
    expect(stranger.text).toContain('Only your own published pages can be linked here.')
    expect((await change('x', 'nonsense' as 'add')).status).toBe(400)
  })
})

describe('an admin’s articles', () => {
  it('link to this blog’s published posts', async () => {
    const { user, token } = await accountOnPlan(payload, 'links-admin', 'admin')
    const published = await api.rest('POST', '/api/posts/publish', {
      token,
      body: JSON.stringify({ title: 'Balcony compost in winter', focusKeyword: 'balcony compost winter', metaDescription: 'Keeping balcony compost going through frost.', content: '<h2>Frost</h2><p>Insulate the bin.</p>' }),
    })
    expect(published.status).toBe(201)
    const slug = (published.json as { post: { slug: string } }).post.slug
    const article = await write(token, 'Balcony compost for small flats', 'balcony compost')
    expect(user.id).toBeTruthy()
    expect(hrefs(article.content).some((url) => url.endsWith(`/blog/${slug}`))).toBe(true)
    expect(internalCheck(article)?.level).toBe('good')
  })
})
