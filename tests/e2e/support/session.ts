import { expect, type Locator, type Page } from '@playwright/test'

/** Fills the open Sign In dialog and submits it; returns the dialog to read its messages. */
export async function fillSignInDialog(page: Page, email: string, password: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  return dialog
}

/** Opens the dialog from the header, as a person would, and submits it (whatever the outcome). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  return fillSignInDialog(page, email, password)
}

/** Signs in through the header dialog and lands on the dashboard (for specs about the dialog's path). */
export async function signInThroughDialog(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
}

/**
 * Signs in as the dialog does (the same endpoint, its session cookie landing in the page's browser
 * context) without opening it, and opens the dashboard: for specs about what comes after. The
 * dialog itself is tested by auth.spec.ts.
 */
export async function signIn(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/account/login', { data: { email, password } })
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`)
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/dashboard')
}
