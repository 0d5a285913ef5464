import type { Page } from '@playwright/test'

/**
 * Holds the page's script chunks (all, or those `except` does not list, by path) until the returned
 * function is called: the server-rendered page is there and usable, its script not yet.
 */
export async function holdScripts(page: Page, except: ReadonlySet<string> = new Set()): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    if (!except.has(new URL(route.request().url()).pathname)) await held
    await route.continue()
  })
  return release
}

/**
 * A public page that starts its app on the first input (src/server/http/deferredApp.mjs) gets one,
 * a pointer moving, and is waited for until React has taken it over; any other page is left as it is.
 */
export async function startApp(page: Page): Promise<void> {
  if ((await page.locator('template#app-scripts').count()) === 0) return
  await page.mouse.move(1, 1)
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
}
