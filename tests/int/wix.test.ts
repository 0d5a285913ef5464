/**
 * Wix sites through the official SDK (@wix/sdk, @wix/blog, @wix/members, @wix/media) against the
 * loopback Wix of tests/fakes/wix.ts: the API key sealed in the row and never answered, 'Test
 * connection' explaining each known failure, and publishing (image upload, Ricos content, tags, SEO
 * data, author member; publishing again updates the same post; a 503 is retried by the queue).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'

import type { Integration, User } from '@/payload-types'
import { startWixFake, type WixFake } from '../fakes/wix'
import { makeHandlers, type Handlers } from './httpHarness'
import { accountOnPlan, articleWithImage as articleWithImagePrepared, bootPayload, runDueRetry, shutdown } from './support'

let payload: Payload
let api: Handlers
let wix: WixFake

const SITE = { siteId: 'a3c1f0de-0000-4000-8000-00000000aa01', apiKey: 'IST.int-wix-key', siteName: 'compost-corner' }
const NO_BLOG_PERMISSION = { siteId: 'a3c1f0de-0000-4000-8000-00000000aa02', apiKey: 'IST.int-wix-no-blog', blogPermission: false }
const NO_BLOG_APP = { siteId: 'a3c1f0de-0000-4000-8000-00000000aa03', apiKey: 'IST.int-wix-no-app', blogInstalled: false }

beforeAll(async () => {
  wix = await startWixFake({ postUrls: 'fake' })
  for (const site of [SITE, NO_BLOG_PERMISSION, NO_BLOG_APP]) wix.addSite(site)
  payload = await bootPayload({ FETCH_ALLOW_LOOPBACK: 'true', WIX_API_BASE: wix.url })
  api = await makeHandlers(payload.config)
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await wix?.stop()
})

const subscriber = (tag: string) => accountOnPlan(payload, tag, 'basic')

async function addWix(token: string, site: { siteId: string; apiKey: string }, name?: string): Promise<Integration> {
  const answer = await api.rest('POST', '/api/integrations', { token, body: JSON.stringify({ platform: 'wix', name, siteUrl: 'compost-corner.wixsite.com/blog', wixSiteId: site.siteId, wixApiKey: site.apiKey }) })
  expect(answer.status).toBe(201)
  return (answer.json as { doc: Integration }).doc
}

const test = (token: string, id: number) => api.rest('POST', `/api/integrations/${id}/test`, { token, body: '{}' })
const publish = (token: string, articleId: number, body: Record<string, unknown>) => api.rest('POST', `/api/articles/${articleId}/publish`, { token, body: JSON.stringify(body) })

const articleWithImage = (user: User, title: string) =>
  articleWithImagePrepared(payload, user, title, {
    focusKeyword: 'wix compost',
    body: '<p>Compost needs <strong>air</strong>, <em>water</em> and <a href="https://example.com/greens">greens</a>.</p><h2>What goes in</h2><ul><li>Peels</li><li>Leaves</li></ul><blockquote>Turn it weekly.</blockquote>',
  })

describe('Wix integrations', () => {
  it('keeps the API key sealed in the row and never answers it, over REST and GraphQL', async () => {
    const { token } = await subscriber('wix-secret')
    const doc = await addWix(token, SITE)
    expect(doc).toMatchObject({ platform: 'wix', name: 'Wix Site', siteUrl: 'https://compost-corner.wixsite.com/blog', wixSiteId: SITE.siteId })
    expect(doc).not.toHaveProperty('wixApiKey')
    const { rows } = await (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: Record<string, string>[] }> } }).drizzle.execute(sql`select wix_api_key from integrations where id = ${doc.id}`)
    expect(rows[0]!.wix_api_key).toMatch(/^enc:v1:/)
    expect(rows[0]!.wix_api_key).not.toContain(SITE.apiKey)
    const rest = await api.rest('GET', `/api/integrations/${doc.id}`, { token })
    const graphql = await api.rest('POST', '/api/graphql', { token, body: JSON.stringify({ query: `{ Integration(id: ${doc.id}) { id wixSiteId } }` }) })
    for (const answer of [rest, graphql, await test(token, doc.id)]) expect(answer.text).not.toContain(SITE.apiKey)
  })

  it("'Test connection': the member lookup and a blog query, through the official SDK", async () => {
    const { token } = await subscriber('wix-test-ok')
    const doc = await addWix(token, SITE)
    const answer = await test(token, doc.id)
    expect(answer.status).toBe(200)
    expect((answer.json as { result: unknown }).result).toMatchObject({ ok: true })
    const seen = wix.requests.filter((r) => r.siteId === SITE.siteId).map((r) => `${r.method} ${r.path}`)
    expect(seen).toEqual(expect.arrayContaining(['POST /members/v1/members/query', 'POST /v3/posts/query']))
  })

  const failures: [string, { siteId: string; apiKey: string }, string, RegExp][] = [
    ['a key Wix does not know', { siteId: SITE.siteId, apiKey: 'IST.revoked' }, 'WIX_KEY_INVALID', /did not accept the API key/],
    ['a site id the key has no access to', { siteId: 'a3c1f0de-0000-4000-8000-0000000000ff', apiKey: SITE.apiKey }, 'WIX_WRONG_SITE', /manage\.wix\.com\/dashboard/],
    ['a key without Manage Blog', NO_BLOG_PERMISSION, 'WIX_NO_BLOG_PERMISSION', /'Manage Blog'/],
    ['a site without the Blog app', NO_BLOG_APP, 'WIX_BLOG_MISSING', /Add Apps → Wix Blog/],
  ]
  it.each(failures)('%s: explained with its fix', async (_name, site, code, text) => {
    const { token } = await subscriber(`wix-fail-${code.toLowerCase()}`)
    const doc = await addWix(token, site)
    const { result, integration } = (await test(token, doc.id)).json as { result: { ok: false; code: string; message: string; fix: string }; integration: Integration }
    expect(result).toMatchObject({ ok: false, code })
    expect(`${result.message} ${result.fix}`).toMatch(text)
    expect(integration.lastCheck).toMatchObject({ ok: false, code })
  })
})

describe('publishing an article to Wix', () => {
  it('creates the post live with its image, Ricos content, tag, excerpt and SEO data; publishing again updates the same post', async () => {
    const { user, token } = await subscriber('wix-publisher')
    const site = await addWix(token, SITE, 'Compost Corner')
    const article = await articleWithImage(user, `Wix compost ${Date.now()}`)
    const started = performance.now()
    const first = await publish(token, article.id, { integration: site.id, status: 'publish' })
    console.log(`publish to the loopback Wix with an image: ${Math.round(performance.now() - started)} ms`)
    expect(first.status).toBe(200)
    const publication = (first.json as { publication: Record<string, any> }).publication
    expect(publication).toMatchObject({ state: 'published', remoteStatus: 'publish', platform: 'wix', seoMeta: 'kept', attempts: 1 })
    expect(publication.remoteUrl).toBe(`${wix.url}/__fake/post/${publication.remoteId}`)
    expect(publication.remoteMediaId).toMatch(/^wix:image:\/\/v1\/[^/]+\/cover(-\d+)?\.webp#originWidth=120&originHeight=80$/)

    const state = wix.state(SITE.siteId)
    const post = state.posts.get(publication.remoteId)
    expect(post).toMatchObject({ title: article.title, excerpt: article.seo!.metaDescription, memberId: wix.defaultMemberId(SITE.siteId) })
    const types = (post.richContent.nodes as { type: string }[]).map((n) => n.type)
    expect(types).toEqual(['PARAGRAPH', 'HEADING', 'BULLETED_LIST', 'BLOCKQUOTE'])
    const decorations = (post.richContent.nodes[0].nodes as { textData: { decorations: { type: string }[] } }[]).flatMap((n) => n.textData.decorations.map((d) => d.type))
    expect(decorations).toEqual(expect.arrayContaining(['BOLD', 'ITALIC', 'LINK']))
    expect([...state.tags.values()].map((t) => t.label)).toEqual(['wix compost'])
    expect(post.tagIds).toEqual([...state.tags.keys()])
    expect(state.files.size).toBe(1)
    expect(JSON.stringify(post.seoData)).toContain(article.seo!.metaDescription!)
    expect(JSON.stringify(post.seoData)).toContain('"term":"wix compost"')
    // The live page shows it.
    const page = await (await fetch(publication.remoteUrl)).text()
    expect(page).toContain('What goes in')

    // Edited and published again: the same post, changed; one tag, one image, one post.
    await payload.update({ collection: 'articles', id: article.id, data: { content: `<h1>${article.title}</h1><p>Updated compost text.</p><h2>Second step</h2>` }, overrideAccess: true })
    const second = (await publish(token, article.id, { integration: site.id, status: 'publish' })).json as { publication: Record<string, any> }
    expect(second.publication).toMatchObject({ remoteId: publication.remoteId, attempts: 1, state: 'published', remoteUrl: publication.remoteUrl })
    expect(JSON.stringify(state.posts.get(publication.remoteId).richContent)).toContain('Second step')
    expect([...state.posts.values()].filter((p) => p.title === article.title)).toHaveLength(1)
    expect(state.tags.size).toBe(1)
    expect(state.files.size).toBe(1)

    // Asked as a draft, the live post goes back to draft (as on WordPress).
    const third = (await publish(token, article.id, { integration: site.id, status: 'draft' })).json as { publication: Record<string, any> }
    expect(third.publication).toMatchObject({ remoteId: publication.remoteId, remoteStatus: 'draft' })
    expect(state.drafts.get(publication.remoteId).status).toBe('UNPUBLISHED')
  })

  it('a 503 from Wix is kept, explained and retried by the jobs queue; a revoked key is not retried', async () => {
    const { user, token } = await subscriber('wix-503')
    const site = await addWix(token, SITE)
    const article = await articleWithImage(user, `Wix stormy compost ${Date.now()}`)
    wix.failNext(/draft-posts/, 503)
    const failed = await publish(token, article.id, { integration: site.id, status: 'publish' })
    expect(failed.status).toBe(502)
    const body = failed.json as { error: Record<string, any>; publication: Record<string, any> }
    expect(body.error).toMatchObject({ code: 'PUBLISH_FAILED', details: { reason: 'SITE_ERROR', transient: true } })
    expect(body.publication.nextRetryAt).toBeTruthy()
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'retryPublication' } }, limit: 100, overrideAccess: true })
    const job = jobs.docs.find((j) => (j.input as { publication?: number }).publication === body.publication.id)!
    await runDueRetry(payload, body.publication.id, job.id)
    const done = await payload.findByID({ collection: 'publications', id: body.publication.id, overrideAccess: true, depth: 0 })
    expect(done).toMatchObject({ state: 'published', attempts: 2, remoteStatus: 'publish' })
    expect(wix.state(SITE.siteId).files.size).toBeGreaterThanOrEqual(1)

    const revoked = await addWix(token, { siteId: SITE.siteId, apiKey: 'IST.revoked-later' })
    const refused = await publish(token, article.id, { integration: revoked.id, status: 'publish' })
    expect(refused.json).toMatchObject({ error: { code: 'PUBLISH_FAILED', details: { reason: 'WIX_KEY_INVALID', transient: false, nextRetryAt: null } } })
  })
})
