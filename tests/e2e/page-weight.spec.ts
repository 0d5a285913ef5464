import { expect, test, type Browser } from '@playwright/test'

import { firstVisitScripts } from '../support/firstVisitScripts.mjs'
import { startApp } from './support/scripts'

/**
 * What a first visit of a public page must not download (issue 16's JavaScript budget): libraries
 * that only a click or the signed-in area needs. Each is recognised by a string its code keeps.
 */
const LIBRARIES = {
  sonner: 'data-sonner-toaster',
  'next-intl': 'IntlMessageFormat',
  swr: 'initFocus',
  'next/link': 'legacyBehavior',
  'lucide-react': '[lucide]: iconNode',
} as const
type Library = keyof typeof LIBRARIES

/**
 * The libraries in the scripts a fresh browser downloads for the page, until the network is idle:
 * once the first input has started the app (a page that waits for one would otherwise load nothing).
 */
async function librariesOf(browser: Browser, path: string): Promise<Library[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await startApp(page)
  await page.waitForLoadState('networkidle')
  const code = (await Promise.all(bodies)).join('\n')
  await context.close()
  return (Object.keys(LIBRARIES) as Library[]).filter((name) => code.includes(LIBRARIES[name]))
}

test('public pages load none of sonner, next-intl, SWR, next/link or lucide-react on a first visit', async ({ browser }) => {
  for (const path of ['/', '/blog', '/contact', '/privacy-policy', '/pricing']) expect([path, await librariesOf(browser, path)]).toEqual([path, []])
})

test('a link of a public page moves through the router; a modified click is left to the browser', async ({ page, context }) => {
  // Once hydrated: before that a click is an ordinary link, which would be a full load.
  await page.goto('/', { waitUntil: 'networkidle' })
  await startApp(page)
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, honest pricing')
  // The same document: a full load would have dropped the mark.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // Ctrl+click opens a new tab, as a link should.
  const opened = context.waitForEvent('page')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click({ modifiers: ['ControlOrMeta'] })
  await (await opened).waitForLoadState()
  expect((await opened).url()).toMatch(/\/blog$/)
  await expect(page).toHaveURL(/\/$/)
})

test('what was left out comes when needed: the sign-in dialog with its texts, a toast with sonner', async ({ page }) => {
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Choose PRO PLUS' }).click()
  // A visitor who picks a plan is told to sign in (a toast), and the dialog opens with its texts.
  await expect(page.getByText('Sign in to choose a plan; we continue to checkout right after.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' }).getByLabel('E-mail')).toBeVisible()
})

test('a first visit fetches the page once: no Critical-CH asks the browser to fetch it again', async ({ page }) => {
  let documents = 0
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++))
  const response = await page.goto('/blog')
  expect(response?.headers()['critical-ch']).toBeUndefined()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toBe(1)
})

test('no noModule script is fetched: not by the page, not by the idle prefetch, not when the app starts', async ({ browser, request }) => {
  // Next's legacy polyfills, named by a page that keeps Next's scripts as they are (/contact).
  const contact = await (await request.get('/contact')).text()
  const legacy = [...contact.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes).filter((a) => /\bnomodule\b/i.test(a)).map((a) => /\bsrc="([^"]+)"/.exec(a)?.[1])
  expect(legacy.length).toBeGreaterThan(0)
  const blog = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/(?!rss\.xml)[^"/?#]+)"/.exec(blog)?.[1]
  expect(post).toBeTruthy()
  for (const path of ['/', '/blog', post!, '/pricing', '/contact']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const fetched: string[] = []
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname))
    await page.goto(path, { waitUntil: 'networkidle' })
    if (path !== '/contact') {
      // The loader's prefetch of the app's scripts, once the browser is idle after the load.
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0)
      await page.waitForLoadState('networkidle')
      await startApp(page)
      await page.waitForLoadState('networkidle')
    }
    expect([path, fetched.filter((url) => legacy.includes(url))]).toEqual([path, []])
    await context.close()
  }
})

test('a first visit of /, /blog, a post and /pricing downloads at most 120 KiB of compressed script, the idle prefetch and the first input included', async ({ browser, request, baseURL }) => {
  const blog = await (await request.get('/blog')).text()
  const post = /href="(\/blog\/(?!rss\.xml)[^"/?#]+)"/.exec(blog)?.[1]
  expect(post).toBeTruthy()
  const kib: Record<string, number> = {}
  for (const path of ['/', '/blog', post!, '/pricing']) {
    // An earlier visitor, as any site has had: the server compresses each script at its best after its
    // first request, and the page enters the page cache, whose copy waits for the first input.
    await firstVisitScripts(browser, `${baseURL}${path}`)
    await expect.poll(async () => (await (await request.get(path)).text()).includes('<template id="app-scripts">')).toBe(true)
    const { beforeInput, afterInput } = await firstVisitScripts(browser, `${baseURL}${path}`)
    // The idle prefetch fetched them all: the first input downloads nothing more.
    expect([path, afterInput.scripts]).toEqual([path, beforeInput.scripts])
    kib[path] = Math.round(afterInput.bodyKib * 1000) / 1000
  }
  expect(Object.entries(kib).filter(([, size]) => size > 120)).toEqual([])
})

test("the scripts a public page starts with compile off the main thread: V8's compile hint heads each framework chunk", async ({ request }) => {
  // The template is made when the page enters the page cache: the first answer may precede it.
  let blog = ''
  await expect.poll(async () => (blog = await (await request.get('/blog')).text()).includes('<template id="app-scripts">')).toBe(true)
  const started = [...blog.slice(blog.indexOf('<template id="app-scripts">')).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!)
  const served = await Promise.all(started.map(async (src) => [src, (await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n')] as const))
  const hinted = served.filter(([, hint]) => hint).map(([src]) => src)
  // The framework (React DOM, the router, Turbopack's runtime): the largest part of what starts.
  expect(hinted.length).toBeGreaterThanOrEqual(4)
  const sizes = Object.fromEntries(await Promise.all(started.map(async (src) => [src, (await (await request.get(src)).body()).length] as const)))
  const largest = [...started].sort((a, b) => sizes[b]! - sizes[a]!)[0]
  expect(hinted).toContain(largest)
  // Not every script: a page's own chunks stay lazily compiled.
  expect(hinted.length).toBeLessThan(started.length)
})
