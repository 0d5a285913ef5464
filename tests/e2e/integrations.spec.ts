import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { confirmedAccount } from './support/accounts'
import { fillSignInDialog } from './support/session'
import { localWordPress } from './support/wordpress'

/** A user who bought PRO through the (fake) Stripe checkout, signed in on `page`. */
async function proUser(page: Page, request: APIRequestContext, tag: string) {
  const { email, password } = await confirmedAccount(request, tag)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await fillSignInDialog(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Choose PRO', exact: true }).click()
  await expect(page).toHaveTitle('Fake Stripe Checkout')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  await expect(page.getByTestId('success-plan')).toHaveText('Your plan: PRO')
}

test('a PRO user connects the real WordPress from Settings: tested on add, a contributor explained, switched off and deleted', async ({ page, request }) => {
  const wp = await localWordPress()
  await proUser(page, request, 'wp-pro')
  await page.goto('/dashboard/settings')
  await page.getByTestId('settings-integrations').getByRole('link', { name: 'Manage integrations' }).click()
  await expect(page).toHaveURL('/dashboard/integrations')
  await expect(page.getByRole('heading', { name: 'WordPress integrációk' })).toBeVisible()
  await expect(page.getByRole('tab', { name: /Zapier/ })).toBeVisible()

  const manager = page.getByTestId('wordpress-manager')
  await expect(manager.getByText('No WordPress site yet. Add one above.')).toBeVisible()
  const add = manager.getByRole('button', { name: 'Add WordPress site' })
  await expect(add).toBeDisabled()
  await manager.getByLabel('Site URL').fill(wp.url)
  await manager.getByLabel('Username').fill('admin')
  await manager.getByLabel('Application password').fill(wp.users.admin.applicationPassword)
  await add.click()
  await expect(page.getByText('WordPress integration added.')).toBeVisible()
  const site = manager.getByTestId('integration').filter({ hasText: 'WordPress Site' })
  await expect(site).toContainText(wp.url)
  await expect(site).toContainText('Protected')
  await expect(site).not.toContainText(wp.users.admin.applicationPassword)
  // Tested at once, against the real site.
  await expect(site.getByTestId('connection-result')).toHaveText('Connected as admin: this user can publish posts and upload images.')
  await expect(manager.getByLabel('Application password')).toHaveValue('')

  await manager.getByLabel('Integration name').fill('Contributor blog')
  await manager.getByLabel('Site URL').fill(wp.url)
  await manager.getByLabel('Username').fill('contributor')
  await manager.getByLabel('Application password').fill(wp.users.contributor.applicationPassword)
  await add.click()
  const contributor = manager.getByTestId('integration').filter({ hasText: 'Contributor blog' })
  await expect(contributor.getByTestId('connection-result')).toContainText('This WordPress user may write but not publish posts.')
  await expect(contributor.getByTestId('connection-result')).toContainText('Give the user the Author, Editor or Administrator role')

  await contributor.getByRole('switch', { name: 'Contributor blog active' }).click()
  await expect(page.getByText('Integration deactivated.')).toBeVisible()
  await expect(contributor.getByRole('switch')).toHaveAttribute('aria-checked', 'false')

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this integration?')
    void dialog.accept()
  })
  await contributor.getByRole('button', { name: 'Delete Contributor blog' }).click()
  await expect(page.getByText('Integration deleted.')).toBeVisible()
  await expect(manager.getByTestId('integration')).toHaveCount(1)

  // After a reload the site and its last test are still there.
  await page.reload()
  await expect(site).toContainText('Last test: Connected as admin.')

  const wix = page.getByTestId('wix-manager')
  await wix.getByLabel('Site URL').fill('my-shop.wixsite.com/blog')
  await wix.getByLabel('Site ID').fill('4f1c2f43-0000-4000-8000-000000000001')
  await wix.getByLabel('API key').fill('IST.test-key')
  await wix.getByRole('button', { name: 'Add Wix site' }).click()
  await expect(page.getByText('Wix integration added successfully.')).toBeVisible()
  await expect(wix.getByTestId('integration')).toContainText('https://my-shop.wixsite.com/blog')
})

test('a free user sees the upgrade prompt and disabled add buttons, and the server refuses too', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'wp-free')
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await fillSignInDialog(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await page.goto('/dashboard/settings')
  await expect(page.getByTestId('settings-integrations')).toContainText('Publishing to WordPress and Wix is part of the PRO and PRO PLUS plans.')
  await page.goto('/dashboard/integrations')
  const prompt = page.getByTestId('integrations-upgrade')
  await expect(prompt).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add WordPress site' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Add Wix site' })).toBeDisabled()
  const refused = await page.request.post('/api/integrations', { data: { platform: 'wordpress', siteUrl: 'https://example.com', username: 'a', applicationPassword: 'b' } })
  expect(refused.status()).toBe(403)
  await prompt.getByRole('link', { name: 'See the plans' }).click()
  await expect(page).toHaveURL('/dashboard/subscription')
})
