import { expect, test } from '@playwright/test'
import pg from 'pg'

import { confirmedAccount } from './support/accounts'
import { E2E } from './support/ports'
import { signIn } from './support/session'

/** Runs SQL as the server's superuser on its maintenance database (not the app's). */
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${E2E.pgPort}/postgres` })
  await client.connect()
  await client.query(sql)
  await client.end()
}

/** The app's database refuses connections and its open ones are cut: an outage, as the app sees it. */
const cutOff = async () => {
  await admin('ALTER DATABASE app WITH ALLOW_CONNECTIONS false')
  await admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'app'")
}
const restore = () => admin('ALTER DATABASE app WITH ALLOW_CONNECTIONS true')

test('a database outage keeps the user signed in, shows a reconnecting page, and recovers by itself', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { email, password } = await confirmedAccount(request, 'outage')
  await signIn(page, email, password)
  try {
    await cutOff()
    const status = await page.request.get('/api/billing/status')
    expect(status.status()).toBe(503)
    expect(status.headers()['retry-after']).toBeTruthy()
    expect((await status.json()).error.code).toBe('DATABASE_UNAVAILABLE')
    // Liveness never asks the database, even with a session cookie along; readiness tells.
    const health = await page.request.get('/api/health')
    expect([health.status(), await health.json()]).toEqual([200, { status: 'ok' }])
    expect(health.headers()['x-content-type-options']).toBe('nosniff')
    const ready = await page.request.get('/api/ready')
    expect(ready.status()).toBe(503)
    expect((await ready.json()).notReady).toContain('database')

    await page.goto('/dashboard/settings')
    await expect(page).toHaveURL('/dashboard/settings')
    await expect(page.getByRole('heading', { name: 'Reconnecting…' })).toBeVisible()
    await expect(page.getByText('You are still signed in')).toBeVisible()
    // Never offered to sign in again while the session is fine.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toHaveCount(0)
  } finally {
    await restore()
  }
  // The page retries by itself and lands where the person was, still signed in.
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible({ timeout: 40_000 })
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible()
})
