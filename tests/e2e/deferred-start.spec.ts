import { expect, test, type Page } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { publishPost } from './support/posts'
import { holdScripts, startApp } from './support/scripts'
import { submitSignIn } from './support/session'

/*
 * Public pages read before they are used start their app on the first input
 * (src/server/http/deferredApp.mjs): what a visitor sees and can do before, and that nothing done
 * meanwhile is lost.
 */

/**
 * Whether any script of the app has run: Turbopack's runtime or chunks, or Next's reader of the page's
 * RSC data (it replaces the array's push). The data itself is pushed while the browser is idle.
 */
const appRan = (page: Page) =>
  page.evaluate(() => {
    const data = (self as { __next_f?: unknown[] }).__next_f
    return 'TURBOPACK' in globalThis || (data !== undefined && data.push !== Array.prototype.push)
  })
/** How many RSC data pushes wait in the page for Next (run while idle, before any input). */
const dataParsed = (page: Page) => page.evaluate(() => (self as { __next_f?: unknown[] }).__next_f?.length ?? 0)

function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
  page.on('pageerror', (error) => void errors.push(error.message))
  return errors
}

test('a visitor reads a whole post with no app script run, the header ready to sign in; the first input starts the app', async ({ page, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const post = await publishPost(request, token, `Quiet reading ${Date.now()}`, '<h2>Why it works</h2><p>Plain HTML first.</p>')
  const errors = consoleErrors(page)
  const sessionQuestions: string[] = []
  page.on('request', (sent) => void (new URL(sent.url()).pathname === '/api/account/session' && sessionQuestions.push(sent.url())))
  await page.goto(`/blog/${post.slug}`, { waitUntil: 'networkidle' })

  await expect(page.getByRole('heading', { level: 2, name: 'Why it works' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-session', 'visitor')
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
  expect(await appRan(page)).toBe(false)
  await expect(page.locator('html')).not.toHaveAttribute('data-app', /./)
  // The page's data for React is parsed while idle, not in the first input's task.
  await expect.poll(() => dataParsed(page)).toBeGreaterThan(1)

  await startApp(page)
  expect(await appRan(page)).toBe(true)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  // The app reads the loader's answer: every component that reads the session asked again after it.
  expect(sessionQuestions).toHaveLength(1)
  expect(errors).toEqual([])
})

test("a visitor's first input starts the app with no render wasted: hydration, then the session once", async ({ page }) => {
  // React reports each commit to the DevTools hook, production builds too: a stand-in counts, per
  // commit, the function components that rendered in it. React marks them (PerformedWork, flag 1)
  // and swaps in their other fiber; a subtree it skipped keeps the fibers of the commit before.
  await page.addInitScript(() => {
    type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null }
    const counted = window as unknown as { __renders: number[]; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    counted.__renders = []
    let before = new WeakSet<Fiber>()
    const rendered = (fiber: Fiber | null, now: WeakSet<Fiber>): number => {
      let count = 0
      for (let node = fiber; node; node = node.sibling) {
        now.add(node)
        count += ([0, 11, 14, 15].includes(node.tag) && node.flags & 1 && !before.has(node) ? 1 : 0) + rendered(node.child, now)
      }
      return count
    }
    counted.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const now = new WeakSet<Fiber>()
        counted.__renders.push(rendered(root.current, now))
        before = now
      },
    }
  })
  await page.goto('/pricing', { waitUntil: 'networkidle' })
  await startApp(page)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  const renders = await page.evaluate(() => (window as unknown as { __renders: number[] }).__renders)
  // The hydration first, then one commit that redraws the session's readers (the header, the plan
  // cards) with the answer; the others touch a component or none. Two different empty snapshots of
  // the session made React redraw every reader once more right after hydrating (83, 20, 0, 1, 1, 19).
  expect({ renders, large: renders.slice(1).filter((count) => count > 2).length }).toMatchObject({ large: 1 })
})

test('a click made while the app starts is clicked again once it has: Sign In opens its dialog', async ({ page }) => {
  const errors = consoleErrors(page)
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  // The click started the app, whose scripts are held: nothing yet, and nothing lost.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'starting')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' }).getByLabel('E-mail')).toBeVisible()
  expect(errors).toEqual([])
})

test('on a phone, the first tap on the menu opens it; on /pricing, the first click on Yearly shows yearly prices', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true })
  const page = await phone.newPage()
  const errors = consoleErrors(page)
  await page.goto('/pricing', { waitUntil: 'networkidle' })
  expect(await appRan(page)).toBe(false)
  const mainTop = () => page.locator('main').first().evaluate((main) => main.getBoundingClientRect().top)
  const before = await mainTop()
  await page.getByRole('button', { name: 'Open menu' }).tap()
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Blog' })).toBeVisible()
  // The menu opens over the page: it opens after the app's start, later than the 500 ms in which
  // a layout shift counts as the tap's, and moving the page then would be a shift (CLS).
  expect(await mainTop()).toBe(before)
  await page.getByRole('button', { name: 'Close menu' }).tap()

  await page.goto('/pricing', { waitUntil: 'networkidle' })
  expect(await appRan(page)).toBe(false)
  await page.getByRole('radio', { name: /Yearly/ }).tap()
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText('$250 billed yearly')).toBeVisible()
  expect(errors).toEqual([])
  await phone.close()
})

test('a signed-in writer\'s public pages start at once, without any input; so does an address with a query; /contact always does', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'deferred')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')

  await page.goto('/blog')
  await expect(page.getByTestId('welcome-line')).toContainText(email)
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  await expect(page.locator('html')).not.toHaveAttribute('data-session', /./)
  // A post opened at once moves through the router, and /blog's canonical link does not stay behind
  // (it did when the session's early answer re-rendered the page while it was hydrating).
  const link = page.getByRole('main').getByRole('article').first().getByRole('link').first()
  const postPath = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(postPath!)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${postPath}$`))

  await page.context().clearCookies()
  await page.goto('/pricing?utm_source=newsletter')
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready')
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await expect(page.locator('template#app-scripts')).toHaveCount(0)
  expect(await appRan(page)).toBe(true)
})

test("a signed-in writer's click made while the app starts acts as the writer's: Choose PRO goes to checkout, not to sign-in", async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'deferred-buyer')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  const errors = consoleErrors(page)

  const release = await holdScripts(page)
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' })
  // The loader heard the writer is signed in and started the app; its scripts are held.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'starting')
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).click()
  release()
  // Replayed before the app knew the session, the click took the visitor's way: "sign in to buy".
  await expect(page).toHaveTitle('Fake Stripe Checkout')
  expect(errors).toEqual([])
})
