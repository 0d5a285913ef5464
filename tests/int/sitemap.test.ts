import { AsyncLocalStorage } from 'node:async_hooks'

import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import type { Post } from '@/payload-types'
import { bootPayload, createVerifiedUser, ownDatabase, shutdown } from './support'

/**
 * /sitemap.xml is what src/app/sitemap.ts's default export returns (Next renders that list as XML):
 * called here against a real database, on a SERVER_URL that is not the default one.
 */
const SERVER_URL = 'https://writer.example.org'

/** SPEC 2 priorities of the static pages. */
const SPEC_PRIORITIES: Record<string, number> = {
  '/': 1.0,
  '/pricing': 0.9,
  '/blog': 0.9,
  '/ai-tools': 0.8,
  '/blog-writer': 0.8,
  '/blog-writer-sliding': 0.8,
  '/contact': 0.7,
  '/privacy-policy': 0.3,
  '/terms-of-service': 0.3,
  '/cookie-policy': 0.3,
  '/en/privacy-policy': 0.3,
  '/en/terms-of-service': 0.3,
  '/en/cookie-policy': 0.3,
}
/** The SPEC tool pages beyond the writers: each ranks 0.8. */
const PLANNED_TOOL_PAGES = ['/prompt-to-post', '/product-promo', '/text-to-speech', '/article-writer-chat-pro']

let payload: Payload
let sitemap: () => Promise<MetadataRoute.Sitemap>
let htmlToLexical: typeof import('@/server/blog/publish').htmlToLexical

beforeAll(async () => {
  // What the Next.js server sets up before it runs a route (node-environment-baseline.js), which
  // next/cache needs: AsyncLocalStorage on globalThis, and a data cache for unstable_cache
  // (src/server/blog/queries.ts). This cache never has an entry: every call reads the database,
  // as a cache miss does.
  ;(globalThis as Record<string, unknown>).AsyncLocalStorage ??= AsyncLocalStorage
  ;(globalThis as Record<string, unknown>).__incrementalCache = {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => key,
    get: async () => null,
    set: async () => {},
  }
  // An own database: the test asserts on every post there is.
  payload = await bootPayload({ ...(await ownDatabase('sitemap')), SERVER_URL })
  sitemap = (await import('@/app/sitemap')).default
  htmlToLexical = (await import('@/server/blog/publish')).htmlToLexical
})
afterAll(() => shutdown(payload))

async function createPost(title: string, status: 'published' | 'draft'): Promise<Post> {
  const author = await createVerifiedUser(payload, 'sitemap-editor', ['admin', 'user'])
  return payload.create({
    collection: 'posts',
    data: { title, status, author: author.id, content: (await htmlToLexical(payload, `<h2>${title}</h2><p>Body of ${title}.</p>`)) as never },
    overrideAccess: true,
  })
}

const pathOf = (entry: MetadataRoute.Sitemap[number]) => new URL(entry.url).pathname
const isPost = (path: string) => /^\/blog\/[^/]+$/.test(path)
const postUrl = (slug: string) => new URL(`/blog/${slug}`, SERVER_URL).toString()

describe('/sitemap.xml (the app/sitemap.ts route)', () => {
  let entries: MetadataRoute.Sitemap
  let published: Post
  let draft: Post
  let unpublished: Post

  beforeAll(async () => {
    published = await createPost('Sitemap published post', 'published')
    draft = await createPost('Sitemap draft post', 'draft')
    unpublished = await createPost('Sitemap unpublished post', 'published')
    unpublished = await payload.update({ collection: 'posts', id: unpublished.id, data: { status: 'draft' }, overrideAccess: true })
    entries = await sitemap()
  })

  it('lists every address once, absolute on SERVER_URL', () => {
    expect(entries.length).toBeGreaterThan(0)
    const urls = entries.map((e) => e.url)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect({ url, origin: new URL(url).origin }).toEqual({ url, origin: SERVER_URL })
  })

  it('ranks the static pages as SPEC says: home 1.0, pricing and /blog 0.9, tools 0.8, contact 0.7, legal 0.3', () => {
    const statics = entries.filter((e) => !isPost(pathOf(e)))
    const listed = Object.fromEntries(statics.map((e) => [pathOf(e), e.priority]))
    for (const [path, priority] of Object.entries(SPEC_PRIORITIES)) expect({ path, priority: listed[path] }).toEqual({ path, priority })
    // Anything else static is a SPEC tool page, at the tools' priority.
    for (const [path, priority] of Object.entries(listed).filter(([path]) => !(path in SPEC_PRIORITIES))) {
      expect({ path, planned: PLANNED_TOOL_PAGES.includes(path), priority }).toEqual({ path, planned: true, priority: 0.8 })
    }
  })

  it('lists published posts at /blog/<slug> with their last change, and no draft', async () => {
    expect(published.slug).toBeTruthy()
    const entry = entries.find((e) => e.url === postUrl(published.slug!))
    expect(entry).toBeDefined()
    expect(new Date(entry!.lastModified!).toISOString()).toBe(new Date(published.updatedAt).toISOString())
    for (const post of [draft, unpublished]) {
      expect(post.slug).toBeTruthy()
      expect(entries.map((e) => e.url)).not.toContain(postUrl(post.slug!))
    }

    // The whole database: the posts listed are exactly the published ones.
    const all = await payload.find({ collection: 'posts', pagination: false, depth: 0, overrideAccess: true })
    const slugsWith = (status: string) => all.docs.filter((p) => p.status === status).map((p) => p.slug ?? String(p.id)).sort()
    const listedSlugs = entries.map(pathOf).filter(isPost).map((path) => decodeURIComponent(path.slice('/blog/'.length))).sort()
    expect(slugsWith('draft')).toEqual(expect.arrayContaining([draft.slug, unpublished.slug]))
    expect(listedSlugs).toEqual(slugsWith('published'))
  })
})
