import { expect, type Page } from '@playwright/test'

/** Signs in through the dialog in the header, as a person would, and lands on the dashboard. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign In' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL('/dashboard')
}
