import { defineConfig } from '@playwright/test'

import { E2E } from './tests/e2e/support/ports'

/**
 * Two lanes side by side, each running its files one at a time. The specs that steer the fake
 * OpenAI (delays, failures, fixed answers: support/ai.ts) share the first lane, so their steering
 * never overlaps; a spec in the other lane that writes through the fake isolates its own topic
 * first. The rest are spread by their times (tests/TIMINGS.md) so both lanes end together.
 */
const STEERING = ['ai-tools', 'generation']
const FIRST_LANE = [...STEERING, 'auth', 'billing', 'blog-admin', 'page-weight', 'editor', 'blog-pages']
/**
 * Alone, after both lanes: specs that start, stop or re-route whole servers (or the database); the
 * campaign's, which counts every account on the site while the lanes keep making them; the
 * cache's and the security headers' (a page first rendered, then from cache), whose pages a post
 * published in a lane would renew between two requests; and the blog's whole-site states (nothing
 * published, its table gone).
 * (Playwright skips them when a lane has failed: a red run lists them as skipped.)
 */
const WHOLE_APP = ['instances', 'outage', 'deferred-start', 'startup', 'email-management', 'caching', 'headers', 'blog-states']
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`)

/** End to end: the production build in Debian's Chromium, with a real SMTP sink. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two lanes on the two cores; each project below runs its files one at a time.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: E2E.baseUrl,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'first-lane', testMatch: specs(FIRST_LANE), workers: 1, use: { browserName: 'chromium' } },
    { name: 'second-lane', testIgnore: specs([...FIRST_LANE, ...WHOLE_APP]), workers: 1, use: { browserName: 'chromium' } },
    { name: 'whole-app', testMatch: specs(WHOLE_APP), workers: 1, dependencies: ['first-lane', 'second-lane'], use: { browserName: 'chromium' } },
  ],
  webServer: [
    {
      command: 'npx tsx tests/fakes/smtpSink.ts',
      url: `${E2E.mailApi}/messages`,
      env: { SMTP_SINK_PORT: String(E2E.smtpPort), SMTP_SINK_HTTP_PORT: String(E2E.mailApiPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/fakes/stripe.ts',
      url: `${E2E.stripeApi}/__fake/health`,
      env: {
        FAKE_STRIPE_PORT: String(E2E.stripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${E2E.baseUrl}/api/billing/webhook`,
        STRIPE_WEBHOOK_SECRET: E2E.stripeWebhookSecret,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/fakes/openai.ts',
      url: `${E2E.openAiApi}/__fake/health`,
      env: { FAKE_OPENAI_PORT: String(E2E.openAiPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/fakes/pages.ts',
      url: `${E2E.pagesUrl}/__fake/health`,
      env: { FAKE_PAGES_PORT: String(E2E.pagesPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/fakes/wix.ts',
      url: `${E2E.wixApi}/__fake/health`,
      env: { FAKE_WIX_PORT: String(E2E.wixPort), FAKE_WIX_SITES: JSON.stringify([E2E.wixSite]) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/fakes/oidcProvider.ts',
      url: `${E2E.oidcIssuer}/.well-known/openid-configuration`,
      env: { FAKE_OIDC_PORT: String(E2E.oidcPort), FAKE_OIDC_REDIRECT_URI: `${E2E.baseUrl}/api/auth/google/callback` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node tests/support/wordpress-server.mjs',
      url: `${E2E.wordPressControl}/health`,
      env: { WP_PORT: String(E2E.wordPressPort), WP_CONTROL_PORT: new URL(E2E.wordPressControl).port, WP_GATE_PORT: String(E2E.wordPressGatePort) },
      reuseExistingServer: false,
      timeout: 300_000,
      // It stops its MariaDB, PHP-FPM and nginx itself: a SIGKILL of its group left PHP-FPM running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${E2E.baseUrl}/robots.txt`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
})
