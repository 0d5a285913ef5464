import { expect, test } from '@playwright/test'

import { confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'

test('the Admin Panel on /dashboard: stat cards and the users table change by themselves when someone registers elsewhere', async ({ page, browser, request }) => {
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto('/dashboard')
  const panel = page.getByTestId('admin-panel')
  await expect(panel.getByRole('heading', { name: 'Admin Panel' })).toBeVisible()
  const users = panel.getByTestId('stat-users-value')
  await expect(users).toHaveText(/^\d[\d,]*$/)
  const before = Number((await users.textContent())!.replace(/,/g, ''))
  await expect(panel.getByTestId('admin-users').getByRole('columnheader')).toHaveText(['E-mail', 'Username', 'Registered', 'Plan', 'Articles this month', 'Trial', 'Status'])

  // Someone registers in another browser; this page is not touched.
  const other = await browser.newContext()
  const { email } = await confirmedAccount(other.request, 'panel-live')
  await other.close()
  // At least one more: the other lane registers its own accounts meanwhile (a run of three lanes failed on `before + 1`).
  await expect.poll(async () => Number((await users.textContent())!.replace(/,/g, '')), { timeout: 5000 }).toBeGreaterThan(before)
  const row = panel.getByTestId('admin-user').filter({ hasText: email })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Free')
  await expect(row).toContainText('Available')
  await expect(row).toContainText('Inactive')

  // Search by e-mail.
  await panel.getByRole('searchbox', { name: 'Search by e-mail' }).fill(email)
  await expect(panel.getByTestId('admin-user')).toHaveCount(1)

  // Not for users: the panel is not there, and the API says 403.
  expect((await request.get('/api/admin/stats')).status()).toBe(401)
})
