import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'
import { fakeOpenAI } from './support/ai'

/*
 * A user's crafted HTML, opened by the admin in every place it is shown, runs no script: the
 * article page, its edit mode, My Articles, the Payload admin panel, the HTML export and the
 * published blog post. Two ways in: the REST edit (sanitized on write) and a row written straight
 * into the database, as an older version could have stored it (sanitized on display).
 */
const PAYLOAD = `<h1>Crafted</h1><p>Visible text</p><img src="x" onerror="window.__xss=(window.__xss||0)+1;document.title='XSS'"><script>window.__xss=1</script><a href="javascript:window.__xss=1">link</a><p onmouseover="window.__xss=1">hover</p>`

async function writeArticle(request: APIRequestContext, token: string, topic: string): Promise<number> {
  await fakeOpenAI.isolate('crafted markup')
  const response = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${token}` }, data: { topic, focusKeyword: 'crafted markup' } })
  const text = await response.text()
  const start = /event: start\ndata: (.*)\n/.exec(text)
  expect(text).toContain('event: done')
  return (JSON.parse(start![1]!) as { articleId: number }).articleId
}

async function storeRaw(id: number) {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E.pgPort}/app` })
  await client.connect()
  await client.query('UPDATE articles SET content = $1 WHERE id = $2', [PAYLOAD, id])
  await client.end()
}

async function expectNoScriptRan(page: Page, where: string) {
  // Give an image error handler the time it would need to fire.
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0), where).toBe(0)
  expect(await page.title(), where).not.toBe('XSS')
}

test('crafted article HTML runs no script anywhere the admin opens it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  const user = await confirmedAccount(request, 'crafter')
  const userToken = await apiToken(request, user.email, user.password)
  const viaRest = await writeArticle(request, userToken, 'Crafted through REST')
  const edit = await request.patch(`/api/articles/${viaRest}?depth=0`, { headers: { Authorization: `JWT ${userToken}` }, data: { content: PAYLOAD, status: 'ready', score: 100 } })
  expect(edit.ok()).toBe(true)
  expect(JSON.stringify(await edit.json())).not.toMatch(/onerror|<script|javascript:/i)
  const legacy = await writeArticle(request, userToken, 'Crafted legacy row')
  await storeRaw(legacy)

  const adminToken = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const adminOwn = await writeArticle(request, adminToken, 'Admin own legacy row')
  await storeRaw(adminOwn)

  await signIn(page, E2E.adminEmail, E2E.adminPassword)
  for (const id of [viaRest, legacy]) {
    await page.goto(`/dashboard/articles/${id}`)
    await expect(page.getByText('Visible text').first()).toBeVisible()
    await expectNoScriptRan(page, `article page ${id}`)
    await page.getByRole('button', { name: 'Edit' }).click()
    await expect(page.getByRole('textbox', { name: 'Article text' })).toContainText('Visible text')
    await expectNoScriptRan(page, `edit mode ${id}`)
    expect(await page.getByRole('textbox', { name: 'Article text' }).innerHTML()).not.toMatch(/onerror|<script|javascript:/i)
  }

  await page.goto('/dashboard/articles')
  await expect(page.locator(`a[href="/dashboard/articles/${adminOwn}"]`).first()).toBeVisible()
  await expectNoScriptRan(page, 'My Articles')

  await page.goto(`/admin/collections/articles/${legacy}`)
  await expect(page.getByText('Crafted').first()).toBeVisible({ timeout: 30_000 })
  await expectNoScriptRan(page, 'admin panel')

  for (const id of [viaRest, legacy]) {
    const file = await request.get(`/api/articles/${id}/export?format=html`, { headers: { Authorization: `JWT ${adminToken}` } })
    expect(file.ok()).toBe(true)
    const html = await file.text()
    expect(html).toContain('Visible text')
    expect(html.replace(/<style>[\s\S]*?<\/style>/, '')).not.toMatch(/onerror|<script|javascript:|onmouseover/i)
  }

  await page.goto(`/dashboard/articles/${legacy}`)
  await page.getByRole('button', { name: 'Publish to Blog' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish to Blog' }).click()
  await page.getByRole('link', { name: 'View it on the blog' }).click()
  await expect(page.getByText('Visible text').first()).toBeVisible()
  await expectNoScriptRan(page, 'published blog post')
  expect(await page.locator('article, main').first().innerHTML()).not.toMatch(/onerror|<script[^>]*>window|javascript:/i)
  expect(dialogs).toEqual([])
})
