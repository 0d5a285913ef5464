import { expect, test, type Page } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'
import { signIn } from './support/session'
import { E2E } from './support/ports'


test('an admin publishes with the form; the post is on /blog, its page, the sitemap and RSS; deleted, it is gone', async ({ page, request }) => {
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.getByRole('link', { name: 'Blog Publishing' }).click()
  await expect(page).toHaveURL('/dashboard/publish')
  const submit = page.getByRole('button', { name: 'Publish' })

  await submit.click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('Missing content: Please upload HTML content!')
  await page.getByLabel('HTML content').fill('<h2>Start here</h2><p>Composting turns scraps into soil.</p><ul><li>Greens</li><li>Browns</li></ul>')
  await submit.click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('Missing data: Please fill in all fields!')

  const title = `Composting guide ${Date.now()}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Focus keyword').fill('composting')
  await page.getByLabel('Tags (comma separated)').fill('garden, seo , ')
  await page.getByLabel('Meta description').fill('x'.repeat(161))
  await expect(page.getByTestId('meta-counter')).toHaveText('161/160')
  await submit.click()
  await expect(page.locator('form').getByRole('alert')).toHaveText('The meta description can be at most 160 characters.')
  await page.getByLabel('Meta description').fill('A short guide to composting at home.')
  await page.getByLabel('Featured article').check()
  await submit.click()
  await expect(page.getByRole('status')).toContainText('The article has been successfully published on the blog.')
  await expect(page.getByLabel('Title')).toHaveValue('')

  await page.goto('/blog')
  await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible()
  await expect(page.getByTestId('featured-post')).toContainText(title)
  await page.getByRole('link', { name: `Read: ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('.article-body li')).toHaveText(['Greens', 'Browns'])
  const slug = new URL(page.url()).pathname.split('/').pop()!
  // The title alone (issue 40): no other post has it.
  expect(slug).toMatch(/^composting-guide-\d+$/)
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(ld.map((s) => JSON.parse(s)['@type'])).toEqual(['Article', 'BreadcrumbList'])
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.baseUrl}/blog/${slug}`)

  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/blog/${slug}</loc>`)
  const rss = await (await request.get('/blog/rss.xml')).text()
  expect(rss).toContain(`<title>${title}</title>`)
  expect(rss).toContain('<rss version="2.0"')

  // Search, tag and category filters live in the URL.
  await page.goto(`/blog?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('link', { name: `Read: ${title}` })).toBeVisible()
  await page.goto('/blog?q=no-such-words-anywhere')
  await expect(page.getByText('No articles match your filters.')).toBeVisible()
  await page.goto('/blog?tag=garden')
  await expect(page.getByRole('link', { name: `Read: ${title}` })).toBeVisible()
  await page.goto('/blog')
  await page.getByRole('link', { name: /SEO Tips/ }).click()
  await expect(page).toHaveURL('/blog?category=seo-tips')
  await expect(page.getByRole('link', { name: `Read: ${title}` })).toBeVisible()
  await page.getByRole('link', { name: /SEO Tips/ }).click()
  await expect(page).toHaveURL('/blog')

  // The database id redirects permanently to the slug.
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const found = await (await request.get(`/api/posts?where[slug][equals]=${slug}`, { headers: { Authorization: `JWT ${token}` } })).json()
  const id = found.docs[0].id
  const redirect = await request.get(`/blog/${id}`, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers().location).toBe(`/blog/${slug}`)

  expect((await request.delete(`/api/posts/${id}`, { headers: { Authorization: `JWT ${token}` } })).status()).toBe(200)
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404)
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: `Read: ${title}` })).toHaveCount(0)
})

test('non-admins cannot open the publishing screen nor publish through the API', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'notadmin')
  await signIn(page, email, password)
  await page.goto('/dashboard/publish')
  await expect(page).toHaveURL('/')
  const token = await apiToken(request, email, password)
  const response = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'x', focusKeyword: 'x', metaDescription: 'x', content: '<p>x</p>' },
  })
  expect(response.status()).toBe(403)
  expect((await request.post('/api/posts', { headers: { Authorization: `JWT ${token}` }, data: { title: 'x' } })).status()).toBe(403)
})

/** Whether the blog search's placeholder is wider than the text area of its box. */
async function placeholderClipped(page: Page): Promise<boolean> {
  return page.getByLabel('Search articles').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return context.measureText(input.placeholder).width > room
  })
}

test('on a phone the search comes first, the featured post keeps its own height, and the list never runs under the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/blog')
  await expect(page.getByTestId('featured-post')).toBeVisible()
  const featured = (await page.getByTestId('featured-post').boundingBox())!
  const grid = (await page.getByTestId('post-grid').boundingBox())!
  const search = (await page.getByRole('search').boundingBox())!
  const sidebar = (await page.getByRole('complementary').boundingBox())!
  expect(featured.height).toBeLessThan(740)
  // Issue 39: a phone's reader had to scroll past every post to reach the search.
  expect(search.y + search.height).toBeLessThanOrEqual(featured.y)
  expect(grid.y).toBeGreaterThanOrEqual(featured.y + featured.height)
  expect(sidebar.y).toBeGreaterThanOrEqual(grid.y + grid.height)
  // The placeholder fits its box (it was clipped).
  expect(await placeholderClipped(page)).toBe(false)
})

test('on a wide screen the search sits atop the sidebar, beside the posts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/blog')
  const search = (await page.getByRole('search').boundingBox())!
  const sidebar = (await page.getByRole('complementary').boundingBox())!
  const featured = (await page.getByTestId('featured-post').boundingBox())!
  expect(search.x).toBeGreaterThan(featured.x + featured.width)
  expect(Math.abs(sidebar.x - search.x)).toBeLessThan(2)
  expect(sidebar.y).toBeGreaterThan(search.y + search.height)
  expect(sidebar.y - (search.y + search.height)).toBeLessThan(40)
  expect(await placeholderClipped(page)).toBe(false)
})
