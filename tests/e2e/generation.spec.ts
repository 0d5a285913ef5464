import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { apiToken, confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'
import { fakeOpenAI } from './support/ai'

test.beforeEach(() => fakeOpenAI.reset())


test('keyword → 10 titles → an article streamed live, saved, scored, edited and downloaded', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'writer')
  await signIn(page, email, password)
  await page.goto('/ai-tools')
  await page.getByRole('link', { name: 'Use Tool' }).first().click()
  await expect(page).toHaveURL('/blog-writer-sliding')

  await page.getByRole('button', { name: 'Generate titles' }).click()
  await expect(page.getByText('Please enter a keyword!')).toBeVisible()
  await page.getByLabel('Keyword').fill('email marketing')
  await page.getByLabel('Keyword').press('Enter')
  const titles = page.getByRole('radio')
  await expect(titles).toHaveCount(10)
  await page.getByText('Title 2 about email marketing').click()

  // Slow chunks so the live preview can be seen filling up.
  await fakeOpenAI.delay({ betweenChunksMs: 250 })
  await page.getByRole('button', { name: 'Generate Article' }).click()
  const drawer = page.getByTestId('live-preview')
  await expect(drawer.getByTestId('ai-writing')).toHaveText('AI writing...')
  // The outline's title first, then the introduction as the model writes it.
  await expect(drawer).toContainText('Title 2 about email marketing')
  await expect(drawer).toContainText('This part is about email marketing.')
  // The text grows while the model is still writing.
  const early = (await drawer.textContent())?.length ?? 0
  await expect.poll(async () => (await drawer.textContent())?.length ?? 0).toBeGreaterThan(early)
  await expect(drawer.getByTestId('ai-writing')).toBeVisible()
  // Seen streaming: the rest of the 1,500 words at full speed.
  await fakeOpenAI.delay({ betweenChunksMs: 0 })
  await expect(drawer.getByTestId('ai-writing')).toHaveCount(0, { timeout: 30_000 })

  // The page brings the person to the result and says where it is kept; the folded drawer shows no cut-off text.
  const result = page.getByRole('heading', { level: 2, name: 'Title 2 about email marketing' })
  await expect(result).toBeFocused()
  await expect(result).toBeInViewport()
  const saved = page.getByTestId('saved-note').getByRole('link', { name: 'Saved to My Articles' })
  await expect(saved).toHaveAttribute('href', /^\/dashboard\/articles\/\d+$/)
  await expect(drawer).toContainText('Finished: the full article is on the page.')
  await expect(drawer.locator('.article-body')).toBeHidden()
  // Which provider and model wrote it is for admins, not customers.
  await expect(page.getByText(/Written by/)).toHaveCount(0)

  const view = page.getByTestId('article-view')
  await expect(view.getByTestId('seo-title')).toHaveText('Title 2 about email marketing')
  await expect(view.getByTestId('seo-focusKeyword')).toHaveText('email marketing')
  await expect(view.getByTestId('seo-score')).toContainText('/100')
  await expect(view.getByTestId('article-preview')).toContainText('email marketing')
  await expect(page.getByTestId('remaining-line')).toHaveText('4 of 5 articles left this month')

  const [html] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'HTML Download' }).click()])
  expect(html.suggestedFilename()).toBe('title-2-about-email-marketing.html')
  expect(fs.readFileSync(await html.path(), 'utf8')).toContain('<h1>Title 2 about email marketing</h1>')
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF Download' }).click()])
  expect(pdf.suggestedFilename()).toBe('title-2-about-email-marketing.pdf')
  expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-')

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByLabel('Meta description').fill('An edited meta description about email marketing for small shops.')
  // Cancel with unsaved changes asks first; the folded preview drawer stays under the dialog's backdrop (issue 39).
  await page.getByRole('button', { name: 'Cancel' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toContainText('Discard your changes?')
  const box = (await drawer.boundingBox())!
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="live-preview"]') !== null, [box.x + box.width / 2, box.y + box.height / 2])
  expect(onTop).toBe(false)
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Article saved')).toBeVisible()

  await page.goto('/dashboard/articles')
  const list = page.getByTestId('articles-list')
  await expect(list.getByText('Title 2 about email marketing')).toBeVisible()
  await expect(list.getByText('Ready')).toBeVisible()
  await list.getByRole('link', { name: 'Open' }).click()
  await expect(page.getByTestId('seo-metaDescription')).toHaveText('An edited meta description about email marketing for small shops.')
})

test('the article is saved even when the page is left while it is written', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'leaver')
  await signIn(page, email, password)
  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('garden design')
  await page.getByRole('button', { name: 'Generate titles' }).click()
  await expect(page.getByRole('radio')).toHaveCount(10)
  // Slow enough that the list is open before the article is done, even on a busy machine.
  await fakeOpenAI.delay({ betweenChunksMs: 1000 })
  // The stream's answer has begun once the server has saved the article: leaving before that would leave nothing to find.
  const streaming = page.waitForResponse((response) => response.url().endsWith('/api/ai/article') && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Generate Article' }).click()
  await expect(page.getByTestId('ai-writing')).toBeVisible()
  await streaming
  await page.goto('/dashboard/articles')
  await expect(page.getByTestId('articles-list').getByText('Generating')).toBeVisible()
  // Seen in the list while it is written: the rest of the article at full speed.
  await fakeOpenAI.delay({ betweenChunksMs: 0 })
  await page.getByRole('link', { name: 'Open' }).click()
  await expect(page.getByTestId('article-view')).toBeVisible({ timeout: 30_000 })
  await page.goto('/dashboard/articles')
  await expect(page.getByTestId('articles-list').getByText('Ready')).toBeVisible()

  // With an article written, the dashboard greets a returning writer.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back, ')
  await page.goto('/dashboard/articles')
  // Deleting asks in the app's own dialog (issue 39: details): Cancel keeps the article, Delete removes it.
  const list = page.getByTestId('articles-list')
  await list.getByRole('button', { name: 'Delete' }).click()
  const confirmation = page.getByRole('alertdialog', { name: 'Are you sure?' })
  await confirmation.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirmation).toHaveCount(0)
  await list.getByRole('button', { name: 'Delete' }).click()
  await confirmation.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Article deleted')).toBeVisible()
  await expect(page.getByText('No articles yet.')).toBeVisible()
})

test('an overloaded provider is named in the SPEC message (this server has only OpenAI) and the credit is refunded', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'overload')
  await signIn(page, email, password)
  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('travel tips')
  await page.getByRole('button', { name: 'Generate titles' }).click()
  await expect(page.getByRole('radio')).toHaveCount(10)
  // Overloaded for the whole article: its planner, then the one request it falls back to.
  await fakeOpenAI.failNext(50, 503)
  await page.getByRole('button', { name: 'Generate Article' }).click()
  await expect(page.getByText('OpenAI service is currently overloaded. Please try again in a few minutes.')).toBeVisible()
  await expect(page.getByText(/Gemini/)).toHaveCount(0)
  await expect(page.getByTestId('remaining-line')).toHaveText('5 of 5 articles left this month')
})

test('a free user who used 5 articles gets the subscription modal', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'spender')
  const token = await apiToken(request, email, password)
  for (let i = 0; i < 5; i++) {
    const response = await request.post('/api/ai/article', {
      headers: { Authorization: `JWT ${token}` },
      data: { topic: `Topic number ${i}`, focusKeyword: 'topic' },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('event: done')
  }
  const refused = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${token}` }, data: { topic: 'One more', focusKeyword: 'more' } })
  expect(refused.status()).toBe(429)
  expect((await refused.json()).error.code).toBe('QUOTA_EXCEEDED')

  await signIn(page, email, password)
  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('more tips')
  await page.getByRole('button', { name: 'Generate titles' }).click()
  await expect(page.getByRole('radio')).toHaveCount(10)
  await page.getByRole('button', { name: 'Generate Article' }).click()
  const modal = page.getByRole('dialog', { name: 'Monthly limit reached' })
  await expect(modal).toContainText("You've reached the monthly limit. Subscribe to continue!")
  await modal.getByRole('link', { name: 'Choose a plan' }).click()
  await expect(page).toHaveURL('/dashboard/subscription')
})

test('articles are private: REST and GraphQL show them only to their owner', async ({ request }) => {
  const owner = await confirmedAccount(request, 'artowner')
  const other = await confirmedAccount(request, 'artother')
  const ownerToken = await apiToken(request, owner.email, owner.password)
  const otherToken = await apiToken(request, other.email, other.password)
  const stream = await request.post('/api/ai/article', { headers: { Authorization: `JWT ${ownerToken}` }, data: { topic: 'Private topic', focusKeyword: 'private' } })
  const id = /"articleId":(\d+)/.exec(await stream.text())?.[1]
  expect(id).toBeTruthy()
  expect((await request.get(`/api/articles/${id}`, { headers: { Authorization: `JWT ${ownerToken}` } })).status()).toBe(200)
  expect([403, 404]).toContain((await request.get(`/api/articles/${id}`, { headers: { Authorization: `JWT ${otherToken}` } })).status())
  expect([403, 404]).toContain((await request.get(`/api/articles/${id}/export?format=html`, { headers: { Authorization: `JWT ${otherToken}` } })).status())
  expect((await request.get('/api/articles')).status()).toBe(403)
  const gql = await request.post('/api/graphql', { headers: { Authorization: `JWT ${otherToken}` }, data: { query: '{ Articles { docs { id title } } }' } })
  expect((await gql.json()).data.Articles.docs).toEqual([])
})

test('/blog-writer: topic and focus keyword form, usage ring, and the admin card for admins', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'bwriter')
  await signIn(page, email, password)
  await page.goto('/blog-writer')
  const generate = page.getByRole('button', { name: 'Generate Article' })
  await expect(generate).toBeDisabled()
  await expect(page.getByTestId('usage-count')).toHaveText('0/5')
  await page.getByLabel('Topic').fill('Home composting for beginners')
  await expect(generate).toBeDisabled()
  await page.getByLabel('Focus Keyword').fill('home composting')
  await generate.click()
  await expect(page.getByTestId('article-view')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('seo-focusKeyword')).toHaveText('home composting')
  await expect(page.getByTestId('usage-count')).toHaveText('1/5')
  await expect(page.getByText('Admin access')).toHaveCount(0)
})

test('Improve rewrites what the checks found missing, for free, and both scores rise', async ({ page, request }) => {
  const token = await apiToken(request, E2E.adminEmail, E2E.adminPassword)
  const filler = Array.from({ length: 4 }, (_, i) => `<h2>Part ${i + 1}</h2><p>${'Plan the week and keep short notes. '.repeat(20)} garden tools.</p>`).join('')
  const me = (await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { id: number } }
  const created = await request.post('/api/articles', {
    headers: { Authorization: `JWT ${token}` },
    // An admin may write server-set fields: a finished article whose meta description misses the keyword.
    data: { user: me.user.id, status: 'ready', title: 'Garden tools for every season', content: `<h1>Garden tools for every season</h1><p>Start here.</p>${filler}<p>In 2023, 45% of gardeners bought new shears.</p>`, seo: { title: 'Garden tools for every season', metaDescription: 'A short note.', focusKeyword: 'garden tools' } },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await page.context().addCookies([{ name: 'payload-token', value: token, url: E2E.baseUrl }])
  await page.goto(`/dashboard/articles/${doc.id}`)
  const scoreOf = async (testId: string) => Number((await page.getByTestId(testId).textContent())?.split('/')[0])
  const before = await scoreOf('seo-score')
  // The readability panel: its lights, with what was found and what to change.
  await expect(page.getByRole('heading', { name: 'Readability' })).toBeVisible()
  await expect(page.getByTestId('check-transitionWords')).toHaveAttribute('data-level', 'bad')
  await expect(page.getByTestId('check-transitionWords')).toContainText('Link your ideas with words such as however')
  const readabilityBefore = await scoreOf('readability-score')
  // A claim without a source is listed, and "Show in the text" marks it where it stands.
  const claims = page.getByTestId('claims')
  await expect(claims).toContainText('In 2023, 45% of gardeners bought new shears.')
  await expect(claims).toContainText('percentage, year')
  await claims.getByRole('button', { name: 'Show in the text' }).click()
  await expect.poll(() => page.evaluate(() => (CSS as unknown as { highlights: Map<string, unknown> }).highlights.has('claim'))).toBe(true)
  await expect(page.locator('.article-body').getByText('In 2023, 45% of gardeners bought new shears.')).toBeInViewport()
  await page.getByRole('button', { name: 'Improve' }).click()
  await expect(page.getByText(/Improved: SEO \d+ → \d+, readability \d+ → \d+/)).toBeVisible()
  await expect.poll(() => scoreOf('seo-score')).toBeGreaterThan(before)
  await expect.poll(() => scoreOf('readability-score')).toBeGreaterThan(readabilityBefore)
  await expect(page.getByTestId('check-transitionWords')).toHaveAttribute('data-level', 'good')
  await expect(page.getByTestId('seo-metaDescription')).toContainText('garden tools')
})

test('Review the outline first: the outline is edited (renamed, reordered by keyboard, a section added and one removed), and the article is written exactly from it', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'outline')
  await signIn(page, email, password)
  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('balcony compost')
  await page.getByLabel('Keyword').press('Enter')
  await expect(page.getByRole('radio')).toHaveCount(10)
  await page.getByText('Title 3 about balcony compost').click()

  const review = page.getByRole('switch', { name: 'Review the outline first' })
  await expect(review).not.toBeChecked()
  await review.click()
  await expect(review).toBeChecked()
  await page.getByLabel('Length').selectOption('short')
  await page.getByRole('button', { name: 'Make the outline' }).click()
  const sections = page.getByTestId('outline-section')
  await expect(sections).toHaveCount(4)
  await expect(page.getByTestId('outline-summary')).toHaveText('4 sections · about 800 words')
  // Nothing is charged for an outline.
  await expect(page.getByTestId('remaining-line')).toHaveText('5 of 5 articles left this month')

  // Rename the first, move the third up with the keyboard on its handle, add one, remove the second.
  await page.getByLabel('Heading of section 1').fill('Start with the right bin')
  const third = await page.getByLabel('Heading of section 3').inputValue()
  const handle = page.getByRole('button', { name: `Move ${third} (drag, or press space and use the arrow keys)` })
  // In view before it is picked up (dnd-kit scrolls a section it picks up into view, smoothly).
  await handle.scrollIntoViewIfNeeded()
  await expect(handle).toBeInViewport({ ratio: 1 })
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // The screen reader's line says where the section is: over itself once picked up, then over the one above.
  const live = page.locator('[id^="DndLiveRegion"]').first()
  const own = await sections.nth(2).getAttribute('data-section')
  await expect(live).toHaveText(`Draggable item ${own} was moved over droppable area ${own}.`)
  await page.keyboard.press('ArrowUp')
  await expect(live).toHaveText(`Draggable item ${own} was moved over droppable area ${await sections.nth(1).getAttribute('data-section')}.`)
  await page.keyboard.press('Space')
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByLabel('Heading of section 2')).toHaveValue(third)
  // A new section goes before the conclusion.
  await page.getByRole('button', { name: 'Add a section' }).click()
  await expect(page.getByLabel('Heading of section 4')).toBeFocused()
  await expect(page.getByText('Every section needs a heading.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Generate Article' })).toBeDisabled()
  await page.keyboard.type('Mistakes that attract flies')
  const removed = await page.getByLabel('Heading of section 3').inputValue()
  await page.getByRole('button', { name: `Remove ${removed}` }).click()
  const expected = await sections.locator('input[aria-label^="Heading of section"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  expect(expected).toHaveLength(4)
  expect(expected.slice(0, 3)).toEqual(['Start with the right bin', third, 'Mistakes that attract flies'])

  await page.getByRole('button', { name: 'Generate Article' }).click()
  const view = page.getByTestId('article-view')
  await expect(view.getByTestId('seo-title')).toHaveText('Title 3 about balcony compost', { timeout: 30_000 })
  await expect(view.locator('.article-body h2')).toHaveText(expected)
  await expect(page.getByTestId('remaining-line')).toHaveText('4 of 5 articles left this month')

  // The switch is remembered for this user.
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Review the outline first' })).toBeChecked()
})

test('Brand voice: set up in Settings as the default, chosen in the writer, carried into every request and recorded on the article', async ({ page, request }) => {
  // Its own topic: the requests read back below are this test's alone, whatever the other lane writes.
  await fakeOpenAI.isolate('windowsill compost')
  const { email, password } = await confirmedAccount(request, 'voice')
  await signIn(page, email, password)
  await page.goto('/dashboard/settings')
  const voices = page.getByTestId('brand-voices')
  await expect(voices).toContainText('No brand voice yet.')
  await voices.getByRole('button', { name: 'Add a brand voice' }).click()
  await voices.getByRole('button', { name: 'Save voice' }).click()
  await expect(voices.getByText('Please give the voice a name.')).toBeVisible()
  await voices.getByLabel('Name').fill('Friendly expert')
  await voices.getByLabel('Description').fill('Warm and plain-spoken; we say you.')
  await voices.getByLabel('Sample of your writing').fill('We keep compost simple. You need a bin, some leaves and a little patience.')
  await voices.getByLabel('Words to avoid').fill('leverage, synergy')
  await expect(voices.getByLabel('Use this voice by default')).toBeChecked()
  await voices.getByRole('button', { name: 'Save voice' }).click()
  await expect(page.getByText('Brand voice “Friendly expert” saved.')).toBeVisible()
  const card = voices.getByTestId('brand-voice')
  await expect(card).toContainText('Friendly expert')
  await expect(card).toContainText('Default')
  await expect(card).toContainText('2 to avoid')

  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('windowsill compost')
  await page.getByLabel('Keyword').press('Enter')
  await expect(page.getByRole('radio')).toHaveCount(10)
  await expect(page.getByLabel('Brand voice')).toHaveValue(/\d+/)
  await expect(page.getByLabel('Brand voice').locator('option:checked')).toHaveText('Friendly expert')
  await page.getByRole('button', { name: 'Generate Article' }).click()
  await expect(page.getByTestId('article-view').getByTestId('voice-name')).toHaveText('Written in the voice “Friendly expert”.', { timeout: 30_000 })
  const prompts = (await fakeOpenAI.requests('windowsill compost')).map((r) => r.prompt).filter((p) => /^Task: section/m.test(p))
  expect(prompts.length).toBeGreaterThan(1)
  for (const prompt of prompts) expect(prompt).toContain('Never use these words or phrases: leverage, synergy.')
})

test('Outline, internal links and brand voice together: the edited outline is written in the chosen voice, links to the writer’s own post that a reader can follow, and the Internal links panel removes and adds it', async ({ page, request }) => {
  test.setTimeout(120_000)
  // A second admin (made one by the first), whose blog has a post on the topic.
  const { email, password } = await confirmedAccount(request, 'linker')
  const adminHeaders = { Authorization: `JWT ${await apiToken(request, E2E.adminEmail, E2E.adminPassword)}` }
  const token = await apiToken(request, email, password)
  const me = (await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as { user: { id: number } }
  expect((await request.patch(`/api/users/${me.user.id}`, { headers: adminHeaders, data: { roles: ['admin', 'user'] } })).status()).toBe(200)
  const headers = { Authorization: `JWT ${await apiToken(request, email, password)}` }
  const title = `Balcony compost bins compared ${Date.now().toString(36)}`
  const published = await request.post('/api/posts/publish', {
    headers,
    data: { title, focusKeyword: 'balcony compost bins', metaDescription: 'Five balcony compost bins side by side.', content: '<h2>Sizes</h2><p>Small bins fit small balconies.</p>' },
  })
  expect(published.status()).toBe(201)
  const { post } = (await published.json()) as { post: { slug: string } }
  expect((await request.post('/api/brand-voices', { headers, data: { name: 'Garden columnist', description: 'Chatty, practical, first person plural.' } })).status()).toBe(201)

  await signIn(page, email, password)
  await page.goto('/blog-writer-sliding')
  await page.getByLabel('Keyword').fill('balcony compost')
  await page.getByLabel('Keyword').press('Enter')
  await expect(page.getByRole('radio')).toHaveCount(10)
  await page.getByText('Title 2 about balcony compost').click()
  await page.getByRole('switch', { name: 'Review the outline first' }).click()
  await page.getByLabel('Length').selectOption('short')
  await page.getByRole('button', { name: 'Make the outline' }).click()
  await expect(page.getByTestId('outline-section').first()).toBeVisible()
  await page.getByLabel('Heading of section 1').fill('Pick a bin that fits your balcony')
  // The writer's post on the topic is offered with the outline, kept unless unticked.
  await expect(page.getByTestId('outline-links').getByRole('checkbox', { name: new RegExp(`^Link to ${title}`) })).toBeChecked()
  const outline = await page.getByTestId('outline-section').locator('input[aria-label^="Heading of section"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  // Choosing the voice (or the length) after editing keeps the edits.
  await page.getByLabel('Brand voice').selectOption({ label: 'Garden columnist' })
  await expect(page.getByLabel('Heading of section 1')).toHaveValue('Pick a bin that fits your balcony')
  await page.getByRole('button', { name: 'Generate Article' }).click()

  const view = page.getByTestId('article-view')
  await expect(view.getByTestId('voice-name')).toHaveText('Written in the voice “Garden columnist”.', { timeout: 30_000 })
  await expect(view.locator('.article-body h2')).toHaveText(outline)
  const link = view.locator('.article-body p a', { hasText: /balcony compost/i }).filter({ has: page.locator(`xpath=self::a[contains(@href, "/blog/${post.slug}")]`) })
  await expect(link).toHaveCount(1)
  await expect(view.getByTestId('check-internalLinks')).toHaveAttribute('data-level', 'good')

  // The panel lists it; removing and adding it changes the text and the check.
  const panel = page.getByTestId('internal-links')
  await expect(panel.getByRole('button', { name: `Remove the link to ${title}` })).toBeVisible()
  await panel.getByRole('button', { name: `Remove the link to ${title}` }).click()
  await expect(page.getByText(`Link to “${title}” removed.`)).toBeVisible()
  await expect(link).toHaveCount(0)
  await expect(view.getByTestId('check-internalLinks')).toHaveAttribute('data-level', 'bad')
  await panel.getByRole('button', { name: `Add a link to ${title}` }).click()
  await expect(link).toHaveCount(1)

  // A reader follows it to the post.
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})
