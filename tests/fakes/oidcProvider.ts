import type { AddressInfo } from 'node:net'
import http from 'node:http'

import Provider from 'oidc-provider'

import { isDirectRun } from './http'

/**
 * A loopback OpenID Connect provider standing in for Google: the real `oidc-provider` (authorization
 * code with PKCE, signed ID tokens, discovery) with its development login and consent pages, where
 * any login signs in. The login typed is the account's e-mail; one that starts with 'unverified'
 * has email_verified false, as a Google account whose address Google has not verified.
 * Like Google, the ID token carries email, email_verified and name. The pages have a
 * "[ Cancel ]" link that answers access_denied, as a refused consent does.
 */
export type FakeOidc = { issuer: string; clientId: string; clientSecret: string; stop(): Promise<void> }

export const FAKE_OIDC_CLIENT = { clientId: 'seo-writer-test-client', clientSecret: 'seo-writer-test-secret-0123456789' }

export async function startFakeOidc({ port = 0, redirectUris }: { port?: number; redirectUris: string[] }): Promise<FakeOidc> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_OIDC_CLIENT.clientId,
        client_secret: FAKE_OIDC_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the profile and e-mail in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['fake-oidc-cookie-key'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const local = id.split('@')[0] ?? id
          return { sub: id, email: id, email_verified: !id.startsWith('unverified'), name: local.replace(/[._-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) }
        },
      }
    },
  })
  // Over plain http on loopback: no proxy, no secure cookies.
  provider.proxy = false
  server.on('request', provider.callback())
  return {
    issuer,
    ...FAKE_OIDC_CLIENT,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// Standalone (a Playwright webServer): FAKE_OIDC_PORT, FAKE_OIDC_REDIRECT_URI.
if (isDirectRun(/(^|[\\/])oidcProvider\.ts$/)) {
  const fake = await startFakeOidc({ port: Number(process.env.FAKE_OIDC_PORT ?? 12161), redirectUris: [process.env.FAKE_OIDC_REDIRECT_URI ?? 'http://localhost:3100/api/auth/google/callback'] })
  console.log(`fake OpenID provider at ${fake.issuer}`)
  const stop = () => void fake.stop().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
