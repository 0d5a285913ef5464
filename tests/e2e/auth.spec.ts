import { expect, test, type Page } from '@playwright/test'

import { confirmedAccount } from './support/accounts'
import { freshEmail, linkTo, waitForMail } from './support/mail'
import { E2E } from './support/ports'
import { submitSignIn } from './support/session'

async function openDialog(page: Page, mode: 'Sign In' | 'Registration') {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  if (mode === 'Registration') await page.getByRole('button', { name: 'No account yet? Register' }).click()
  const dialog = page.getByRole('dialog', { name: mode })
  await expect(dialog).toBeVisible()
  return dialog
}


test('registration shows each validation message, then confirms by e-mail and lands on the dashboard', async ({ page }) => {
  const email = freshEmail('reg')
  const dialog = await openDialog(page, 'Registration')
  const submit = dialog.getByRole('button', { name: 'Register' })

  await submit.click()
  await expect(dialog.getByText('Username is required')).toBeVisible()

  await dialog.getByLabel('Username').fill('Rita')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill('secret1')
  await dialog.getByLabel('Confirm password').fill('secret2')
  await submit.click()
  await expect(dialog.getByText('Passwords do not match')).toBeVisible()

  await dialog.getByLabel('Password', { exact: true }).fill('12345')
  await dialog.getByLabel('Confirm password').fill('12345')
  await submit.click()
  await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible()

  await dialog.getByLabel('Password', { exact: true }).fill('secret1')
  await dialog.getByLabel('Confirm password').fill('secret1')
  await submit.click()
  await expect(page.getByRole('dialog', { name: 'Check Your Email!' })).toBeVisible()

  // Closing 'Check Your Email!' returns to sign-in; signing in before confirming is refused.
  await page.getByRole('button', { name: 'Back to Sign In' }).click()
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' })
  await signInDialog.getByLabel('E-mail').fill(email)
  await signInDialog.getByLabel('Password').fill('secret1')
  await signInDialog.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(signInDialog.getByRole('alert')).toHaveText('Please confirm your email address before signing in. Check your inbox!')
  // Said once, in the dialog: no toast repeating it on top.
  await expect(page.getByText('Please confirm your email address before signing in. Check your inbox!')).toHaveCount(1)

  const link = linkTo(await waitForMail(email, /Confirm your e-mail/), '/verify-email')
  expect(link.startsWith(`${E2E.baseUrl}/verify-email?token=`)).toBe(true)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible()
  await expect(page).toHaveURL('/dashboard', { timeout: 15_000 })
  // A first visit is greeted as one, not with "Welcome back" (issue 39: details).
  await expect(page.getByRole('heading', { name: 'Welcome, Rita!' })).toBeVisible()
  await expect(page.getByTestId('welcome-line')).toHaveText(`Welcome, ${email}`)
  await waitForMail(email, /Welcome to SEO Writer/)

  // Opened again while signed in: the address is confirmed already, and the way on is the dashboard.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your e-mail address is already confirmed' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to dashboard' }).click()
  await expect(page).toHaveURL('/dashboard')

  // Signed out, the same link cannot be used twice.
  await page.context().clearCookies()
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
})

test('an address that is already registered gets the same answer as a new one, and its owner an e-mail', async ({ page, request }) => {
  const { email } = await confirmedAccount(request, 'taken')
  const dialog = await openDialog(page, 'Registration')
  await dialog.getByLabel('Username').fill('Other')
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill('secret1')
  await dialog.getByLabel('Confirm password').fill('secret1')
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible()
  const note = await waitForMail(email, /Someone tried to register/)
  expect(note.text).toContain('you already have an account')
})

test('sign in, wrong password, sign out, and the account locks after repeated failures', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'signin')
  let dialog = await submitSignIn(page, email, 'wrong-password')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password')

  dialog = await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('link', { name: 'AI Tools' }).first()).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible()
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/')

  for (let i = 0; i < 5; i++) {
    const response = await request.post('/api/account/login', { data: { email, password: `bad-${i}` } })
    expect(response.status()).toBe(401)
  }
  dialog = await submitSignIn(page, email, password)
  await expect(dialog.getByRole('alert')).toContainText('Your account is locked for 15 minutes')
})

test('forgot password mails a link; the reset page checks both fields and signs the user in', async ({ page, request }) => {
  const { email } = await confirmedAccount(request, 'forgot')
  const dialog = await openDialog(page, 'Sign In')
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click()
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' })
  await forgot.getByLabel('E-mail').fill(email)
  await forgot.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('dialog', { name: 'Email sent' })).toBeVisible()

  const link = linkTo(await waitForMail(email, /Reset your password/), '/reset-password')
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('12345')
  await page.getByLabel('Confirm new password').fill('12345')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('new-secret-1')
  await page.getByLabel('Confirm new password').fill('new-secret-2')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm new password').fill('new-secret-1')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page).toHaveURL('/dashboard')

  // The used link is now invalid and says so instead of showing the form.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Invalid or expired link' })).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
})

test('the reset page in Hungarian uses the SPEC texts', async ({ page, context, request }) => {
  const { email } = await confirmedAccount(request, 'hureset')
  await request.post('/api/account/forgot-password', { data: { email } })
  const link = linkTo(await waitForMail(email, /Reset your password/), '/reset-password')
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'hu', url: E2E.baseUrl }])
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Jelszó visszaállítás' })).toBeVisible()
  await expect(page.getByText('Add meg az új jelszavadat')).toBeVisible()
  await page.getByLabel('Új jelszó', { exact: true }).fill('abc')
  await page.getByLabel('Új jelszó megerősítése').fill('abc')
  await page.getByRole('button', { name: 'Jelszó frissítése' }).click()
  await expect(page.getByText('A jelszónak legalább 6 karakteresnek kell lennie')).toBeVisible()
})

test('guards: visitors are sent home from signed-in pages; non-admins get no admin panel', async ({ page, request }) => {
  for (const path of ['/dashboard', '/dashboard/settings', '/ai-tools']) {
    await page.goto(path)
    await expect(page).toHaveURL('/')
  }
  const { email, password } = await confirmedAccount(request, 'plain')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByText('Blog Publishing')).toHaveCount(0)
  await expect(page.getByTestId('admin-badge')).toHaveCount(0)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/(login|unauthorized)/)
})

test('an admin sees the badge, the admin links and works in the Payload admin panel', async ({ page }) => {
  await submitSignIn(page, E2E.adminEmail, E2E.adminPassword)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByTestId('admin-badge')).toBeVisible()
  await expect(page.getByText('Blog Publishing')).toBeVisible()
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible({ timeout: 30_000 })
  // The post editor needs the generated import map (Lexical and storage components).
  await page.goto('/admin/collections/posts/create')
  await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible({ timeout: 30_000 })
})

test('settings show the profile and change the password', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'settings')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email)
  await expect(page.getByText('Active user')).toBeVisible()
  await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill('not-it')
  await page.getByLabel('New password', { exact: true }).fill('changed-pass')
  await page.getByLabel('Confirm new password').fill('changed-pass')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is not correct.')).toBeVisible()
  await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill(password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  const login = await request.post('/api/account/login', { data: { email, password: 'changed-pass' } })
  expect(login.status()).toBe(200)
})

test('changing the e-mail address: password, a link to the new address, a notice to the old, sign-in with the new one after the link', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'relocate')
  const target = freshEmail('relocated')
  await submitSignIn(page, email, password)
  await expect(page).toHaveURL('/dashboard')
  await page.goto('/dashboard/settings')
  const form = page.getByRole('region', { name: 'Change e-mail' })
  await form.getByLabel('New e-mail address').fill(target)
  await form.getByLabel('Current password').fill('wrong-password')
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(form.getByText('Your current password is not correct.')).toBeVisible()
  await form.getByLabel('Current password').fill(password)
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(form.getByText('Check your new inbox')).toBeVisible()
  await waitForMail(email, /change of your e-mail address was requested/)
  const link = linkTo(await waitForMail(target, /Confirm your new e-mail address/), '/verify-email')
  // Until the link is opened the old address still signs in.
  expect((await request.post('/api/account/login', { data: { email: target, password } })).status()).toBe(401)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible()
  await expect(page.getByText(`From now on you sign in with ${target}.`)).toBeVisible()
  // The header says who is signed in: the new address, without a reload (issue 39).
  await expect(page.getByTestId('welcome-line')).toHaveText(`Welcome, ${target}`)
  expect((await request.post('/api/account/login', { data: { email: target, password } })).status()).toBe(200)
  expect((await request.post('/api/account/login', { data: { email, password } })).status()).toBe(401)
})

test('the admin panel’s own login form signs an admin in (Payload posts it as form data)', async ({ page }) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E.adminEmail)
  await page.locator('#field-password').fill(E2E.adminPassword)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 20_000 })
})
