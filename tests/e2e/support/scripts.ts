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
