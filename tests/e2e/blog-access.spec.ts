import { expect, test, type APIRequestContext } from '@playwright/test'

import { TINY_PNG } from '../fixtures/images'
import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'

type Who = 'visitor' | 'user' | 'admin'
const auth = (token?: string): Record<string, string> => (token ? { Authorization: `JWT ${token}` } : {})
const tokens: Partial<Record<Who, string>> = {}

async function graphql(request: APIRequestContext, who: Who, query: string) {
  const response = await request.post('/api/graphql', { data: { query }, headers: auth(tokens[who]) })
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
}

async function upload(request: APIRequestContext, who: Who, alt: string) {
  return request.post('/api/media', {
    headers: auth(tokens[who]),
    multipart: { file: { name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG }, _payload: JSON.stringify({ alt }) },
  })
}

let published: number
let draft: number

test.beforeAll(async ({ request }) => {
  tokens.admin = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const reader = await confirmedAccount(request, 'reader')
  tokens.user = await apiToken(request, reader.email, reader.password)
  const publish = (title: string) =>
    request.post('/api/posts/publish', {
      headers: auth(tokens.admin),
      data: { title, focusKeyword: 'access', metaDescription: 'Access rules.', content: '<p>Who may see this?</p>' },
    })
  published = (await (await publish(`Public post ${Date.now()}`)).json()).post.id
  draft = (await (await publish(`Draft post ${Date.now()}`)).json()).post.id
  expect((await request.patch(`/api/posts/${draft}`, { headers: auth(tokens.admin), data: { status: 'draft' } })).ok()).toBe(true)
})

test('REST: everyone reads published posts; drafts only admins; only admins write', async ({ request }) => {
  for (const who of ['visitor', 'user'] as const) {
    const headers = auth(tokens[who])
    expect((await request.get(`/api/posts/${published}`, { headers })).status(), who).toBe(200)
    expect([403, 404], who).toContain((await request.get(`/api/posts/${draft}`, { headers })).status())
    const list = await (await request.get('/api/posts?limit=100&where[status][equals]=draft', { headers })).json()
    expect(list.totalDocs, who).toBe(0)
    expect((await request.post('/api/posts', { headers, data: { title: 'Sneaky', content: null } })).status(), who).toBe(403)
    expect((await request.patch(`/api/posts/${published}`, { headers, data: { title: 'Hacked' } })).status(), who).toBe(403)
    expect((await request.delete(`/api/posts/${published}`, { headers })).status(), who).toBe(403)
    expect((await request.post('/api/posts/publish', { headers, data: { title: 'x', focusKeyword: 'x', metaDescription: 'x', content: '<p>x</p>' } })).status(), who).toBe(who === 'visitor' ? 401 : 403)
  }
  const admin = auth(tokens.admin)
  expect((await request.get(`/api/posts/${draft}`, { headers: admin })).status()).toBe(200)
  expect((await request.patch(`/api/posts/${draft}`, { headers: admin, data: { title: 'Draft, renamed' } })).status()).toBe(200)
  expect((await request.get(`/api/posts/${published}`)).ok()).toBe(true)
})

test('GraphQL: the same rules for posts', async ({ request }) => {
  for (const who of ['visitor', 'user'] as const) {
    const list = await graphql(request, who, '{ Posts(limit: 200) { docs { id status } } }')
    const docs = (list.data?.Posts as { docs: { id: number; status: string }[] }).docs
    expect(docs.some((d) => d.id === published), who).toBe(true)
    expect(docs.some((d) => d.id === draft || d.status === 'draft'), who).toBe(false)
    const one = await graphql(request, who, `{ Post(id: ${draft}) { title } }`)
    expect(one.data?.Post ?? null, who).toBeNull()
    for (const mutation of [
      `mutation { createPost(data: { title: "Sneaky", content: null }) { id } }`,
      `mutation { updatePost(id: ${published}, data: { title: "Hacked" }) { id } }`,
      `mutation { deletePost(id: ${published}) { id } }`,
    ]) {
      const result = await graphql(request, who, mutation)
      expect(result.errors?.length, `${who}: ${mutation}`).toBeGreaterThan(0)
    }
  }
  const adminSees = await graphql(request, 'admin', `{ Post(id: ${draft}) { title status } }`)
  expect(adminSees.data?.Post).toMatchObject({ status: 'draft' })
  expect((await request.get(`/api/posts/${published}`)).ok()).toBe(true)
})

test('media: anyone reads; only admins upload, change or delete, in REST and GraphQL', async ({ request }) => {
  for (const who of ['visitor', 'user'] as const) {
    expect((await upload(request, who, 'not allowed')).status(), who).toBe(403)
  }
  const created = await upload(request, 'admin', 'A tiny picture')
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number
  expect((await request.get(`/api/media/${id}`)).ok()).toBe(true)
  for (const who of ['visitor', 'user'] as const) {
    const headers = auth(tokens[who])
    expect((await request.patch(`/api/media/${id}`, { headers, data: { alt: 'changed' } })).status(), who).toBe(403)
    expect((await request.delete(`/api/media/${id}`, { headers })).status(), who).toBe(403)
    const gql = await graphql(request, who, `mutation { deleteMedia(id: ${id}) { id } }`)
    expect(gql.errors?.length, who).toBeGreaterThan(0)
  }
  const read = await graphql(request, 'visitor', `{ Media(id: ${id}) { alt } }`)
  expect(read.data?.Media).toEqual({ alt: 'A tiny picture' })
  expect((await request.delete(`/api/media/${id}`, { headers: auth(tokens.admin) })).status()).toBe(200)
})

test('the SEO plugin’s generate buttons answer admins only', async ({ request }) => {
  const body = { collectionSlug: 'posts', id: published, doc: { id: published, title: 'Generated title', excerpt: 'An excerpt', slug: 'generated-title-12345678' } }
  for (const who of ['visitor', 'user'] as const) {
    const response = await request.post('/api/plugin-seo/generate-title', { headers: auth(tokens[who]), data: body })
    expect([401, 403], who).toContain(response.status())
  }
  const title = await request.post('/api/plugin-seo/generate-title', { headers: auth(tokens.admin), data: body })
  expect(await title.json()).toEqual({ result: 'Generated title' })
  const url = await request.post('/api/plugin-seo/generate-url', { headers: auth(tokens.admin), data: body })
  expect(await url.json()).toEqual({ result: `${E2E.baseUrl}/blog/generated-title-12345678` })
})
