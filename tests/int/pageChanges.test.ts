/**
 * Cached public pages across instances (issue 14): a change to a post, whoever makes it (Payload,
 * plain SQL from another connection), reaches every instance's cache through PostgreSQL: the
 * trigger NOTIFYs at commit, and the instance expires the blog's tags, then once more a second later
 * (a render that read the old row just before the commit would otherwise outlive the change).
 * Here the page cache's expiry function (src/server/http/isrCacheHandler.mjs, loaded by Next) is
 * stood in for by a recorder: the whole path through Next is tested in tests/e2e/instances.spec.ts.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { Client } from 'pg'

import { htmlToLexical } from '@/server/blog/publish'
import { EXPIRE_PAGE_TAGS, followPageChanges, tagsOfMessage } from '@/server/blog/pageChanges'
import { drizzle } from '@/server/db/sql'
import { bootPayload, shutdown } from './support'

let payload: Payload
const expired: { tags: string[]; at: number }[] = []

beforeAll(async () => {
  payload = await bootPayload()
  ;(globalThis as Record<symbol, unknown>)[EXPIRE_PAGE_TAGS] = (tags: string[]) => expired.push({ tags, at: Date.now() })
  await followPageChanges(payload)
}, 120_000)
afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[EXPIRE_PAGE_TAGS]
  await shutdown(payload)
})

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  return check()
}

it('a post changed through Payload expires the blog and the post’s page on this instance, at commit and again a second later', async () => {
  expired.length = 0
  const post = await payload.create({
    collection: 'posts',
    data: { title: 'Notified post', slug: `notified-${Date.now().toString(36)}`, status: 'published', content: (await htmlToLexical(payload, '<p>Text</p>')) as never, authorName: 'Tester' },
    overrideAccess: true,
    depth: 0,
  })
  const changed = Date.now()
  expect(await until(() => expired.some((e) => e.tags.includes(`post:${post.slug}`)))).toBe(true)
  const first = expired.find((e) => e.tags.includes(`post:${post.slug}`))!
  expect(first.tags).toContain('blog')
  expect(first.at - changed).toBeLessThan(1000)
  expect(await until(() => expired.filter((e) => e.tags.includes(`post:${post.slug}`)).length >= 2, 3000)).toBe(true)
  const second = expired.filter((e) => e.tags.includes(`post:${post.slug}`))[1]!
  expect(second.at - first.at).toBeGreaterThanOrEqual(900)
  await payload.delete({ collection: 'posts', id: post.id, overrideAccess: true })
})

it('a change another process commits is heard (a renamed slug expires both addresses); one that rolls back is not', async () => {
  const slug = `elsewhere-${Date.now().toString(36)}`
  const post = await payload.create({
    collection: 'posts',
    data: { title: 'Changed elsewhere', slug, status: 'published', content: (await htmlToLexical(payload, '<p>Text</p>')) as never, authorName: 'Tester' },
    overrideAccess: true,
    depth: 0,
  })
  await new Promise((r) => setTimeout(r, 1500))
  expired.length = 0
  const other = new Client({ connectionString: process.env.DATABASE_URL })
  await other.connect()
  try {
    await other.query('BEGIN')
    await other.query(`UPDATE "posts" SET "title" = 'Rolled back' WHERE "id" = $1`, [post.id])
    await other.query('ROLLBACK')
    await other.query(`UPDATE "posts" SET "slug" = $1 WHERE "id" = $2`, [`${slug}-renamed`, post.id])
  } finally {
    await other.end()
  }
  expect(await until(() => expired.length > 0)).toBe(true)
  expect(expired[0]!.tags).toEqual(['blog', `post:${slug}`, `post:${slug}-renamed`])
  await new Promise((r) => setTimeout(r, 1200))
  // The update's two expiries, nothing from the rolled-back one.
  expect(expired).toHaveLength(2)
  await drizzle(payload).execute(sql`DELETE FROM "posts" WHERE "id" = ${post.id}`)
})

it('reads the tags of a message; after a lost connection every page expires', () => {
  expect(tagsOfMessage('["blog","post:a"]')).toEqual(['blog', 'post:a'])
  expect(tagsOfMessage('reconnected')).toEqual(['_N_T_/layout', 'blog'])
  expect(tagsOfMessage('not json')).toEqual(['blog'])
  expect(tagsOfMessage('[1]')).toEqual(['blog'])
})
