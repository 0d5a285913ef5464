import { expect, test } from '@playwright/test'

import { confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { holdScripts, startApp } from './support/scripts'
import { fillSignInDialog, signIn } from './support/session'


test('a free user buys yearly PRO: checkout, success, 0/50 ring, and the portal', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'buyer')
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await fillSignInDialog(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByTestId('usage-count')).toHaveText('0/5')
  await expect(page.getByTestId('plan-badge')).toHaveText('Free')

  await page.goto('/pricing')
  await expect(page.getByTestId('plan-free').getByText('Current')).toBeVisible()
  // Both cycles' prices are in the page; what a person sees is the cycle picked (innerText skips hidden ones).
  const pro = page.getByTestId('plan-basic')
  await expect(pro).toContainText('$25/month', { useInnerText: true })
  await expect(pro).not.toContainText('billed yearly', { useInnerText: true })
  await page.getByRole('radio', { name: /Yearly/ }).click()
  await expect(pro).toContainText('$20/month', { useInnerText: true })
  await expect(pro).toContainText('$250 billed yearly', { useInnerText: true })
  await expect(pro).not.toContainText('$25/month', { useInnerText: true })
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).click()

  await expect(page).toHaveTitle('Fake Stripe Checkout')
  await expect(page.getByText('250.00 USD')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  await expect(page.getByTestId('success-plan')).toHaveText('Your plan: PRO')
  await expect(page.getByRole('link', { name: 'Start writing' })).toHaveAttribute('href', '/blog-writer')

  await page.goto('/dashboard')
  await expect(page.getByTestId('usage-count')).toHaveText('0/50')
  await expect(page.getByTestId('plan-badge')).toHaveText('PRO')
  // The image quota is shown with the article quota, on the dashboard and on billing (issue 39).
  await expect(page.getByTestId('image-usage')).toHaveText('AI images this month: 0 of 50')
  await expect(page.getByTestId('countdown')).toContainText(/Renews in 3\d\d days/)

  await page.goto('/dashboard/subscription')
  await expect(page.getByTestId('plan-basic').getByText('Current')).toBeVisible()
  await expect(page.getByTestId('tile-images')).toHaveText('0 / 50')
  await page.getByRole('button', { name: 'Manage Subscription' }).first().click()
  await expect(page).toHaveURL(new RegExp(`^${E2E.stripeApi}/portal/bps_`))
  await expect(page).toHaveTitle('Fake Stripe Customer Portal')
})

test("a writer's double click on a plan opens one checkout, even while the checkout's code is still loading", async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'double')
  await signIn(page, email, password)
  await page.goto('/pricing')
  await expect(page.getByTestId('plan-free').getByText('Current')).toBeVisible()
  const checkouts: string[] = []
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/billing/checkout') && checkouts.push(r.url())))
  // The checkout's code loads on the first click: held here, so the second click lands meanwhile.
  const release = await holdScripts(page)
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).dblclick()
  await expect(page.getByRole('button', { name: 'Opening checkout...' })).toBeDisabled()
  release()
  await expect(page).toHaveTitle('Fake Stripe Checkout')
  expect(checkouts).toHaveLength(1)
})

test('a visitor who picks a plan signs in and continues straight to checkout', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'visitor')
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Choose PRO PLUS' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await fillSignInDialog(page, email, password)
  await expect(page).toHaveTitle('Fake Stripe Checkout')
  await expect(page.getByText('44.00 USD')).toBeVisible()
})

test("a signed-in account's plans are drawn once: the billing cycle and the cards survive its status panel arriving", async ({ page, browser, request }) => {
  // The scripts a visitor's /pricing loads; anything more is the account's parts, loaded once signed in.
  const visitor = await browser.newPage()
  const visitorScripts = new Set<string>()
  visitor.on('request', (r) => void (r.resourceType() === 'script' && visitorScripts.add(new URL(r.url()).pathname)))
  await visitor.goto('/pricing', { waitUntil: 'networkidle' })
  await startApp(visitor)
  await visitor.waitForLoadState('networkidle')
  await visitor.close()

  const { email, password } = await confirmedAccount(request, 'cycle')
  await signIn(page, email, password)
  const release = await holdScripts(page, visitorScripts)
  await page.goto('/pricing')
  // While the account's parts load (held), the plans already answer: yearly is picked.
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Subscription status' })).toHaveCount(0)
  await page.getByRole('radio', { name: /Yearly/ }).click()
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true')
  // A card drawn before the parts arrive must be the card after: the plans are not drawn a second time.
  await page.getByTestId('plan-basic').evaluate((card) => card.setAttribute('data-drawn-before', ''))
  release()
  await expect(page.getByRole('heading', { name: 'Subscription status' })).toBeVisible()
  await expect(page.getByTestId('plan-free').getByText('Current')).toBeVisible()
  await expect(page.getByTestId('plan-basic')).toHaveCount(1)
  await expect(page.getByTestId('plan-basic')).toHaveAttribute('data-drawn-before', '')
  await expect(page.getByRole('radio', { name: /Yearly/ })).toHaveAttribute('aria-checked', 'true')
})

test('a status that cannot be read is said once, and the account is shown as free', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'unverified')
  await signIn(page, email, password)
  // The server's answer is replaced by a failure: every part of the view reads the status and would warn.
  await page.route('**/api/billing/status', (route) => route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }))
  await page.goto('/dashboard/subscription')
  await expect(page.getByText('Could not verify subscription status. Defaulted to free tier.')).toBeVisible()
  await expect(page.getByTestId('plan-free').getByText('Current')).toBeVisible()
  await expect(page.getByTestId('tile-limit')).toHaveText('5')
  await expect(page.getByTestId('tile-images')).toHaveText('0 / 5')
  // The reset date is said once, in the reader's format (issue 39: billing showed it twice, once as 2026-12-01).
  await expect(page.getByText('Resets on')).toHaveCount(1)
  await expect(page.getByText('Could not verify subscription status. Defaulted to free tier.')).toHaveCount(1)
})

test('an admin sees the banner and is never sent to checkout', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await fillSignInDialog(page, E2E.adminEmail, E2E.adminPassword)
  await expect(page).toHaveURL('/dashboard')
  // Unlimited, whatever earlier specs wrote with this admin account.
  await expect(page.getByTestId('usage-count')).toHaveText(/^\d+\/∞$/)
  // Never "100% used" at n/∞ (issue 39).
  await expect(page.getByRole('img', { name: /^\d+ articles this month, no limit$/ })).toBeVisible()
  await page.goto('/dashboard/subscription')
  await expect(page.getByText('You are an admin: you have unlimited access and need no subscription.')).toBeVisible()
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).click()
  await expect(page.getByText('Admins have unlimited access and need no subscription.')).toBeVisible()
  await expect(page).toHaveURL('/dashboard/subscription')
})

test('the status endpoint answers only a signed-in user', async ({ request }) => {
  const anonymous = await request.get('/api/billing/status')
  expect(anonymous.status()).toBe(401)
  expect((await anonymous.json()).error.code).toBe('UNAUTHORIZED')
  const checkout = await request.post('/api/billing/checkout', { data: { plan: 'basic', interval: 'month' } })
  expect(checkout.status()).toBe(401)
})
