import { expect, test } from '@playwright/test'

import { freshEmail } from './support/mail'

/** The loopback provider's development pages: any login signs in, then a consent page. */
async function atProvider(page: import('@playwright/test').Page, email: string) {
  await page.getByPlaceholder('Enter any login').fill(email)
  await page.getByPlaceholder('and password').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('Sign in with Google: a new user lands on /dashboard, signed in, and comes back to the same account', async ({ page, context }) => {
  const email = freshEmail('google-user')
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await atProvider(page, email)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, ')
  // Asked by the page itself (a same-origin request, as the app asks).
  const me = await page.evaluate(() => fetch('/api/account/session').then((r) => r.json()))
  expect(me.user.email).toBe(email)

  // Signed out and in again with Google: the same account, straight to the dashboard.
  await context.clearCookies()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await atProvider(page, email)
  await expect(page).toHaveURL('/dashboard')
})

test('a cancelled Google sign-in comes back with "Google sign in error" and the provider’s reason', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await page.getByRole('link', { name: /Cancel/ }).click()
  await expect(page).toHaveURL('/')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toHaveText('Google sign in error: The Google sign-in was cancelled. (access_denied)')
  // The address carried a code, not words: it is gone from the address bar.
  expect(new URL(page.url()).search).toBe('')
})
