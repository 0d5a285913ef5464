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

/** Signs in through the header dialog and lands on the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
}
