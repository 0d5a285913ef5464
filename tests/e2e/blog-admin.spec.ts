import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiToken } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'
import { TINY_PNG as PNG } from '../fixtures/images'


test('an admin manages posts: table with tags, edit title/tags/link/image, then delete', async ({ page, request }, testInfo) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const title = `Managed post ${Date.now()}`
  const created = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, focusKeyword: 'managed', metaDescription: 'A managed post.', content: '<p>First paragraph to link.</p>', tags: ['one', 'two', 'three', 'four', 'five'] },
  })
  expect(created.status()).toBe(201)
  const { post } = await created.json()

  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto('/dashboard/blog-management')
  const row = page.getByTestId('posts-table').getByRole('row').filter({ hasText: title })
  await expect(row.getByText('one')).toBeVisible()
  await expect(row.getByText('three')).toBeVisible()
  await expect(row.getByText('four')).toBeHidden()
  await expect(row.getByTestId('tags-more')).toHaveText('+2')

  await row.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/dashboard/blog-edit/${post.id}`)
  // Link insertion needs selected text first.
  await page.getByRole('button', { name: 'Add link' }).click()
  await expect(page.getByText('Please select text first to add a link')).toBeVisible()
  const editor = page.getByRole('textbox', { name: 'Content' })
  await editor.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el.querySelector('p')!)
    const selection = window.getSelection()!
    selection.removeAllRanges()
    selection.addRange(range)
  })
  await page.getByRole('button', { name: 'Add link' }).click()
  await page.getByLabel('Link URL').fill('https://example.com/guide')
  await page.getByRole('button', { name: 'Insert' }).click()

  const newTitle = `${title} (edited)`
  await page.getByLabel('Title').fill(newTitle)
  await page.getByLabel('Tags (comma separated)').fill('alpha, beta,, ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Blog post saved')).toBeVisible()

  // Image upload: a file must be chosen first; the preview follows the fit mode.
  await page.getByRole('button', { name: 'Upload image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload image' })
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image first')
  const textFile = testInfo.outputPath('notes.txt')
  fs.writeFileSync(textFile, 'not an image')
  await dialog.getByLabel(/Image file/).setInputFiles(textFile)
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image file')
  const png = path.join(testInfo.outputDir, 'cover.png')
  fs.writeFileSync(png, PNG)
  await dialog.getByLabel(/Image file/).setInputFiles(png)
  await dialog.getByLabel('Contain').check()
  await expect(dialog.getByTestId('image-preview')).toHaveClass(/object-contain/)
  await dialog.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByText('Image uploaded')).toBeVisible()
  await expect(page.getByTestId('post-image').locator('img')).toHaveClass(/object-contain/)

  // The public page shows every change at once.
  await page.goto('/blog')
  await page.getByRole('link', { name: `Read: ${newTitle}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
  await expect(page.locator('.article-body a[href="https://example.com/guide"]')).toHaveText('First paragraph to link.')
  await expect(page.getByRole('link', { name: '#alpha' })).toBeVisible()
  await expect(page.locator('article img')).toHaveCount(1)

  await page.goto('/dashboard/blog-management')
  await page.getByTestId('posts-table').getByRole('row').filter({ hasText: newTitle }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Post deleted')).toBeVisible()
  await expect(page.getByTestId('posts-table').getByText(newTitle)).toHaveCount(0)

  await page.goto('/dashboard/blog-edit/999999')
  await expect(page).toHaveURL('/dashboard/blog-management?missing=1')
  await expect(page.getByText('Blog post not found')).toBeVisible()
})

test('the SEO group in the admin panel: auto-generate, then a search title the post page uses', async ({ page, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const title = `Panel SEO ${Date.now()}`
  const created = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, focusKeyword: 'panel', metaDescription: 'Meta from the form.', content: '<p>Body text for the panel.</p>' },
  })
  const { post } = (await created.json()) as { post: { id: number; slug: string } }

  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto(`/admin/collections/posts/${post.id}`)
  const seoTitle = page.locator('#field-meta__title')
  await expect(seoTitle).toBeVisible()
  await expect(page.locator('#field-meta__description')).toHaveValue('Meta from the form.')
  await page.getByRole('button', { name: 'Auto-generate' }).first().click()
  await expect(seoTitle).toHaveValue(title)
  await seoTitle.fill('Composting for busy people')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  await page.goto(`/blog/${post.slug}`)
  await expect(page).toHaveTitle('Composting for busy people')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Composting for busy people')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Meta from the form.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})
