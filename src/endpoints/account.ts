import type { Endpoint } from 'payload'

import type { User } from '@/payload-types'
import {
  changePassword,
  changePasswordInput,
  confirmEmail,
  forgotPasswordInput,
  login,
  loginInput,
  register,
  registerInput,
  requestPasswordReset,
  resetPassword,
  resetPasswordInput,
  resetTokenValid,
  tokenInput,
} from '@/server/account/service'
import { AppError } from '@/server/errors'
import { clientIp, createRateLimiter } from '@/server/rateLimit'
import { userIsAdmin } from '../../collections/access/isAdmin'
import { parseBody, requireUser, respond } from './respond'

const registrations = createRateLimiter({ limit: 20, windowMs: 10 * 60 * 1000 })
const resetRequests = createRateLimiter({ limit: 10, windowMs: 10 * 60 * 1000 })

function publicUser(user: User) {
  return { id: user.id, email: user.email, username: user.username, roles: user.roles }
}

function withCookie(body: unknown, cookie: string): Response {
  return Response.json(body, { headers: { 'Set-Cookie': cookie } })
}

export const accountEndpoints: Endpoint[] = [
  {
    // The public pages are cached for everyone, so the header asks who is signed in from the browser.
    path: '/account/session',
    method: 'get',
    handler: (req) =>
      respond(req, async () => {
        const user = req.user?.collection === 'users' ? (req.user as User) : null
        const body = { user: user ? { email: user.email, isAdmin: userIsAdmin(user) } : null }
        return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
      }),
  },
  {
    path: '/account/register',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        if (!registrations(clientIp(req.headers))) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        }
        const input = await parseBody(req, registerInput)
        return Response.json(await register(req.payload, input), { status: 201 })
      }),
  },
  {
    path: '/account/login',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const { user, cookie } = await login(req.payload, await parseBody(req, loginInput))
        return withCookie({ user: publicUser(user) }, cookie)
      }),
  },
  {
    path: '/account/confirm-email',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const { token } = await parseBody(req, tokenInput)
        const { user, cookie } = await confirmEmail(req.payload, token)
        return withCookie({ user: publicUser(user) }, cookie)
      }),
  },
  {
    path: '/account/forgot-password',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        if (!resetRequests(clientIp(req.headers))) {
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
        }
        await requestPasswordReset(req.payload, await parseBody(req, forgotPasswordInput))
        return Response.json({ ok: true })
      }),
  },
  {
    path: '/account/reset-token',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const { token } = await parseBody(req, tokenInput)
        return Response.json({ valid: await resetTokenValid(req.payload, token) })
      }),
  },
  {
    path: '/account/reset-password',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const { user, cookie } = await resetPassword(req.payload, await parseBody(req, resetPasswordInput))
        return withCookie({ user: publicUser(user) }, cookie)
      }),
  },
  {
    path: '/account/change-password',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = requireUser(req)
        await changePassword(req.payload, user, await parseBody(req, changePasswordInput))
        return Response.json({ ok: true })
      }),
  },
]
