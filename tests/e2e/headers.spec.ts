import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { parseHTML } from 'linkedom'

import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { signIn, signInThroughDialog } from './support/session'
import { fakeOpenAI } from './support/ai'

/*
 * Security headers on every route: each page of src/app (found by walking it, so a new page without
 * an address here fails this test), the API, static files. In Chromium: public pages, the dashboard
 * and the Payload admin run with their policy and no CSP violation.
 */

type Fixtures = {
  post: { id: number; slug: string; title: string }
  user: { email: string; password: string; token: string }
  adminToken: string
  articleId: string
}

let fixtures: Fixtures | undefined
/** A published post, a confirmed user with one article, the admin's token: made once per run. */
async function setup(request: APIRequestContext): Promise<Fixtures> {
  if (fixtures) return fixtures
  const adminToken = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const title = `Headers post ${Date.now()}`
  const published = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { title, focusKeyword: 'headers', metaDescription: 'A post for the headers test.', content: '<p>Security headers are checked on this page.</p>' },
  })
  expect(published.status()).toBe(201)
  const { post } = (await published.json()) as { post: { id: number; slug: string } }
  const account = await confirmedAccount(request, 'headers')
  const token = await apiToken(request, account.email, account.password)
  await fakeOpenAI.isolate('security headers')
  const stream = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${token}` }, data: { topic: 'Security headers', focusKeyword: 'security headers' } })
  const articleId = /"articleId":(\d+)/.exec(await stream.text())?.[1]
  expect(articleId).toBeTruthy()
  fixtures = { post: { ...post, title }, user: { ...account, token }, adminToken, articleId: articleId! }
  return fixtures
}

// --- the routes ---------------------------------------------------------------------------------

const APP_DIR = path.join(process.cwd(), 'src/app')
const ROUTE_FILE = /^(?:page\.tsx|route\.ts|robots\.ts|sitemap\.ts|manifest\.ts|icon\.svg|favicon\.ico|apple-icon\.png)$/

/** Every route file of src/app as its route: groups dropped, the internal [locale] segment dropped. */
function appRoutes(dir = APP_DIR, segments: string[] = []): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const skip = /^\(.*\)$/.test(entry.name) || entry.name === '[locale]'
      found.push(...appRoutes(path.join(dir, entry.name), skip ? segments : [...segments, entry.name]))
    } else if (ROUTE_FILE.test(entry.name)) {
      const base = `/${segments.join('/')}`
      found.push(entry.name === 'page.tsx' || entry.name === 'route.ts' ? base : `${base === '/' ? '' : base}/${entry.name.replace(/\.ts$/, '.txt').replace('sitemap.txt', 'sitemap.xml').replace('manifest.txt', 'manifest.webmanifest')}`)
    }
  }
  return found.sort()
}

type Kind = 'page' | 'api' | 'file'
type Who = 'visitor' | 'user' | 'admin'
type Probe = { url: string; kind: Kind; who?: Who; method?: 'GET' | 'POST'; data?: unknown }

const page = (url: string, who: Who = 'visitor'): Probe => ({ url, kind: 'page', who })
/** Real addresses for each route (dynamic segments filled with real records). */
const ADDRESSES: Record<string, (f: Fixtures) => Probe[]> = {
  '/': () => [page('/')],
  '/[...missing]': () => [page('/no-such-page'), page('/blog/a/b')],
  '/blog': () => [page('/blog')],
  '/blog/[slug]': (f) => [page(`/blog/${f.post.slug}`), page('/blog/no-such-post')],
  '/blog/page/[page]': () => [page('/blog/page/2'), page('/blog/page/99')],
  '/blog/search': () => [page('/blog?q=security'), page('/blog?tag=headers'), page('/blog?category=guides')],
  '/blog/rss.xml': () => [{ url: '/blog/rss.xml', kind: 'file' }],
  '/post-id/[id]': (f) => [page(`/blog/${f.post.id}`)],
  '/contact': () => [page('/contact')],
  '/pricing': () => [page('/pricing')],
  '/privacy-policy': () => [page('/privacy-policy')],
  '/terms-of-service': () => [page('/terms-of-service')],
  '/cookie-policy': () => [page('/cookie-policy')],
  '/en/privacy-policy': () => [page('/en/privacy-policy')],
  '/en/terms-of-service': () => [page('/en/terms-of-service')],
  '/en/cookie-policy': () => [page('/en/cookie-policy')],
  '/reset-password': () => [page('/reset-password?token=x')],
  '/verify-email': () => [page('/verify-email?token=x')],
  '/unsubscribe': () => [page('/unsubscribe?token=x')],
  '/success': () => [page('/success?session_id=cs_test_x', 'user')],
  '/ai-tools': () => [page('/ai-tools', 'user'), page('/ai-tools')],
  '/blog-writer': () => [page('/blog-writer', 'user')],
  '/blog-writer-sliding': () => [page('/blog-writer-sliding', 'user')],
  '/prompt-to-post': () => [page('/prompt-to-post', 'user')],
  '/product-promo': () => [page('/product-promo', 'user')],
  '/text-to-speech': () => [page('/text-to-speech', 'user')],
  '/article-writer-chat-pro': () => [page('/article-writer-chat-pro', 'user')],
  '/dashboard': () => [page('/dashboard', 'user'), page('/dashboard')],
  '/dashboard/articles': () => [page('/dashboard/articles', 'user')],
  '/dashboard/[...missing]': () => [page('/dashboard/no-such-screen', 'user')],
  '/dashboard/articles/[id]': (f) => [page(`/dashboard/articles/${f.articleId}`, 'user')],
  '/dashboard/blog-edit/[id]': (f) => [page(`/dashboard/blog-edit/${f.post.id}`, 'admin')],
  '/dashboard/blog-management': () => [page('/dashboard/blog-management', 'admin')],
  '/dashboard/email-management': () => [page('/dashboard/email-management', 'admin')],
  '/dashboard/publish': () => [page('/dashboard/publish', 'admin')],
  '/dashboard/settings': () => [page('/dashboard/settings', 'user')],
  '/dashboard/integrations': () => [page('/dashboard/integrations', 'user')],
  '/dashboard/bulk': () => [page('/dashboard/bulk', 'user')],
  '/dashboard/subscription': () => [page('/dashboard/subscription', 'user')],
  '/admin/[[...segments]]': (f) => [
    page('/admin'),
    page('/admin/login'),
    page('/admin', 'admin'),
    page('/admin/collections/posts', 'admin'),
    page(`/admin/collections/posts/${f.post.id}`, 'admin'),
  ],
  '/api/[...slug]': () => [
    { url: '/api/users/me', kind: 'api' },
    { url: '/api/users/me', kind: 'api', who: 'user' },
    { url: '/api/posts?limit=1', kind: 'api' },
  ],
  '/api/graphql': () => [
    { url: '/api/graphql', kind: 'api' },
    { url: '/api/graphql', kind: 'api', method: 'POST', data: { query: '{ __typename }' } },
  ],
  '/api/graphql-playground': () => [{ url: '/api/graphql-playground', kind: 'file' }],
  '/robots.txt': () => [{ url: '/robots.txt', kind: 'file' }],
  '/sitemap.xml': () => [{ url: '/sitemap.xml', kind: 'file' }],
  '/icon.svg': () => [{ url: '/icon.svg', kind: 'file' }],
  '/favicon.ico': () => [{ url: '/favicon.ico', kind: 'file' }],
  '/apple-icon.png': () => [{ url: '/apple-icon.png', kind: 'file' }],
  '/manifest.webmanifest': () => [{ url: '/manifest.webmanifest', kind: 'file' }],
}

// --- reading a policy ---------------------------------------------------------------------------

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name!, values]))
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const RUNNABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

/** Scripts the browser runs, read with a real HTML parser (linkedom), not the app's own code. */
/** The page's scripts, with those of a template that its loader runs on the first input (deferredApp.mjs). */
function scriptsOf(html: string) {
  const { document } = parseHTML(html)
  const deferred = [...document.querySelectorAll('template')].flatMap((template) => [...template.content.querySelectorAll('script')])
  return [...document.querySelectorAll('script'), ...deferred]
    .filter((s) => RUNNABLE.test((s.getAttribute('type') ?? '').trim()))
    .map((s) => ({ inline: !s.hasAttribute('src'), text: s.textContent ?? '', nonce: s.getAttribute('nonce') }))
}

function headerValues(response: APIResponse, name: string): string[] {
  return response.headersArray().filter((h) => h.name.toLowerCase() === name).map((h) => h.value)
}

/** The headers every response carries, Next's static chunks aside: pages, the API, files. */
function expectCommonHeaders(label: string, response: APIResponse) {
  expect(headerValues(response, 'x-content-type-options'), label).toEqual(['nosniff'])
  expect(headerValues(response, 'referrer-policy'), label).toEqual(['strict-origin-when-cross-origin'])
  expect(headerValues(response, 'x-frame-options'), label).toHaveLength(1)
  // SERVER_URL of the end-to-end run is http: no HSTS (tests/unit/securityHeaders.test.ts covers https).
  expect(headerValues(response, 'strict-transport-security'), label).toEqual([])
}

const FRAMEABLE = /^\/blog\/[^/?]+$/ // a post (or a post id that redirects to one): the live preview frames it

/** An HTML page: one policy, scripts by nonce or hash (matching this very HTML), framing rules. */
async function expectPagePolicy(label: string, url: string, response: APIResponse): Promise<'nonce' | 'hash'> {
  expectCommonHeaders(label, response)
  const policies = headerValues(response, 'content-security-policy')
  expect(policies, `${label}: exactly one Content-Security-Policy`).toHaveLength(1)
  const policy = directives(policies[0]!)
  const scriptSrc = policy.get('script-src') ?? []
  expect(scriptSrc, label).toContain("'self'")
  expect(scriptSrc, label).not.toContain("'unsafe-inline'")
  expect(scriptSrc, label).not.toContain("'unsafe-eval'")
  expect(policy.get('default-src'), label).toEqual(["'self'"])
  expect(policy.get('connect-src'), label).toEqual(["'self'"])
  expect(policy.get('img-src'), label).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
  expect(policy.get('object-src'), label).toEqual(["'none'"])
  expect(policy.get('base-uri'), label).toEqual(["'self'"])
  const framed = FRAMEABLE.test(url)
  expect(policy.get('frame-ancestors'), label).toEqual([framed ? "'self'" : "'none'"])
  expect(headerValues(response, 'x-frame-options'), label).toEqual([framed ? 'SAMEORIGIN' : 'DENY'])

  const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-"))
  const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"))
  expect(nonces.length > 0 !== hashes.length > 0, `${label}: nonce or hashes, not both, not neither`).toBe(true)
  const html = (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : ''
  const scripts = scriptsOf(html)
  if (nonces.length) {
    expect(nonces, label).toHaveLength(1)
    const nonce = nonces[0]!.slice("'nonce-".length, -1)
    // Next wrote the request's nonce on every script of the page.
    for (const script of scripts) expect([label, script.nonce], script.text.slice(0, 80)).toEqual([label, nonce])
    return 'nonce'
  }
  const inline = scripts.filter((s) => s.inline)
  expect(inline.length, `${label}: a Next page has inline scripts`).toBeGreaterThan(0)
  expect(new Set(hashes), `${label}: one hash per inline script of this HTML`).toEqual(new Set(inline.map((s) => sha256(s.text))))
  return 'hash'
}

async function fetchProbe(request: APIRequestContext, f: Fixtures, probe: Probe): Promise<APIResponse> {
  const token = probe.who === 'user' ? f.user.token : probe.who === 'admin' ? f.adminToken : undefined
  const headers: Record<string, string> = { 'Accept-Language': 'en', ...(token ? { cookie: `payload-token=${token}` } : {}) }
  if (probe.method === 'POST') return request.post(probe.url, { headers, data: probe.data, maxRedirects: 0 })
  return request.get(probe.url, { headers, maxRedirects: 0 })
}

// --- tests --------------------------------------------------------------------------------------

test('every route of src/app, the API and static files send the security headers', async ({ request }) => {
  test.setTimeout(180_000)
  const f = await setup(request)
  const routes = appRoutes()
  const unmapped = routes.filter((route) => !ADDRESSES[route])
  expect(unmapped, 'routes of src/app without an address in this test').toEqual([])
  // The public pages a cache serves, and the per-request ones, get the policy that fits them.
  const cachedPages = new Set(['/', '/blog', '/blog/page/2', `/blog/${f.post.slug}`, '/blog/no-such-post', '/contact', '/pricing', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/en/privacy-policy', '/en/terms-of-service', '/en/cookie-policy'])

  let staticChunk: string | undefined
  for (const route of routes) {
    for (const probe of ADDRESSES[route]!(f)) {
      const response = await fetchProbe(request, f, probe)
      const label = `${probe.method ?? 'GET'} ${probe.url} as ${probe.who ?? 'visitor'} (${route}) → ${response.status()}`
      expect(response.status(), label).toBeLessThan(500)
      if (probe.kind === 'page') {
        const kind = await expectPagePolicy(label, probe.url, response)
        if (response.status() === 200) expect([label, kind]).toEqual([label, cachedPages.has(probe.url) ? 'hash' : 'nonce'])
        if (probe.url === '/blog') staticChunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await response.text())?.[1]
      } else {
        expectCommonHeaders(label, response)
        expect(headerValues(response, 'x-frame-options'), label).toEqual([probe.url === '/blog/rss.xml' ? 'SAMEORIGIN' : 'DENY'])
        if (probe.kind === 'api') expect(headerValues(response, 'content-security-policy'), label).toEqual(["default-src 'none'; frame-ancestors 'none'"])
      }
    }
  }

  expect(staticChunk, 'a script of Next in /blog').toBeTruthy()
  const chunk = await request.get(staticChunk!)
  expect(chunk.status()).toBe(200)
  // Next's own files are never documents: nosniff, and no framing or referrer rules (securityHeaders.mjs).
  expect(headerValues(chunk, 'x-content-type-options'), staticChunk).toEqual(['nosniff'])
  expect(headerValues(chunk, 'referrer-policy'), staticChunk).toEqual([])
  expect(headerValues(chunk, 'x-frame-options'), staticChunk).toEqual([])
  expect(headerValues(chunk, 'strict-transport-security'), staticChunk).toEqual([])
})

test('a cached page carries the hashes of its own inline scripts, on the first render (MISS) and from cache (HIT)', async ({ request }) => {
  const f = await setup(request)
  const title = `Fresh headers post ${Date.now()}`
  const published = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${f.adminToken}` },
    data: { title, focusKeyword: 'fresh', metaDescription: 'Never requested before.', content: '<p>A page nobody has asked for yet.</p>' },
  })
  const { post } = (await published.json()) as { post: { slug: string } }
  // A change's notice expires the post's pages at once and again a second later (SECOND_EXPIRY_MS in
  // src/server/blog/pageChanges.ts): a page cached in between is rightly rendered again. Past that, MISS then HIT.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const languages: Record<string, string>[] = [{ 'Accept-Language': 'en' }, { 'Accept-Language': 'en', Cookie: 'NEXT_LOCALE=hu' }]
  for (const headers of languages) {
    const url = `/blog/${post.slug}`
    const first = await request.get(url, { headers })
    expect(first.headers()['x-nextjs-cache']).toBe('MISS')
    expect(await expectPagePolicy(`${url} MISS`, url, first)).toBe('hash')
    const second = await request.get(url, { headers })
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await expectPagePolicy(`${url} HIT`, url, second)).toBe('hash')
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
    expect(await second.text()).toContain(title)
  }
  for (const url of ['/', '/blog', '/pricing']) {
    await request.get(url, { headers: { 'Accept-Language': 'en' } })
    const hit = await request.get(url, { headers: { 'Accept-Language': 'en' } })
    expect(hit.headers()['x-nextjs-cache'], url).toBe('HIT')
    expect(await expectPagePolicy(`${url} HIT`, url, hit)).toBe('hash')
  }
})

/** Fails the test on any CSP violation (console message or securitypolicyviolation event, any frame). */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${location.href}: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.waitForTimeout(300) // late scripts (chunks loaded after hydration) report too
}

test('public pages run under their policy in Chromium and hydrate, a never-cached page first', async ({ page, request }) => {
  const f = await setup(request)
  const violations = await watchPolicy(page)
  const published = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${f.adminToken}` },
    data: { title: `Browser headers post ${Date.now()}`, focusKeyword: 'browser', metaDescription: 'First seen by the browser.', content: '<p>Hydrated under a hash policy.</p>' },
  })
  const { post } = (await published.json()) as { post: { slug: string } }

  // A page rendered a moment ago runs and hydrates: the mobile menu opens. (Its MISS and HIT answers
  // carry the same policy and HTML: the test above.)
  await page.setViewportSize({ width: 390, height: 800 })
  const first = await page.goto(`/blog/${post.slug}`)
  expect(['MISS', 'HIT']).toContain(first?.headers()['x-nextjs-cache'])
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 800 })

  for (const url of ['/', '/blog', `/blog/${f.post.slug}`, '/pricing', '/contact', '/privacy-policy', '/en/terms-of-service', '/blog?q=security', '/verify-email?token=x', '/no-such-page']) {
    await page.goto(url)
    await settle(page)
  }

  // From cache (HIT): the language switcher (a server action, then a refresh) works. (The pricing
  // page: a post published meanwhile by a spec in the other lane expires the blog's pages.)
  const cached = await page.goto('/pricing')
  expect(cached?.headers()['x-nextjs-cache']).toBe('HIT')
  await page.getByRole('banner').getByLabel('Language').selectOption('hu')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu')
  await page.getByRole('banner').getByLabel('Nyelv').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // A client-side navigation from a cached page to another.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  await settle(page)
  expect(violations).toEqual([])
})

test('the signed-in dashboard and the tools run under their nonce policy', async ({ page, request }) => {
  const f = await setup(request)
  const violations = await watchPolicy(page)
  await signInThroughDialog(page, f.user.email, f.user.password)
  await settle(page)
  for (const url of ['/ai-tools', '/blog-writer', '/dashboard/articles', `/dashboard/articles/${f.articleId}`, '/dashboard/subscription', '/dashboard/settings', '/dashboard/integrations', '/dashboard/bulk', '/dashboard']) {
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], url).toMatch(/'nonce-[^']+'/)
    await settle(page)
  }
  // Hydrated: the mobile menu opens.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
  expect(violations).toEqual([])
})

test('the Payload admin works under its policy: login page, dashboard, a list, a post with Lexical and live preview, an article', async ({ page, request }) => {
  test.setTimeout(120_000)
  const f = await setup(request)
  const violations = await watchPolicy(page)
  // Payload's code fields fetch Monaco from a CDN this machine cannot reach: answer nothing, quickly.
  await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort('internetdisconnected'))

  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  await settle(page)
  // The site's sign-in sets the same session cookie the admin panel reads.
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: 'Posts' }).first()).toBeVisible()
  await settle(page)

  await page.goto('/admin/collections/posts')
  await expect(page.getByRole('link', { name: f.post.title })).toBeVisible()
  await settle(page)

  await page.goto(`/admin/collections/posts/${f.post.id}`)
  await expect(page.locator('#field-title')).toHaveValue(f.post.title)
  await expect(page.locator('[data-lexical-editor="true"]').first()).toContainText('Security headers are checked')
  await page.getByRole('button', { name: /live preview/i }).first().click()
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(f.post.title)
  await settle(page)

  await page.goto(`/admin/collections/articles/${f.articleId}`)
  await expect(page.locator('#field-title')).toBeVisible()
  await settle(page)
  expect(violations).toEqual([])
})
