import { expect, test, type Locator, type Page } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'
import { signIn } from './support/session'
import { fakeOpenAI } from './support/ai'

/** Errors and hydration warnings the browser reports while the test runs. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

async function writtenArticle(request: import('@playwright/test').APIRequestContext) {
  const account = await confirmedAccount(request, 'editor')
  const token = await apiToken(request, account.email, account.password)
  await fakeOpenAI.isolate('garden design ideas')
  const stream = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${token}` }, data: { topic: 'Garden design ideas', focusKeyword: 'garden design ideas' } })
  const id = /"articleId":(\d+)/.exec(await stream.text())?.[1]
  expect(id).toBeTruthy()
  return { ...account, token, id: id! }
}

/** Puts the caret at the end of an element of the editor (End would stop at the end of a wrapped line). */
async function caretAtEnd(element: Locator) {
  await element.click()
  await element.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    range.collapse(false)
    window.getSelection()!.removeAllRanges()
    window.getSelection()!.addRange(range)
  })
  // Lexical takes the new selection from the selectionchange event that follows.
  await element.page().waitForTimeout(100)
}

const score = async (page: Page) => Number((await page.getByTestId('seo-score').textContent())?.split('/')[0])

test('the article editor formats text, undoes, links, cancels, warns before leaving, and re-scores on save', async ({ page, request }) => {
  const { email, password, token, id } = await writtenArticle(request)
  await signIn(page, email, password)
  const problems = consoleProblems(page)
  await page.goto(`/dashboard/articles/${id}`)
  const view = page.getByTestId('article-view')
  const scoreBefore = await score(page)

  await page.getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('textbox', { name: 'Article text' })
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
  await expect(editor).toBeVisible()
  // It opens where the text is: the toolbar is on screen without scrolling (issue 39).
  await expect(toolbar).toBeInViewport()
  // The meta description is a field of several lines, with its counter.
  await expect(page.getByRole('textbox', { name: 'Meta description' })).toHaveJSProperty('tagName', 'TEXTAREA')
  for (const name of ['Undo', 'Redo', 'Paragraph', 'Heading 2', 'Heading 3', 'Heading 4', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible()
  }
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeDisabled()

  // A new heading after the first paragraph.
  await caretAtEnd(editor.locator('p').first())
  await page.keyboard.press('Enter')
  await page.keyboard.type('Planting plan for spring')
  await toolbar.getByRole('button', { name: 'Heading 3' }).click()
  const heading = editor.locator('h3', { hasText: 'Planting plan for spring' })
  await expect(heading).toBeVisible()
  await expect(toolbar.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'true')
  await toolbar.getByRole('button', { name: 'Undo' }).click()
  await expect(heading).toHaveCount(0)
  await expect(editor.locator('p', { hasText: 'Planting plan for spring' })).toBeVisible()
  await toolbar.getByRole('button', { name: 'Redo' }).click()
  await expect(heading).toBeVisible()

  // A bold, linked list item.
  await caretAtEnd(heading)
  await page.keyboard.press('Enter')
  await page.keyboard.type('Water early in the morning.')
  await page.keyboard.press('Shift+Home')
  await toolbar.getByRole('button', { name: 'Bold' }).click()
  await expect(editor.locator('strong', { hasText: 'Water early in the morning.' })).toBeVisible()
  await toolbar.getByRole('button', { name: 'Link' }).click()
  await page.getByLabel('Link URL').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Enter a web address such as https://example.com')).toBeVisible()
  await page.getByLabel('Link URL').fill('example.com/watering')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(editor.locator('a[href="https://example.com/watering"]')).toHaveText('Water early in the morning.')
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click()
  await expect(editor.locator('ul > li', { hasText: 'Water early in the morning.' })).toBeVisible()

  // Leaving with unsaved changes asks first; staying keeps the edits.
  let asked = ''
  page.once('dialog', (dialog) => {
    asked = dialog.message()
    void dialog.dismiss()
  })
  await page.getByRole('link', { name: 'Back to My Articles' }).click()
  await expect.poll(() => asked).toBe('You have unsaved changes. Leave without saving?')
  await expect(page).toHaveURL(`/dashboard/articles/${id}`)
  await expect(heading).toBeVisible()

  // Cancel with unsaved changes asks first (issue 39): keeping them keeps the editor; discarding puts the saved text back.
  await page.getByRole('button', { name: 'Cancel' }).click()
  const discard = page.getByRole('alertdialog')
  await expect(discard).toContainText('Discard your changes?')
  await discard.getByRole('button', { name: 'Cancel' }).click()
  await expect(heading).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await discard.getByRole('button', { name: 'Discard changes' }).click()
  await expect(editor).toBeHidden()
  await expect(view.locator('.article-body')).not.toContainText('Planting plan for spring')

  // Save: the server keeps the formatting and scores the article again.
  await page.getByRole('button', { name: 'Edit' }).click()
  await caretAtEnd(editor.locator('p').first())
  await page.keyboard.press('Enter')
  await page.keyboard.type('Planting plan for spring')
  await toolbar.getByRole('button', { name: 'Heading 2' }).click()
  await page.getByLabel('Focus keyword').fill('zebra crossing')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Article saved')).toBeVisible()
  await expect(editor).toBeHidden()
  await expect(view.locator('.article-body h2', { hasText: 'Planting plan for spring' })).toBeVisible()
  await expect(view.getByTestId('seo-focusKeyword')).toHaveText('zebra crossing')
  await expect.poll(() => score(page)).toBeLessThan(scoreBefore)
  await page.reload()
  await expect(view.locator('.article-body h2', { hasText: 'Planting plan for spring' })).toBeVisible()
  // Stored as plain HTML: no editor classes or inline styles.
  const stored = (await (await request.get(`/api/articles/${id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as { content: string }
  expect(stored.content).toContain('<h2>Planting plan for spring</h2>')
  expect(stored.content).not.toMatch(/ class=| style=|<b>|<span/)

  // A change, then closing the tab: the browser asks.
  await page.getByRole('button', { name: 'Edit' }).click()
  await caretAtEnd(editor.locator('p').first())
  await page.keyboard.type(' More.')
  const beforeUnload = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const dialog = await beforeUnload
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
  expect(problems).toEqual([])
})

test('the text editor, loading after Edit, leaves the focus in the field the user went to first', async ({ page, request }) => {
  const { email, password, id } = await writtenArticle(request)
  await signIn(page, email, password)
  await page.goto(`/dashboard/articles/${id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  // Straight to the meta description, before the editor below has loaded (it used to take the
  // focus when it opened, so what was typed next went elsewhere and the old text was saved).
  const meta = page.getByLabel('Meta description')
  await meta.focus()
  await expect(page.getByRole('textbox', { name: 'Article text' })).toBeVisible()
  await page.waitForTimeout(500)
  await expect(meta).toBeFocused()
  await meta.fill('A meta description typed while the editor was loading, about garden design.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Article saved')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('seo-metaDescription')).toHaveText('A meta description typed while the editor was loading, about garden design.')
})
