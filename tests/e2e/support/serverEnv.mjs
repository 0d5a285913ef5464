// The environment of the end-to-end run's app (scripts/e2e-server.mjs), shared with the specs that
// start more instances of it (tests/e2e/instances.spec.ts): one place for the loopback services.

/**
 * @param {{ dataDir: string }} options
 * @returns {Record<string, string | undefined>}
 */
export function e2eServerEnv({ dataDir }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '3100',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54410',
    SERVER_URL: 'http://localhost:3100',
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef',
    ADMIN_EMAIL: 'admin-e2e@example.com',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    EMAIL_FROM: 'SEO Writer <no-reply@example.com>',
    // The campaign reaches every inactive account the suite made: at the sink's pace, not a provider's.
    CAMPAIGN_EMAILS_PER_SECOND: '50',
    // A retry the test made due runs within seconds, not at the next minute.
    JOBS_INTERVAL_SECONDS: '5',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_secret',
    STRIPE_API_BASE: 'http://127.0.0.1:12111',
    OPENAI_API_KEY: 'sk-e2e',
    OPENAI_BASE_URL: 'http://127.0.0.1:12121/v1',
    OPENAI_MODEL: 'gpt-test',
    AI_PROVIDERS: 'openai',
    // The URL tools read the loopback web site of the run (tests/fakes/pages.ts); SERVER_URL is loopback too.
    FETCH_ALLOW_LOOPBACK: 'true',
    // Wix calls go to the loopback Wix of the run (tests/fakes/wix.ts).
    WIX_API_BASE: 'http://127.0.0.1:12151',
    // 'Sign in with Google' against the loopback OpenID provider of the run (tests/fakes/oidcProvider.ts).
    GOOGLE_CLIENT_ID: 'seo-writer-test-client',
    GOOGLE_CLIENT_SECRET: 'seo-writer-test-secret-0123456789',
    GOOGLE_ISSUER: 'http://127.0.0.1:12161',
    // The suite stands in for a proxy: its sign-ups carry X-Forwarded-For (tests/e2e/support/accounts.ts).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // GET /api/metrics opens with this bearer token (tests/e2e/api-access.spec.ts).
    METRICS_TOKEN: 'e2e-metrics-token-0123456789',
  }
  delete env.GEMINI_API_KEY
  delete env.DATABASE_URL
  delete env.CONTACT_EMAIL
  return env
}
