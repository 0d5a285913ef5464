import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { apiToken } from './support/accounts'
import { longArticleHtml } from '../support/longArticle.mjs'
import { E2E } from './support/ports'
import { publishPost as publish } from './support/posts'

/** The sum of layout shifts (without recent input) while the page loads and settles, as CLS counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 1500)
      }),
  )
}

test('a post with a long article is sent complete: no layout shift on a phone or a desktop, first visit or cached', async ({ browser, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const post = await publish(request, token, `Garden planning guide ${Date.now()}`, longArticleHtml('garden planning'))
  for (const viewport of [{ width: 360, height: 780 }, { width: 1366, height: 900 }]) {
    for (const visit of ['first', 'cached']) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      await page.goto(`/blog/${post.slug}`)
      await expect(page.getByRole('heading', { level: 2, name: 'garden planning: step 10' })).toBeAttached()
      const shift = await layoutShift(page)
      expect({ viewport: viewport.width, visit, shift }).toEqual({ viewport: viewport.width, visit, shift: expect.any(Number) })
      expect(shift, `${viewport.width}px, ${visit} visit`).toBeLessThanOrEqual(0.02)
      await context.close()
    }
  }
})

test('/blog pages by 12: page links are real addresses with canonical and prev/next, and a search keeps its filter across pages', async ({ page, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const run = `Pagerun${Date.now()}`
  for (let i = 1; i <= 30; i++) await publish(request, token, `${run} post ${String(i).padStart(2, '0')}`, `<p>Short body ${i}.</p>`)

  await page.goto('/blog')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(12)
  // The list stays small whatever the number of posts (bench/README.md measures it with long posts).
  expect((await (await request.get('/blog', { headers: { 'Accept-Encoding': 'identity' } })).body()).length).toBeLessThan(40_000)
  const pager = page.getByTestId('pager')
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog/page/2')
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blog/page/2')

  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL('/blog/page/2')
  await expect(cards).toHaveCount(12)
  await expect(page.getByTestId('featured-post')).toHaveCount(0)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/page\/2$/)
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/blog')
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/blog/page/3')
  expect((await request.get('/blog/page/1', { maxRedirects: 0 })).headers().location).toBe('/blog')
  expect((await request.get('/blog/page/999')).status()).toBe(404)
  expect((await request.get('/blog/page/two')).status()).toBe(404)

  // A search for this run's 30 posts: 12, 12 and 6, the query kept in every page link.
  await page.goto(`/blog?q=${run}`)
  await expect(cards).toHaveCount(12)
  await page.getByTestId('pager').getByRole('link', { name: 'Page 3' }).click()
  await expect(page).toHaveURL(`/blog?q=${run}&page=3`)
  await expect(cards).toHaveCount(6)
  await expect(page.getByLabel('Search articles')).toHaveValue(run)
  await expect(cards.first()).toContainText(`${run} post 06`)
  expect(new URL((await request.get('/blog?page=2', { maxRedirects: 0 })).headers().location ?? '', E2E.baseUrl).pathname).toBe('/blog/page/2')
})

test("a post's cover: srcset entries of one shape and one address form, loaded at once; a blog list's first picture is never lazy", async ({ page, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const headers = { Authorization: `JWT ${token}` }
  const png = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#3f8f5a' } }).png().toBuffer()
  const upload = await request.post('/api/media', { headers, multipart: { file: { name: 'green-cover.png', mimeType: 'image/png', buffer: png }, _payload: JSON.stringify({ alt: 'A green cover' }) } })
  expect(upload.status()).toBe(201)
  const post = await publish(request, token, `Covered garden post ${Date.now()}`, '<p>A short post with a cover.</p>')
  expect((await request.patch(`/api/posts/${post.id}`, { headers, data: { image: ((await upload.json()) as { doc: { id: number } }).doc.id } })).ok()).toBe(true)

  await page.goto(`/blog/${post.slug}`)
  const cover = page.getByRole('img', { name: 'A green cover' })
  await expect(cover).toBeVisible()
  const entries = ((await cover.getAttribute('srcset')) ?? '').split(',').map((entry) => entry.trim().split(/\s+/))
  expect(entries.map(([, width]) => width)).toEqual(['768w', '1440w'])
  for (const [url] of entries) {
    expect(url).toMatch(/^\/api\/media\/file\//)
    const { width, height } = await sharp(await (await request.get(url!)).body()).metadata()
    expect(width! / height!).toBeCloseTo(16 / 9, 2)
  }
  expect(await cover.getAttribute('loading')).toBeNull()
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

  await page.goto('/blog')
  expect(await page.locator('main article img').first().getAttribute('loading')).toBeNull()
})
