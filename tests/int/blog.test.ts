import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let blog: typeof import('@/server/blog/publish')
let admin: User
let user: User

const article = '<h2>Why it matters</h2><p>Composting turns kitchen scraps into soil. <a href="https://example.com">Read more</a></p><ul><li>Greens</li><li>Browns</li></ul><script>alert(1)</script>'

beforeAll(async () => {
  payload = await bootPayload()
  blog = await import('@/server/blog/publish')
  admin = await createVerifiedUser(payload, 'editor', ['admin', 'user'])
  user = await createVerifiedUser(payload, 'reader')
})
afterAll(() => shutdown(payload))

const valid = { title: 'Composting at home', focusKeyword: 'composting', metaDescription: 'How to compost at home.', content: article, featured: false, tags: ['garden'] }

describe('sample content', () => {
  it('is written once at first start and never again', async () => {
    const samples = await payload.count({ collection: 'posts', where: { authorName: { equals: 'SEO Writer' } }, overrideAccess: true })
    expect(samples.totalDocs).toBe(3)
    const { bootstrap } = await import('@/server/bootstrap')
    await payload.delete({ collection: 'posts', where: { authorName: { equals: 'SEO Writer' } }, overrideAccess: true })
    await bootstrap(payload)
    const after = await payload.count({ collection: 'posts', where: { authorName: { equals: 'SEO Writer' } }, overrideAccess: true })
    expect(after.totalDocs).toBe(0)
  })
})

describe('publishing', () => {
  it('converts the HTML to Lexical and derives slug, excerpt, author name and date', async () => {
    const post = await blog.publishPost(payload, admin, valid)
    // The title alone while no other post has it (issue 40); this test runs first in its file.
    expect(post.slug).toBe('composting-at-home')
    // Body text block by block: the heading is left out, list items do not run together.
    expect(post.excerpt).toBe('Composting turns kitchen scraps into soil. Read more. Greens. Browns.')

    // A post stored before this rule gets its excerpt written again by the migration.
    const { sql } = await import('@payloadcms/db-postgres')
    // Migrations get the Drizzle connection, as here.
    const db = (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<{ rows: { excerpt: string }[] }> } }).drizzle
    await db.execute(sql`UPDATE posts SET excerpt = 'Why it matters Composting turns kitchen scraps into soil. Read more Greens Browns' WHERE id = ${post.id}`)
    const { up } = await import('../../migrations/20261123_170000_block_aware_excerpts')
    await up({ db, payload, req: {} } as never)
    const { rows } = await db.execute(sql`SELECT excerpt FROM posts WHERE id = ${post.id}`)
    expect(rows[0]?.excerpt).toBe('Composting turns kitchen scraps into soil. Read more. Greens. Browns.')
    expect(post.authorName).toBe(admin.email.split('@')[0])
    expect(post.publishedAt).toBeTruthy()
    const json = JSON.stringify(post.content)
    expect(json).toContain('"type":"heading"')
    expect(json).toContain('"type":"list"')
    expect(json).toContain('https://example.com')
    expect(json).not.toContain('alert(1)')
  })

  it('publishes HTML with an image from elsewhere (no upload to point to), a javascript: link (its text kept) and scripts removed', async () => {
    const post = await blog.publishPost(payload, admin, { ...valid, content: '<h2>Pictures</h2><p>Before</p><img src="https://elsewhere.example/x.png" onerror="alert(1)"><p>After <a href="javascript:alert(1)">a link</a></p><script>alert(1)</script>' })
    const html = JSON.stringify(post.content)
    expect(html).toContain('Before')
    expect(html).toContain('After')
    expect(html).toContain('a link')
    expect(html).not.toMatch(/onerror|script|elsewhere/)
  })

  it('answers the SPEC messages for missing content, missing data and a long meta description', async () => {
    await expect(blog.publishPost(payload, admin, { ...valid, content: ' ' })).rejects.toThrow('Missing content: Please upload HTML content!')
    await expect(blog.publishPost(payload, admin, { ...valid, focusKeyword: '' })).rejects.toThrow('Missing data: Please fill in all fields!')
    await expect(blog.publishPost(payload, admin, { ...valid, metaDescription: 'x'.repeat(161) })).rejects.toThrow(/160/)
  })

  it("'Publish to Blog' of a demo article leaves its notice to the writer out of the public post (issue 39)", async () => {
    const { demoArticle } = await import('@/server/ai/demo')
    const { finishArticle } = await import('@/server/articles/finish')
    const raw = demoArticle({ title: 'Composting on a balcony', keyword: 'balcony composting', language: 'en' })
    const written = finishArticle(raw, { topic: 'Composting on a balcony', focusKeyword: 'balcony composting', language: 'en' })
    const created = await payload.create({
      collection: 'articles',
      data: { title: written.title, status: 'ready', user: admin.id, content: written.content, seo: written.seo } as never,
      overrideAccess: true,
    })
    expect(created.content).toContain('Demo article: written offline')
    const post = await blog.publishArticle(payload, admin, created.id)
    const json = JSON.stringify(post.content)
    expect(json).toContain('balcony composting')
    expect(json).not.toContain('Demo article')
    expect(post.excerpt).not.toContain('Demo article')
  })

  it('refuses a non-admin', async () => {
    await expect(blog.publishPost(payload, user, valid)).rejects.toThrow()
  })

  it('two posts with one title get two slugs: the second keeps the timestamp digits (SPEC 5)', async () => {
    const title = { ...valid, title: 'Worm bins on a balcony' }
    const a = await blog.publishPost(payload, admin, title)
    await new Promise((r) => setTimeout(r, 5))
    const b = await blog.publishPost(payload, admin, title)
    expect(a.slug).toBe('worm-bins-on-a-balcony')
    expect(b.slug).toMatch(/^worm-bins-on-a-balcony-\d{8}$/)
  })
})

describe('post access', () => {
  it('visitors and users read published posts only; drafts never leak', async () => {
    const draft = await payload.create({
      collection: 'posts',
      data: { title: 'Secret draft', status: 'draft', content: (await blog.htmlToLexical(payload, '<p>hidden</p>')) as never },
      user: admin,
      overrideAccess: false,
    })
    for (const who of [undefined, user]) {
      const seen = await payload.find({ collection: 'posts', user: who, overrideAccess: false, where: { id: { equals: draft.id } } })
      expect(seen.totalDocs).toBe(0)
    }
    const adminSees = await payload.find({ collection: 'posts', user: admin, overrideAccess: false, where: { id: { equals: draft.id } } })
    expect(adminSees.totalDocs).toBe(1)
  })

  it('users cannot create, update or delete posts', async () => {
    const post = await blog.publishPost(payload, admin, valid)
    await expect(payload.update({ collection: 'posts', id: post.id, data: { title: 'Hacked' }, user, overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'posts', id: post.id, user, overrideAccess: false })).rejects.toThrow()
  })
})

describe('SEO group (admin panel, @payloadcms/plugin-seo)', () => {
  it('the publish form fills the meta description; an edit keeps the search title set in the panel', async () => {
    const post = await blog.publishPost(payload, admin, valid)
    expect(post.meta?.description).toBe(valid.metaDescription)
    await payload.update({ collection: 'posts', id: post.id, data: { meta: { title: 'Compost like a pro' } }, user: admin, overrideAccess: false })
    const edited = await blog.updatePost(payload, admin, post.id, { title: 'Composting, revised', content: '<p>New body</p>', metaDescription: 'Revised.', tags: [], featured: false })
    expect(edited.meta).toMatchObject({ title: 'Compost like a pro', description: 'Revised.' })
  })

  it('holds the meta description to 160 characters in the panel too', async () => {
    const post = await blog.publishPost(payload, admin, valid)
    await expect(
      payload.update({ collection: 'posts', id: post.id, data: { meta: { description: 'x'.repeat(161) } }, user: admin, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
