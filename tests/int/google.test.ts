/**
 * 'Sign in with Google' through OpenID Connect (openid-client) against a loopback provider (the
 * real oidc-provider with its development login and consent pages, tests/fakes/oidcProvider.ts):
 * authorization code with PKCE, state and nonce; a verified e-mail creates an account and then
 * signs into it again; a bad state or nonce, a refused consent and an unverified e-mail are refused.
 */
import type { Payload } from 'payload'

import { FLOW_COOKIE } from '@/server/auth/google'
import { openSecret, sealSecret } from '@/server/integrations/secrets'
import { startFakeOidc, type FakeOidc } from '../fakes/oidcProvider'
import { BASE, makeHandlers, type Handlers } from './httpHarness'
import { bootPayload, createVerifiedUser, shutdown } from './support'

let payload: Payload
let api: Handlers
let oidc: FakeOidc

const CALLBACK = `${BASE}/api/auth/google/callback`

beforeAll(async () => {
  oidc = await startFakeOidc({ redirectUris: [CALLBACK] })
  payload = await bootPayload({ GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER: oidc.issuer })
  api = await makeHandlers(payload.config)
}, 120_000)
afterAll(async () => {
  await shutdown(payload)
  await oidc?.stop()
})

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x2F;/g, '/').replace(/&#x3D;/g, '=')

/**
 * A person at the provider: follows its redirects with its cookies, fills the login page with
 * `login`, confirms (or cancels) the consent page, and stops where the provider sends the browser
 * back to us. Answers our callback's URL and the flow cookie our start endpoint set.
 */
async function throughProvider(login: string, { cancel = false } = {}): Promise<{ callback: URL; flow: string }> {
  const start = await api.raw('GET', '/api/auth/google')
  expect(start.status).toBe(302)
  const flow = /^seo-writer-google=([^;]*)/.exec(start.headers.getSetCookie().find((c) => c.startsWith(`${FLOW_COOKIE}=`)) ?? '')?.[1]
  expect(flow).toBeTruthy()
  const jar = new Map<string, string>()
  let url = new URL(start.headers.get('location')!)
  expect(url.origin).toBe(oidc.issuer)
  expect(url.searchParams.get('code_challenge_method')).toBe('S256')
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(CALLBACK)) return { callback: url, flow: flow! }
    const request = async (target: URL, init: RequestInit = {}) => {
      const answer = await fetch(target, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
      for (const cookie of answer.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const [name, ...value] = pair!.split('=')
        jar.set(name!, value.join('='))
      }
      return answer
    }
    let answer = await request(url)
    if (answer.status === 200) {
      const html = await answer.text()
      if (cancel) {
        url = new URL(decode(/href="([^"]*abort[^"]*)"/.exec(html)![1]!), url)
        continue
      }
      const action = new URL(decode(/action="([^"]+)"/.exec(html)![1]!), url)
      const prompt = /name="prompt" value="(\w+)"/.exec(html)![1]
      const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt: prompt! })
      answer = await request(action, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    }
    if (answer.status < 300 || answer.status >= 400) throw new Error(`provider answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
    url = new URL(answer.headers.get('location')!, url)
  }
  throw new Error('the provider never sent the browser back')
}

const back = (callback: URL, flow: string) => api.raw('GET', `/api/auth/google/callback${callback.search}`, { headers: { cookie: `${FLOW_COOKIE}=${flow}` } })

/**
 * Where a signed-in browser goes next: the callback answers a page of ours that moves on by itself
 * (a same-origin navigation, so the new session cookie counts), with the session cookie set.
 */
async function landing(answer: Response): Promise<string | null> {
  expect(answer.status).toBe(200)
  expect(sessionOf(answer)).toBeTruthy()
  return /http-equiv="refresh" content="0;url=([^"]+)"/.exec(await answer.clone().text())?.[1] ?? null
}

function sessionOf(answer: Response): string | undefined {
  return answer.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
}

/** Back home without a session: the reason code (and the provider's OAuth code), never free text. */
function refusal(answer: Response): string {
  expect(answer.status).toBe(302)
  const location = new URL(answer.headers.get('location')!)
  expect(location.pathname).toBe('/')
  expect(location.searchParams.get('authError')).toBe('google')
  expect(location.searchParams.has('message')).toBe(false)
  expect(sessionOf(answer)).toBeUndefined()
  const code = location.searchParams.get('code')
  return `${location.searchParams.get('reason')}${code ? `:${code}` : ''}`
}

describe('Sign in with Google', () => {
  it('is offered only when configured', async () => {
    expect((await api.rest('GET', '/api/auth/providers')).json).toEqual({ google: true })
  })

  it('a verified Google e-mail creates a confirmed account and lands on /dashboard; the next sign-in reuses it', async () => {
    const email = `ada.lovelace-${Date.now().toString(36)}@example.com`
    const first = await throughProvider(email)
    const answer = await back(first.callback, first.flow)
    expect(await landing(answer)).toBe('/dashboard')
    const session = sessionOf(answer)!
    expect(session).toMatch(/HttpOnly/i)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ _verified: true, roles: ['user'] })
    expect(docs[0]!.username).toMatch(/^Ada Lovelace/)
    // The cookie is Payload's own session: /api/users/me knows the user.
    const me = await api.rest('GET', '/api/users/me', { headers: { cookie: session.split(';')[0]!, origin: BASE } })
    expect((me.json as { user: { email: string } }).user.email).toBe(email)

    const again = await throughProvider(email)
    expect(await landing(await back(again.callback, again.flow))).toBe('/dashboard')
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('signs into an existing confirmed account with the same e-mail, which keeps its password', async () => {
    const user = await createVerifiedUser(payload, 'has-password')
    const flow = await throughProvider(user.email)
    expect(await landing(await back(flow.callback, flow.flow))).toBe('/dashboard')
    await expect(payload.login({ collection: 'users', data: { email: user.email, password: 'secret1' } })).resolves.toMatchObject({ user: { id: user.id } })
  })

  it('an unconfirmed account with that e-mail becomes the Google user’s: whoever registered it loses its password and sessions', async () => {
    // Someone registered the address first (never confirmed): they must not share the owner's account.
    const squatter = await createVerifiedUser(payload, 'squatter')
    await payload.update({ collection: 'users', id: squatter.id, data: { _verified: false }, overrideAccess: true })
    const flow = await throughProvider(squatter.email)
    expect(await landing(await back(flow.callback, flow.flow))).toBe('/dashboard')
    const owned = await payload.findByID({ collection: 'users', id: squatter.id, overrideAccess: true })
    expect(owned._verified).toBe(true)
    await expect(payload.login({ collection: 'users', data: { email: squatter.email, password: 'secret1' } })).rejects.toThrow()
    // The Google user's own session is the only one.
    expect((owned.sessions ?? []).length).toBe(1)
  })

  it('refuses an unverified Google e-mail', async () => {
    const email = `unverified-${Date.now().toString(36)}@example.com`
    const flow = await throughProvider(email)
    expect(refusal(await back(flow.callback, flow.flow))).toBe('unverified')
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses a callback whose state or nonce is not the one this browser started with, and one without the flow cookie', async () => {
    const email = `mallory-${Date.now().toString(36)}@example.com`
    const reseal = (flow: string, change: Record<string, string>) => sealSecret(JSON.stringify({ ...JSON.parse(openSecret(flow)), ...change }))
    const a = await throughProvider(email)
    expect(refusal(await back(a.callback, reseal(a.flow, { state: 'another-state' })))).toBe('unconfirmed')
    const b = await throughProvider(email)
    expect(refusal(await back(b.callback, reseal(b.flow, { nonce: 'another-nonce' })))).toBe('unconfirmed')
    const c = await throughProvider(email)
    expect(refusal(await api.raw('GET', `/api/auth/google/callback${c.callback.search}`))).toBe('expired')
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
    // Resealed with nothing changed, the same kind of cookie signs in: the changed state or nonce was refused, not the resealing.
    const d = await throughProvider(`honest-${email}`)
    expect(await landing(await back(d.callback, reseal(d.flow, {})))).toBe('/dashboard')
  })

  it('a cancelled consent comes back with the provider’s message', async () => {
    const flow = await throughProvider(`cancel-${Date.now().toString(36)}@example.com`, { cancel: true })
    expect(flow.callback.searchParams.get('error')).toBe('access_denied')
    expect(refusal(await back(flow.callback, flow.flow))).toBe('denied:access_denied')
  })
})
