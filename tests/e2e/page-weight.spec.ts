import { expect, test, type Browser } from '@playwright/test'

/**
 * What a first visit of a public page must not download (issue 16's JavaScript budget): libraries
 * that only a click or the signed-in area needs. Each is recognised by a string its code keeps.
 */
const LIBRARIES = { sonner: 'data-sonner-toaster', 'next-intl': 'IntlMessageFormat', swr: 'initFocus' } as const
type Library = keyof typeof LIBRARIES

/** The libraries in the scripts a fresh browser downloads for the page, until the network is idle. */
async function librariesOf(browser: Browser, path: string): Promise<Library[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  const code = (await Promise.all(bodies)).join('\n')
  await context.close()
  return (Object.keys(LIBRARIES) as Library[]).filter((name) => code.includes(LIBRARIES[name]))
}

test('public pages load neither sonner, next-intl nor SWR on a first visit', async ({ browser }) => {
  // /pricing still reads the signed-in visitor's plan with SWR.
  const expected: [string, Library[]][] = [['/', []], ['/blog', []], ['/contact', []], ['/privacy-policy', []], ['/pricing', ['swr']]]
  for (const [path, libraries] of expected) expect([path, await librariesOf(browser, path)]).toEqual([path, libraries])
})

test('what was left out comes when needed: the sign-in dialog with its texts, a toast with sonner', async ({ page }) => {
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'Choose PRO PLUS' }).click()
  // A visitor who picks a plan is told to sign in (a toast), and the dialog opens with its texts.
  await expect(page.getByText('Sign in to choose a plan; we continue to checkout right after.')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign In' }).getByLabel('E-mail')).toBeVisible()
})

test('a first visit fetches the page once: no Critical-CH asks the browser to fetch it again', async ({ page }) => {
  let documents = 0
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++))
  const response = await page.goto('/blog')
  expect(response?.headers()['critical-ch']).toBeUndefined()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(documents).toBe(1)
})
