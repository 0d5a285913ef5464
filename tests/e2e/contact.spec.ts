import { expect, test } from '@playwright/test'

import { apiToken } from './support/accounts'
import { waitForMail } from './support/mail'
import { E2E } from './support/ports'

test('a contact message needs every field, is stored, mailed to the admins, and only then confirmed', async ({ page, request }) => {
  await page.goto('/contact')
  const send = page.getByRole('button', { name: 'Send message' })
  await send.click()
  // Each empty field names what it needs (issue 39).
  await expect(page.locator('form').getByRole('alert')).toHaveText(['Please enter your name.', 'Please enter your e-mail address.', 'Please enter a subject.', 'Please write your message.'])
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera')
  await send.click()
  await expect(page.locator('form').getByRole('alert')).toHaveCount(3)

  const subject = `Question ${Date.now()}`
  await page.getByRole('textbox', { name: 'Name' }).fill('Vera')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vera@example.com')
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await page.getByRole('textbox', { name: 'Message' }).fill('How do yearly plans work?')
  await send.click()
  await expect(page.getByText('Thank you! We received your message and will reply within 24 hours.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('')

  const mail = await waitForMail(E2E.adminEmail, new RegExp(`Contact: ${subject}`))
  expect(mail.text).toContain('How do yearly plans work?')
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const stored = await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect((await stored.json()).docs).toHaveLength(1)
})
