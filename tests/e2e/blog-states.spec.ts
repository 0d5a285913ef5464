/**
 * Blog states that belong to the whole site: nothing published, the posts table gone. They run
 * alone (the whole-app lane), because a lane beside them publishes posts and reads the same table:
 * a renamed table once broke the admin overview another spec was opening.
 */
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { apiToken } from './support/accounts'
import { E2E } from './support/ports'

test('while nothing is published, /blog shows the built-in sample articles, each with its own page', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await apiToken(request, E2E.adminEmail, E2E.adminPassword)}` }
  const live = await (await request.get('/api/posts?where[status][equals]=published&limit=500&depth=0', { headers })).json()
  const ids = (live.docs as { id: number }[]).map((post) => post.id)
  const setStatus = async (status: 'draft' | 'published') => {
    for (const id of ids) expect((await request.patch(`/api/posts/${id}`, { headers, data: { status } })).ok()).toBe(true)
  }
  let sampleUrl = ''
  await setStatus('draft')
  try {
    await page.goto('/blog')
    await expect(page.getByTestId('featured-post')).toContainText('How AI writing tools help you publish more')
    await page.getByRole('link', { name: 'Read: Five SEO tips for small business blogs' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five SEO tips for small business blogs')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    sampleUrl = new URL(page.url()).pathname
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(sampleUrl)
  } finally {
    await setStatus('published')
  }
  // Once something is published again, the samples step aside.
  expect((await request.get(sampleUrl)).status()).toBe(404)
})

test('when the database fails, the blog shows its error screen, and Try Again loads it once it is back', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await apiToken(request, E2E.adminEmail, E2E.adminPassword)}` }
  const post = (await (await request.get('/api/posts?limit=1&depth=0', { headers })).json()).docs[0] as { id: number; featured: boolean }
  // Any change to a post empties the blog's cache, so the next visit asks the database.
  expect((await request.patch(`/api/posts/${post.id}`, { headers, data: { featured: post.featured } })).ok()).toBe(true)
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E.pgPort}/app` })
  await db.connect()
  try {
    await db.query('ALTER TABLE posts RENAME TO posts_unavailable')
    await page.goto('/blog?q=compost')
    const alert = page.getByRole('alert').filter({ hasText: 'An Error Occurred' })
    await expect(alert.getByRole('heading', { name: 'An Error Occurred' })).toBeVisible()
    await expect(alert).toContainText('Database error: the articles could not be loaded.')
  } finally {
    await db.query('ALTER TABLE posts_unavailable RENAME TO posts')
    await db.end()
  }
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible()
})
