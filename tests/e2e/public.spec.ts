import { expect, test } from '@playwright/test'

import { holdScripts } from './support/scripts'

const PAGES: [string, RegExp][] = [
  ['/', /^AI Content Generator - Create SEO Blog Posts in Minutes$/],
  ['/contact', /^Contact us \| SEO Writer$/],
  ['/privacy-policy', /^Adatvédelmi irányelvek \| SEO Writer$/],
  ['/terms-of-service', /^Felhasználási feltételek \| SEO Writer$/],
  ['/cookie-policy', /^Cookie szabályzat \| SEO Writer$/],
  ['/en/privacy-policy', /^Privacy Policy \| SEO Writer$/],
  ['/en/terms-of-service', /^Terms of Service \| SEO Writer$/],
  ['/en/cookie-policy', /^Cookie Policy \| SEO Writer$/],
  ['/reset-password', /^Reset password \| SEO Writer$/],
  ['/verify-email', /^Confirm e-mail \| SEO Writer$/],
]

for (const [path, title] of PAGES) {
  test(`${path} renders with its title, nav and footer`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/en/cookie-policy')
  })
}

test('the footer links each legal page in the language of the UI (issue 39: the English footer opened the Hungarian page)', async ({ browser }) => {
  const hungarian = await browser.newContext({ locale: 'hu-HU' })
  const page = await hungarian.newPage()
  await page.goto('/pricing')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Adatvédelmi tájékoztató' })).toHaveAttribute('href', '/privacy-policy')
  await footer.getByRole('link', { name: 'Adatvédelmi tájékoztató' }).click()
  await expect(page).toHaveTitle(/^Adatvédelmi irányelvek/)
  await hungarian.close()
})

test('the landing page has every section, the JSON-LD offer and no invented rating', async ({ page }) => {
  await page.goto('/')
  for (const heading of ['SEO blog posts in minutes, not days', 'Everything an SEO article needs', 'How it works', 'See a sample result', 'Many ways to start an article', 'Works with the tools you already use', 'Write your first article today']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /SEO/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /AI Content Generator/)
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(jsonLd).toMatchObject({ '@type': 'WebApplication', offers: { price: '0' } })
  expect(jsonLd.aggregateRating).toBeUndefined()
  await page.getByRole('button', { name: 'Start writing for free' }).click()
  await expect(page.getByRole('dialog', { name: 'Registration' })).toBeVisible()
})

test('legal pages have 8-9 numbered sections, the date and the contact address', async ({ page }) => {
  for (const path of ['/privacy-policy', '/en/terms-of-service', '/en/cookie-policy']) {
    await page.goto(path)
    const sections = await page.locator('article h2').allTextContents()
    expect(sections.length).toBeGreaterThanOrEqual(8)
    expect(sections.length).toBeLessThanOrEqual(9)
    expect(sections[0]).toMatch(/^1\. /)
    await expect(page.locator('time')).toHaveAttribute('datetime', '2024-12-17')
    await expect(page.locator('article').getByRole('link', { name: 'admin-e2e@example.com' }).last()).toBeVisible()
  }
})

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('sitemap.xml parses and carries the SPEC priorities; robots.txt points at it', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  await page.setContent('<p>x</p>')
  const entries = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    if (doc.querySelector('parsererror')) throw new Error('sitemap is not XML')
    return [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]?.textContent,
      priority: u.getElementsByTagName('priority')[0]?.textContent,
    }))
  }, xml)
  const priority = (path: string) => entries.find((e) => e.loc === `http://localhost:3100${path}`)?.priority
  expect(priority('/')).toBe('1')
  expect(priority('/pricing')).toBe('0.9')
  expect(priority('/blog')).toBe('0.9')
  expect(priority('/blog-writer')).toBe('0.8')
  expect(priority('/contact')).toBe('0.7')
  expect(priority('/privacy-policy')).toBe('0.3')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:3100/sitemap.xml')
})

test('the icon set is served: favicon.ico, the Apple touch icon and an installable manifest', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd.microsoft.icon)/)
  expect((await request.get('/apple-icon.png')).headers()['content-type']).toBe('image/png')
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'SEO Writer', display: 'standalone' })
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status()).toBe(200)
  await page.goto('/')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-icon\.png/)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
})

test('the language switcher turns the site Hungarian and remembers it', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hu')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kapcsolat')
  await page.goto('/')
  await expect(page).toHaveTitle('AI tartalomgenerátor - SEO blogcikkek percek alatt')
})

test('a language picked before the page\'s script has run is applied once it runs', async ({ page }) => {
  // Hold every script: the server-rendered select is painted and usable, but nothing listens to it yet.
  const release = await holdScripts(page)
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hu')
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kapcsolat')
})

test('Accept-Language picks Hungarian for a first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hu-HU' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu')
  await context.close()
})

test('on a 360 px screen the menu opens and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' })).toBeVisible()
})
