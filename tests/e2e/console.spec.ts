/**
 * Every signed-in and admin page of the route registry, opened in Chromium at desktop and phone
 * width as its user: no console error, no uncaught exception, no React hydration warning (#418).
 * A new page joins this test through its registry entry.
 */
import { expect, test, type Page } from '@playwright/test'

import { href } from '@/shared/paths'
import { allRoutes, type RouteName } from '@/shared/routes'
import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { fakeOpenAI } from './support/ai'

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 360, height: 780 },
]
// The Payload admin is checked by headers.spec.ts; the 404 page below (its 404 is the point).
const SKIP: RouteName[] = ['adminPanel', 'dashboardNotFound']

type Fixtures = { userToken: string; adminToken: string; articleId: string; postId: number }

async function fixtures(request: import('@playwright/test').APIRequestContext): Promise<Fixtures> {
  const adminToken = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const published = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { title: `Console post ${Date.now()}`, focusKeyword: 'console', metaDescription: 'A post for the console test.', content: '<h2>Heading</h2><p>Body text.</p>' },
  })
  expect(published.status()).toBe(201)
  const { post } = (await published.json()) as { post: { id: number } }
  // A draft too: the management list must not link it to a public page that does not exist yet.
  const second = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { title: `Console draft ${Date.now()}`, focusKeyword: 'draft', metaDescription: 'A draft.', content: '<p>Draft.</p>' },
  })
  const draftId = ((await second.json()) as { post: { id: number } }).post.id
  const drafted = await request.patch(`/api/posts/${draftId}`, { headers: { Authorization: `JWT ${adminToken}` }, data: { status: 'draft' } })
  expect(drafted.status()).toBe(200)
  const account = await confirmedAccount(request, 'console')
  const userToken = await apiToken(request, account.email, account.password)
  await fakeOpenAI.isolate('console checks')
  const stream = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${userToken}` }, data: { topic: 'Console checks', focusKeyword: 'console checks' } })
  const articleId = /"articleId":(\d+)/.exec(await stream.text())?.[1]
  expect(articleId).toBeTruthy()
  return { userToken, adminToken, articleId: articleId!, postId: post.id }
}

/** Collects what the browser reports as wrong while a page loads and settles. */
function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    // A failed request is reported below with its address; the console line has none.
    if (/^Failed to load resource/.test(text)) return
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/** How many pixels the document is wider than the window (0 when nothing pans sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth))
}

test('every signed-in and admin page loads without a console error or hydration warning, desktop and phone', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const f = await fixtures(request)
  const pages = allRoutes().filter((entry) => entry.area !== 'public' && entry.page && !SKIP.includes(entry.name))
  expect(pages.length).toBeGreaterThan(8)
  for (const size of SIZES) {
    for (const entry of pages) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
      await context.addCookies([{ name: 'payload-token', value: entry.area === 'admin' ? f.adminToken : f.userToken, url: E2E.baseUrl }])
      const page = await context.newPage()
      const problems = watch(page)
      const url = href(entry.name, { id: entry.name === 'blogEdit' ? f.postId : f.articleId })
      const response = await page.goto(url)
      expect([url, size.name, response?.status()]).toEqual([url, size.name, 200])
      await page.waitForLoadState('networkidle')
      expect({ url, size: size.name, problems }).toEqual({ url, size: size.name, problems: [] })
      // Nothing pans sideways (issue 39: a hidden table header made a 360 px page 587 px wide).
      expect({ url, size: size.name, overflow: await sidewaysOverflow(page) }).toEqual({ url, size: size.name, overflow: 0 })
      await context.close()
    }
  }
})

test('every public page of the route registry fits a 360 px screen', async ({ browser, request }) => {
  const adminToken = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const published = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { title: `Narrow post ${Date.now()}`, focusKeyword: 'narrow', metaDescription: 'A post read on a phone.', content: '<h2>A rather long heading for a narrow screen</h2><p>Body text.</p>' },
  })
  const { post } = (await published.json()) as { post: { id: number; slug: string } }
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  const params = { slug: post.slug, id: post.id, page: 1, missing: 'no-such-page' }
  for (const entry of allRoutes().filter((route) => route.area === 'public' && route.page)) {
    const url = href(entry.name, params)
    await page.goto(url)
    expect({ url, overflow: await sidewaysOverflow(page) }).toEqual({ url, overflow: 0 })
  }
  await context.close()
})

test('a mistyped signed-in address shows the product’s 404 inside the app, with the way back', async ({ page, request }) => {
  const account = await confirmedAccount(request, 'lost')
  await page.context().addCookies([{ name: 'payload-token', value: await apiToken(request, account.email, account.password), url: E2E.baseUrl }])
  const response = await page.goto('/dashboard/no-such-screen')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')
})

test('the admin panel carries the brand, no broken avatar, and opens with the product overview', async ({ page, request }) => {
  await page.context().addCookies([{ name: 'payload-token', value: await apiToken(request, E2E.adminEmail, E2E.adminPassword), url: E2E.baseUrl }])
  await page.goto('/admin')
  const overview = page.getByTestId('admin-overview')
  await expect(overview.getByText('Users', { exact: true })).toBeVisible()
  await expect(overview.getByText('Articles this month')).toBeVisible()
  await expect(overview.getByRole('link', { name: 'Blog management →' })).toHaveAttribute('href', '/dashboard/blog-management')
  await page.waitForLoadState('networkidle')
  const broken = await page.locator('img').evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).naturalWidth).map((img) => (img as HTMLImageElement).src))
  expect(broken).toEqual([])

  // The sign-in page shows the product's name and mark, not Payload's.
  const visitor = await page.context().browser()!.newPage()
  await visitor.goto(`${E2E.baseUrl}/admin/login`)
  await expect(visitor.getByText('SEO Writer', { exact: true })).toBeVisible()
  await visitor.close()
})
