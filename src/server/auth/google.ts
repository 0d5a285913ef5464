import 'server-only'

import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { startSession } from '../account/session'
import { sendWelcome } from '../email/accountEmails'
import { env, serverUrl } from '../env'
import { openSecret, sealSecret } from '../integrations/secrets'

const GOOGLE = 'https://accounts.google.com'
/** The sign-in's own cookie (PKCE verifier, state, nonce): sealed, read only by the callback, 10 minutes. */
export const FLOW_COOKIE = 'seo-writer-google'
const FLOW_MINUTES = 10

export const CALLBACK_PATH = '/api/auth/google/callback'

export function googleConfigured(): boolean {
  const config = env()
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
}

let discovered: { key: string; config: Promise<oidc.Configuration> } | null = null

/** The provider's configuration, discovered once per issuer (Google's, or the tests' loopback one over http). */
function provider(): Promise<oidc.Configuration> {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = env()
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) throw new GoogleSignInError('unavailable')
  const issuer = new URL(GOOGLE_ISSUER ?? GOOGLE)
  const key = `${issuer}|${GOOGLE_CLIENT_ID}`
  if (discovered?.key !== key) {
    const insecure = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
    const config = oidc.discovery(issuer, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined)
    // A failed discovery is asked again next time, not kept.
    config.catch(() => (discovered = null))
    discovered = { key, config }
  }
  return discovered.config
}

type Flow = { verifier: string; state: string; nonce: string; expires: number }

/**
 * Step 1 of 'Sign in with Google' (SPEC 2, 7): the provider's address for an authorization code
 * with PKCE, state and nonce, and the sealed cookie that remembers them for the callback.
 */
export async function googleSignInStart(): Promise<{ url: string; cookie: string }> {
  const config = await provider()
  const flow: Flow = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce(), expires: Date.now() + FLOW_MINUTES * 60_000 }
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: serverUrl(CALLBACK_PATH),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  })
  return { url: url.href, cookie: flowCookie(sealSecret(JSON.stringify(flow)), FLOW_MINUTES * 60) }
}

function flowCookie(value: string, maxAge: number): string {
  const secure = serverUrl().startsWith('https:') ? '; Secure' : ''
  return `${FLOW_COOKIE}=${value}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`
}

/** Clears the flow cookie: each one is good for one callback. */
export const clearedFlowCookie = () => flowCookie('', 0)

/**
 * Why a Google sign-in ended without signing in, as a code: the page maps it to a sentence in the
 * reader's language (no text from the address is ever shown, so a link cannot put words there).
 */
export type GoogleFailure = 'expired' | 'unconfirmed' | 'unverified' | 'denied' | 'refused' | 'unavailable'

export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleFailure,
    /** The provider's OAuth error code (access_denied, …), when it gave one. */
    readonly providerCode?: string,
  ) {
    super(`Google sign-in: ${reason}${providerCode ? ` (${providerCode})` : ''}`)
  }
}

function readFlow(sealed: string | undefined): Flow {
  try {
    const flow = JSON.parse(openSecret(sealed ?? '')) as Flow
    if (flow.expires > Date.now()) return flow
  } catch {
    // a missing, changed or foreign cookie
  }
  throw new GoogleSignInError('expired')
}

/** A username from the Google profile: the name, else the e-mail's first part. */
function usernameOf(claims: oidc.IDToken): string {
  const name = typeof claims.name === 'string' ? claims.name.trim() : ''
  return (name || String(claims.email).split('@')[0] || 'user').slice(0, 60)
}

/**
 * Step 2: the callback. The code is exchanged with the verifier; openid-client checks the state,
 * the ID token's signature, issuer, audience and nonce. A verified Google e-mail signs into the
 * account with that e-mail, or makes one (confirmed, with a welcome); an unverified one is
 * refused. The session is Payload's own (a session row and its cookie).
 */
export async function googleSignInFinish(payload: Payload, callbackUrl: URL, sealedFlow: string | undefined): Promise<{ user: User; cookie: string; created: boolean }> {
  // The provider's own answer first: a refused consent is said as such even when the cookie is gone.
  const providerError = callbackUrl.searchParams.get('error')
  if (providerError) {
    const code = /^[a-z_]{1,40}$/.test(providerError) ? providerError : 'error'
    throw new GoogleSignInError(code === 'access_denied' ? 'denied' : 'refused', code)
  }
  const flow = readFlow(sealedFlow)
  const config = await provider()
  // The address Google redirected to, on our public origin (behind a proxy the request's may differ).
  const current = new URL(serverUrl(CALLBACK_PATH))
  current.search = callbackUrl.search
  let claims: oidc.IDToken | undefined
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true })
    claims = tokens.claims()
  } catch (error) {
    // A state or nonce that is not this browser's, a forged or expired ID token, a used code.
    payload.logger.warn({ err: error, msg: 'Google sign-in callback refused' })
    throw new GoogleSignInError('unconfirmed')
  }
  const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : ''
  if (!email || claims?.email_verified !== true) throw new GoogleSignInError('unverified')

  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  let user = docs[0] as User | undefined
  const created = !user
  if (!user) {
    user = (await payload.create({
      collection: 'users',
      data: { email, username: usernameOf(claims!), password: randomBytes(32).toString('base64url'), roles: ['user'], _verified: true },
      overrideAccess: true,
      disableVerificationEmail: true,
    })) as User
    void sendWelcome(payload, user).catch((err) => payload.logger.error({ err, msg: 'welcome e-mail failed' }))
  } else if (!user._verified) {
    // Google vouches for the address, so the account is the address owner's. Whoever registered it
    // unconfirmed may have been someone else: their password and sessions go.
    user = (await payload.update({
      collection: 'users',
      id: user.id,
      data: { _verified: true, password: randomBytes(32).toString('base64url'), resetPasswordToken: null, resetPasswordExpiration: null },
      overrideAccess: true,
      depth: 0,
      context: { skipAccountEmails: true },
    })) as User
    await payload.db.updateOne({ collection: 'users', id: user.id, data: { sessions: [] }, returning: false })
  }
  const { cookie } = await startSession(payload, user.id)
  return { user, cookie, created }
}
