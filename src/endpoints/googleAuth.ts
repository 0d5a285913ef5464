import { parseCookies, type Endpoint } from 'payload'

import { clearedFlowCookie, FLOW_COOKIE, googleConfigured, googleSignInFinish, googleSignInStart, GoogleSignInError, type GoogleFailure } from '@/server/auth/google'
import { serverUrl } from '@/server/env'
import { href } from '@/shared/paths'

/** A redirect that sets cookies (several Set-Cookie headers, which Response.redirect cannot carry). */
function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/**
 * The end of a successful sign-in: a page of ours that moves on to `location` itself. A 302 would
 * keep the navigation that Google started, which the browser marks cross-site
 * (Sec-Fetch-Site), and Payload rightly ignores a session cookie on cross-site requests: the
 * dashboard would not see the new session. From this page the navigation is same-origin.
 */
function continueTo(location: string, cookies: string[]): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Security-Policy': "default-src 'none'", 'X-Content-Type-Options': 'nosniff' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${location}"><title>Signing in…</title></head><body><p>Signing you in… <a href="${location}">Continue</a></p></body></html>`
  return new Response(html, { status: 200, headers })
}

/** GET /api/auth/providers — which sign-in providers this server offers (the dialog shows their buttons). */
export const authProvidersEndpoint: Endpoint = {
  path: '/auth/providers',
  method: 'get',
  handler: () => Response.json({ google: googleConfigured() }, { headers: { 'Cache-Control': 'no-store' } }),
}

/** Back on the home page, where the sign-in dialog opens with 'Google sign in error' and the reason (a code the page words). */
const failed = (reason: GoogleFailure, providerCode?: string, cookies: string[] = []) =>
  redirect(serverUrl(`/?authError=google&reason=${reason}${providerCode ? `&code=${providerCode}` : ''}`), cookies)

/** GET /api/auth/google — 'Sign in with Google': off to Google with PKCE, state and nonce. */
export const googleStartEndpoint: Endpoint = {
  path: '/auth/google',
  method: 'get',
  handler: async (req) => {
    if (!googleConfigured()) return failed('unavailable')
    try {
      const { url, cookie } = await googleSignInStart()
      return redirect(url, [cookie])
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Google sign-in could not start' })
      return failed('unavailable')
    }
  },
}

/**
 * GET /api/auth/google/callback — back from Google: signed in and on /dashboard (SPEC 2), or back
 * on the home page where the dialog says 'Google sign in error' with the reason.
 */
export const googleCallbackEndpoint: Endpoint = {
  path: '/auth/google/callback',
  method: 'get',
  handler: async (req) => {
    const url = new URL(req.url ?? '', serverUrl())
    try {
      const { cookie } = await googleSignInFinish(req.payload, url, parseCookies(req.headers).get(FLOW_COOKIE))
      return continueTo(href('dashboard'), [cookie, clearedFlowCookie()])
    } catch (error) {
      if (error instanceof GoogleSignInError) return failed(error.reason, error.providerCode, [clearedFlowCookie()])
      req.payload.logger.error({ err: error, msg: 'Google sign-in failed' })
      return failed('unavailable', undefined, [clearedFlowCookie()])
    }
  },
}

export const googleAuthEndpoints = [authProvidersEndpoint, googleStartEndpoint, googleCallbackEndpoint]
