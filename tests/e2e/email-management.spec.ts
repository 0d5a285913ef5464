import { expect, test, type Page } from '@playwright/test'

import { confirmedAccount } from './support/accounts'
import { linkTo, waitForMail } from './support/mail'
import { E2E } from './support/ports'
import { signIn } from './support/session'

async function openEmailManagement(page: Page) {
  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto('/dashboard')
  await page.getByRole('navigation').getByRole('link', { name: 'Email Management' }).first().click()
  await expect(page).toHaveURL('/dashboard/email-management')
  await expect(page.getByRole('heading', { level: 1, name: 'Email Management' })).toBeVisible()
}

test('an admin edits the welcome template with a live preview, and the next welcome e-mail says what was typed', async ({ page, browser }) => {
  await openEmailManagement(page)
  await expect(page.getByTestId('editor-empty')).toHaveText('Choose a template on the left to edit it, or create a new one.')
  const list = page.getByTestId('template-list')
  await list.getByRole('button', { name: /^Welcome EN welcome / }).click()
  const editor = page.getByTestId('template-editor')
  // Listed by its human name, the internal type as a small label (issue 39: words).
  await expect(editor.getByRole('heading', { name: 'Welcome (EN)' })).toBeVisible()
  await expect(list.getByRole('button', { name: /^Password reset HU password_reset / })).toBeVisible()
  const subject = editor.getByLabel('Subject')
  const original = await subject.inputValue()
  expect(original).toBe('Welcome to {{siteName}}!')

  // The preview follows the typing, filled with sample data.
  await subject.fill('Glad you are here, {{username}}!')
  await expect(page.getByTestId('preview-subject')).toHaveText('Glad you are here, Anna!')
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByRole('heading', { name: 'Welcome, Anna!' })).toBeVisible()
  // An unknown placeholder is named before saving, and the server refuses it too.
  await subject.fill('Glad you are here, {{firstName}}!')
  await expect(editor.getByRole('alert')).toContainText('Unknown placeholder {{firstName}}')
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The e-mail template could not be updated.')).toBeVisible()
  await subject.fill('Glad you are here, {{username}}!')
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('E-mail template updated.')).toBeVisible()
  await expect(list.getByRole('button', { name: /^Welcome EN welcome / })).toContainText('Glad you are here, {{username}}!')

  // Someone signs up elsewhere: their welcome e-mail is the edited one.
  const other = await browser.newContext()
  const { email } = await confirmedAccount(other.request, 'welcomed')
  await other.close()
  const mail = await waitForMail(email, /^Glad you are here, welcomed!$/)
  expect(mail.text).toContain('Welcome, welcomed!')

  // Put the text back for the rest of the suite.
  await subject.fill(original)
  await editor.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('E-mail template updated.')).toHaveCount(2)
})

test('an admin creates a template of a free-text type, then deletes it', async ({ page }) => {
  await openEmailManagement(page)
  await page.getByRole('button', { name: 'New template', exact: true }).click()
  const editor = page.getByTestId('template-editor')
  await expect(editor.getByRole('heading', { name: 'New template' })).toBeVisible()
  await editor.getByRole('button', { name: 'Create' }).click()
  await expect(editor.getByText('Type is required.')).toBeVisible()
  await expect(editor.getByText('Subject is required.')).toBeVisible()
  await expect(editor.getByText('HTML is required.')).toBeVisible()

  const type = `magic_link_${Date.now().toString(36)}`
  await editor.getByLabel('Type').fill(type)
  await editor.getByLabel('Language').selectOption('hu')
  await editor.getByLabel('Subject').fill('Belépés: {{siteName}}')
  await editor.getByLabel('HTML').fill('<p>Szia! Itt tudsz belépni: ')
  await editor.getByRole('button', { name: '{{siteUrl}}' }).click()
  await expect(editor.getByLabel('HTML')).toHaveValue('<p>Szia! Itt tudsz belépni: {{siteUrl}}')
  await expect(page.getByTestId('preview-subject')).toHaveText('Belépés: SEO Writer')
  await editor.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByText('E-mail template created.')).toBeVisible()
  const row = page.getByTestId('template-list').getByRole('button', { name: new RegExp(`^${type} HU`) })
  await expect(row).toHaveAttribute('aria-current', 'true')

  await page.getByTestId('template-editor').getByRole('button', { name: 'Delete' }).click()
  // Cancel keeps it; Delete in the app's confirmation removes it.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(row).toHaveCount(1)
  await page.getByTestId('template-editor').getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('E-mail template deleted.')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(page.getByTestId('editor-empty')).toBeVisible()
})

test('the welcome campaign reaches an inactive user once, who unsubscribes with one click and can opt in again in Settings', async ({ page, browser }) => {
  const other = await browser.newContext()
  const { email, password } = await confirmedAccount(other.request, 'idle')
  await other.close()

  await openEmailManagement(page)
  const card = page.getByTestId('campaign-card')
  const eligible = Number(await card.getByTestId('campaign-eligible').textContent())
  expect(eligible).toBeGreaterThanOrEqual(1)
  await card.getByRole('button', { name: 'Send welcome campaign' }).click()
  const confirmation = page.getByRole('alertdialog')
  await expect(confirmation).toContainText('inactive user')
  await confirmation.getByRole('button', { name: 'Send welcome campaign' }).click()
  await expect(page.getByText(`Successfully sent ${eligible} emails to inactive users.`)).toBeVisible()
  await expect(card.getByTestId('campaign-waiting')).toHaveText('0', { timeout: 30_000 })
  await expect(card.getByTestId('campaign-eligible')).toHaveText('0')
  await expect(card.getByRole('button', { name: 'Send welcome campaign' })).toBeDisabled()

  const mail = await waitForMail(email, /^Your first article is one keyword away$/)
  await page.goto(linkTo(mail, '/unsubscribe').replace(/^https?:\/\/[^/]+/, ''))
  const box = page.getByTestId('unsubscribe')
  await expect(box.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
  await box.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(box).toContainText('You are unsubscribed.')

  // The user's own settings show it, and turn it back on.
  const theirs = await browser.newPage()
  await signIn(theirs, email, password)
  await theirs.goto('/dashboard/settings')
  const toggle = theirs.getByRole('checkbox', { name: /Product news and tips/ })
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect(theirs.getByText('You will get product news and tips.')).toBeVisible()
  await theirs.reload()
  await expect(theirs.getByRole('checkbox', { name: /Product news and tips/ })).toBeChecked()
  await theirs.close()
})
