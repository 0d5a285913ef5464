import { expect, test } from '@playwright/test'
import pg from 'pg'

import { confirmedAccount, proUser } from './support/accounts'
import { fakeOpenAI } from './support/ai'
import { E2E } from './support/ports'
import { signIn } from './support/session'
import { localWordPress } from './support/wordpress'

/** SQL on the app's database, as the clock moving on would (the test cannot wait a day). */
async function onDatabase(sql: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E.pgPort}/app` })
  await db.connect()
  try {
    return await db.query(sql, values)
  } finally {
    await db.end()
  }
}

test('a free user is offered the plans instead of bulk writing', async ({ page, request }) => {
  const { email, password } = await confirmedAccount(request, 'bulk-free')
  await signIn(page, email, password)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: 'Bulk writing' }).click()
  await expect(page).toHaveURL('/dashboard/bulk')
  const offer = page.getByTestId('bulk-offer')
  await expect(offer).toContainText('Write a month of posts at once')
  await offer.getByRole('link', { name: 'See the plans' }).click()
  await expect(page).toHaveURL('/dashboard/subscription')
})

test('a PRO user plans keywords two a day to WordPress as drafts, watches them written, cancels one, and the rest reach WordPress at their times', async ({ page, request }) => {
  test.setTimeout(180_000)
  // Every keyword names this topic: the fake model answers it with its default, whatever the other lane steers.
  await fakeOpenAI.isolate('bulkgarden')
  const wp = await localWordPress()
  const token = await proUser(page, request, 'bulk-pro')
  const added = await request.post('/api/integrations', {
    // As WordPress's admin user: the publishing spec counts the author's posts, and runs beside this one.
    data: { platform: 'wordpress', name: 'Bulk garden blog', siteUrl: wp.url, username: 'admin', applicationPassword: wp.users.admin.applicationPassword },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(added.status()).toBe(201)

  await page.goto('/dashboard/bulk')
  await expect(page.getByRole('heading', { name: 'Bulk writing', level: 1 })).toBeVisible()
  await expect(page.getByTestId('bulk-runs')).toHaveCount(0)
  await expect(page.getByText('No bulk run yet.')).toBeVisible()
  const keywords = ['bulkgarden compost bins', 'bulkgarden worm farms', 'bulkgarden water butts', 'bulkgarden leaf mould']
  await page.getByLabel('Keywords, one per line').fill([keywords[0], '', ...keywords.slice(1), 'Bulkgarden Compost Bins'].join('\n'))
  await page.getByLabel('Where they go').selectOption({ label: 'WordPress: Bulk garden blog' })
  await expect(page.getByLabel('Publish on the site as')).toHaveValue('draft')
  await page.getByLabel('A few a day, at set times').check()
  await page.getByLabel('Articles a day').selectOption('2')
  await page.getByLabel('Starting on').fill('2031-03-01')
  await page.getByLabel('Time 1').fill('09:00')
  await page.getByLabel('Time 2').fill('15:00')
  await page.getByLabel('Time zone').fill('Europe/Budapest')
  await page.getByRole('button', { name: 'Check the list' }).click()

  const preview = page.getByTestId('bulk-preview')
  await expect(preview).toContainText('4 articles')
  await expect(page.getByTestId('bulk-problems')).toContainText('Line 6: The same keyword as line 1.')
  await expect(preview).toContainText('Blank lines skipped: 2')
  const planned = page.getByTestId('bulk-plan-rows').locator('tbody tr')
  await expect(planned).toHaveCount(4)
  await expect(planned.nth(0)).toContainText('1 Mar 2031, 09:00')
  await expect(planned.nth(1)).toContainText('1 Mar 2031, 15:00')
  await expect(planned.nth(2)).toContainText('2 Mar 2031, 09:00')
  await expect(planned.nth(0)).toContainText('Bulk garden blog')

  await page.getByRole('button', { name: 'Start the run' }).click()
  await expect(page.getByText('The run has started: 4 articles will be written.')).toBeVisible()
  const run = page.getByTestId('bulk-run')
  const rows = run.getByTestId('bulk-row')
  await expect(rows).toHaveCount(4)
  // Written one after another (PRO writes two at a time), then waiting for their times.
  for (let i = 0; i < 4; i++) await expect(rows.nth(i).getByTestId('bulk-row-state')).toHaveText(/Scheduled for/, { timeout: 90_000 })
  await expect(rows.nth(0).getByTestId('bulk-row-state')).toHaveText('Scheduled for 1 Mar 2031, 09:00')
  await expect(page.getByTestId('bulk-progress')).toHaveText('0 of 4 done')

  // One row is not wanted after all.
  await rows.nth(3).getByRole('button', { name: 'Cancel' }).click()
  await expect(rows.nth(3).getByTestId('bulk-row-state')).toHaveText('Cancelled')
  await expect(page.getByTestId('bulk-progress')).toHaveText('1 of 4 done')

  // Their times come (moved to now here): the runner (a pass every 5 s) publishes each as a draft.
  const runId = Number((await onDatabase(`SELECT run_id FROM bulk_rows WHERE keyword = $1 ORDER BY id DESC LIMIT 1`, [keywords[0]])).rows[0].run_id)
  await onDatabase(`UPDATE bulk_rows SET publish_at = now() - interval '2 seconds' WHERE run_id = $1 AND state = 'scheduled'`, [runId])
  await onDatabase(`UPDATE payload_jobs SET wait_until = now() - interval '2 seconds' WHERE task_slug = 'bulkPublishRow' AND completed_at IS NULL AND (input->>'row')::int IN (SELECT id FROM bulk_rows WHERE run_id = $1)`, [runId])
  for (let i = 0; i < 3; i++) await expect(rows.nth(i).getByTestId('bulk-row-state')).toHaveText('Published', { timeout: 60_000 })
  await expect(page.getByTestId('bulk-progress')).toHaveText('4 of 4 done')
  await expect(run.getByText('Finished')).toBeVisible()
  await expect(rows.nth(0).getByRole('link', { name: 'View post' })).toHaveAttribute('href', new RegExp(`^${wp.url}`))

  const admin = `Basic ${Buffer.from(`admin:${wp.users.admin.applicationPassword}`).toString('base64')}`
  const drafts = await fetch(`${wp.url}/wp-json/wp/v2/posts?author=${wp.users.admin.id}&status=draft&search=bulkgarden&per_page=50`, { headers: { Authorization: admin } })
  const titles = ((await drafts.json()) as { title: { rendered: string } }[]).map((post) => post.title.rendered.toLowerCase())
  expect(titles).toHaveLength(3)
  for (const keyword of keywords.slice(0, 3)) expect(titles.some((title) => title.includes(keyword.replace('bulkgarden ', '')))).toBe(true)
  expect(titles.some((title) => title.includes('leaf mould'))).toBe(false)

  // The run is listed with its state once the page is opened again.
  await run.getByRole('button', { name: 'All runs' }).click()
  await expect(page.getByTestId('bulk-runs')).toContainText('Finished')
})

test('a row whose article could not be written says why, and Try again writes it', async ({ page, request }) => {
  test.setTimeout(120_000)
  await fakeOpenAI.isolate('bulkretry')
  // Every request of this topic is refused (401: no retry helps) until reset.
  await fakeOpenAI.failNext(50, 401, 'bulkretry')
  await proUser(page, request, 'bulk-retry')
  await page.goto('/dashboard/bulk')
  await page.getByLabel('Keywords, one per line').fill('bulkretry compost bins')
  await page.getByRole('button', { name: 'Check the list' }).click()
  await expect(page.getByTestId('bulk-plan-rows')).toContainText('Kept in My Articles')
  await page.getByRole('button', { name: 'Start the run' }).click()
  const row = page.getByTestId('bulk-row')
  await expect(row.getByTestId('bulk-row-state')).toHaveText('Failed', { timeout: 60_000 })
  await expect(page.getByTestId('bulk-run')).toContainText('Finished')

  await fakeOpenAI.reset('bulkretry')
  await fakeOpenAI.isolate('bulkretry')
  await row.getByRole('button', { name: 'Try again' }).click()
  await expect(row.getByTestId('bulk-row-state')).toHaveText('Written', { timeout: 60_000 })
  await expect(page.getByTestId('bulk-progress')).toHaveText('1 of 1 done')
  await row.getByRole('link', { name: 'View article' }).click()
  await expect(page).toHaveURL(/\/dashboard\/articles\/\d+$/)
})
