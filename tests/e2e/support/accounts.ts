import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { freshEmail, linkTo, waitForMail } from './mail'
import { fillSignInDialog } from './session'

let clients = 0

/**
 * A confirmed account made through the real endpoints and the real confirmation e-mail. The test
 * server trusts loopback as a proxy (TRUSTED_PROXIES), so each account comes from its own client
 * address, as real sign-ups do, and the per-address registration limit is not shared by the suite.
 */
export async function confirmedAccount(request: APIRequestContext, tag: string, password = 'secret123') {
  const email = freshEmail(tag)
  // One documentation /24 per lane (Playwright worker): the lanes do not share per-address limits either.
  const network = ['203.0.113', '198.51.100', '192.0.2'][Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? '203.0.113'
  const client = `${network}.${(clients++ % 250) + 1}`
  const registered = await request.post('/api/account/register', { data: { username: tag, email, password }, headers: { 'X-Forwarded-For': client } })
  if (!registered.ok()) throw new Error(`register failed: ${await registered.text()}`)
  const token = new URL(linkTo(await waitForMail(email, /Confirm your e-mail/), '/verify-email')).searchParams.get('token')
  const confirmed = await request.post('/api/account/confirm-email', { data: { token } })
  if (!confirmed.ok()) throw new Error(`confirm failed: ${await confirmed.text()}`)
  return { email, password }
}

/** Signs in through Payload's REST login, as another program would, and returns the JWT. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`login failed: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** A user who bought PRO through the (fake) Stripe checkout, signed in on `page`; returns their JWT. */
export async function proUser(page: Page, request: APIRequestContext, tag: string) {
  const { email, password } = await confirmedAccount(request, tag)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await fillSignInDialog(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).click()
  // The checkout's code loads on the click: on a busy machine that took over 10 s once.
  await expect(page).toHaveTitle('Fake Stripe Checkout', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  await expect(page.getByTestId('success-plan')).toHaveText('Your plan: PRO')
  return apiToken(request, email, password)
}
