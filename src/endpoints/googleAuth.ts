import { parseCookies, type Endpoint } from 'payload'

import { clearedFlowCookie, FLOW_COOKIE, googleConfigured, googleSignInFinish, googleSignInStart } from '@/server/auth/google'
import { serverUrl } from '@/server/env'
import { AppError } from '@/server/errors'
import { href } from '@/shared/routes'

/** A redirect that sets cookies (several Set-Cookie headers, which Response.redirect cannot carry). */
function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

/** GET /api/auth/providers — which sign-in providers this server offers (the dialog shows their buttons). */
export const authProvidersEndpoint: Endpoint = {
  path: '/auth/providers',
  method: 'get',
  handler: () => Response.json({ google: googleConfigured() }, { headers: { 'Cache-Control': 'no-store' } }),
}

/** Back on the home page, where the sign-in dialog opens with 'Google sign in error' and the reason. */
const failed = (message: string, cookies: string[] = []) => redirect(serverUrl(`/?authError=google&message=${encodeURIComponent(message)}`), cookies)

/** GET /api/auth/google — 'Sign in with Google': off to Google with PKCE, state and nonce. */
export const googleStartEndpoint: Endpoint = {
  path: '/auth/google',
  method: 'get',
  handler: async (req) => {
    if (!googleConfigured()) return failed('Google sign-in is not available on this server.')
    try {
      const { url, cookie } = await googleSignInStart()
      return redirect(url, [cookie])
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Google sign-in could not start' })
      return failed('Google sign-in is not available right now. Please try again later.')
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
      return redirect(serverUrl(href('dashboard')), [cookie, clearedFlowCookie()])
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'Google sign-in failed. Please try again.'
      if (!(error instanceof AppError)) req.payload.logger.error({ err: error, msg: 'Google sign-in failed' })
      return failed(message, [clearedFlowCookie()])
    }
  },
}

export const googleAuthEndpoints = [authProvidersEndpoint, googleStartEndpoint, googleCallbackEndpoint]
