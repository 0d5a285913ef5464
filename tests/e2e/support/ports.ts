/** Fixed loopback ports of the end-to-end run (the server script reads the same numbers). */
export const E2E = {
  appPort: 3100,
  baseUrl: 'http://localhost:3100',
  smtpPort: 2525,
  mailApiPort: 2526,
  mailApi: 'http://127.0.0.1:2526',
  pgPort: 54410,
  stripePort: 12111,
  stripeApi: 'http://127.0.0.1:12111',
  stripeWebhookSecret: 'whsec_e2e_secret',
  openAiPort: 12121,
  openAiApi: 'http://127.0.0.1:12121',
  /** The loopback web site the URL tools read (tests/fakes/pages.ts). */
  pagesPort: 12131,
  pagesUrl: 'http://127.0.0.1:12131',
  /** The real WordPress (tests/support/wordpress-server.mjs); its control server tells its users. */
  wordPressPort: 12141,
  wordPressControl: 'http://127.0.0.1:12144',
  /** The same WordPress behind a gate the tests switch up, down or hanging. */
  wordPressGatePort: 12145,
  /** The loopback Wix (tests/fakes/wix.ts) and the one site it knows. */
  wixPort: 12151,
  wixApi: 'http://127.0.0.1:12151',
  wixSite: { siteId: '7e1b2c3d-0000-4000-8000-00000000e2e1', apiKey: 'IST.e2e-wix-key', siteName: 'garden-shop' },
  /** The loopback OpenID provider standing in for Google (tests/fakes/oidcProvider.ts). */
  oidcPort: 12161,
  oidcIssuer: 'http://127.0.0.1:12161',
  /** Two more instances of the build and the shipped nginx in front of them (tests/e2e/instances.spec.ts). */
  instanceAPort: 3201,
  instanceBPort: 3202,
  proxyPort: 3200,
  adminEmail: 'admin-e2e@example.com',
  adminPassword: 'e2e-admin-password',
  metricsToken: 'e2e-metrics-token-0123456789',
}
