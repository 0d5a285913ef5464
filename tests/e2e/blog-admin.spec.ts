import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { apiToken } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'
import { TINY_PNG as PNG } from '../fixtures/images'


test('an admin manages posts: table with tags, the article editor (link, heading), an image saved on its own, Save in reach, then delete', async ({ page, request }, testInfo) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const title = `Managed post ${Date.now()}`
  // A long post: Save and the tags must stay in reach at its end.
  const filler = Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 2} of a long managed post, with enough words to fill a line or two.</p>`).join('')
  const created = await request.post('/api/posts/publish', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, focusKeyword: 'managed', metaDescription: 'A managed post.', content: `<p>First paragraph to link.</p><p>Section to head</p>${filler}`, tags: ['one', 'two', 'three', 'four', 'five'] },
  })
  expect(created.status()).toBe(201)
  const { post } = await created.json()
  const stored = async () => (await (await request.get(`/api/posts/${post.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as { title: string; image: number | null }

  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  await page.goto('/dashboard/blog-management')
  const row = page.getByTestId('posts-table').getByRole('row').filter({ hasText: title })
  await expect(row.getByText('one')).toBeVisible()
  await expect(row.getByText('three')).toBeVisible()
  await expect(row.getByText('four')).toBeHidden()
  await expect(row.getByTestId('tags-more')).toHaveText('+2')
  // Its two scores, as the articles have them (issue 34).
  await expect(row.getByTestId('post-scores')).toHaveText(/^SEO \d+\/100Readability \d+\/100$/)

  await row.getByRole('link', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/dashboard/blog-edit/${post.id}`)
  await expect(page.getByTestId('post-scores')).toHaveText(/^SEO \d+\/100Readability \d+\/100$/)
  const editor = page.getByRole('textbox', { name: 'Content' })
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  // Link insertion needs selected text first (the article editor's toolbar).
  await editor.getByText('First paragraph to link.').click()
  await toolbar.getByRole('button', { name: 'Link' }).click()
  await expect(page.getByText('Please select text first to add a link')).toBeVisible()
  await editor.getByText('First paragraph to link.').selectText()
  await toolbar.getByRole('button', { name: 'Link' }).click()
  await page.getByLabel('Link URL').fill('https://example.com/guide')
  await page.getByRole('button', { name: 'Apply' }).click()
  await editor.getByText('Section to head').click()
  await toolbar.getByRole('button', { name: 'Heading 2' }).click()
  await expect(editor.locator('h2')).toHaveText('Section to head')
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes')

  const newTitle = `${title} (edited)`
  await page.getByLabel('Title').fill(newTitle)
  await page.getByLabel('Tags (comma separated)').fill('alpha, beta,, ')

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
  // The image alone was saved: the title typed before it is still the admin's to save, and still shown.
  await expect(page.getByText('The image is saved. Your other changes are not saved yet')).toBeVisible()
  expect(await stored()).toMatchObject({ title, image: expect.any(Number) })
  await expect(page.getByLabel('Title')).toHaveValue(newTitle)
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes')

  // At the end of the long post, Save (in the editor's toolbar) and the tags are still on screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect(editor.getByText('Paragraph 31 of a long managed post')).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeInViewport()
  await expect(page.getByLabel('Tags (comma separated)')).toBeInViewport()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Blog post saved')).toBeVisible()
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved')
  expect((await stored()).title).toBe(newTitle)

  // The public page shows every change at once.
  await page.goto('/blog')
  await page.getByRole('link', { name: `Read: ${newTitle}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle)
  await expect(page.locator('.article-body a[href="https://example.com/guide"]')).toHaveText('First paragraph to link.')
  await expect(page.locator('.article-body h2', { hasText: 'Section to head' })).toBeVisible()
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
