import { extractJWT, meOperation, type Endpoint, type PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import {
  changePassword,
  changePasswordInput,
  confirmEmail,
  forgotPasswordInput,
  login,
  loginInput,
  registerAfterAnswer,
  registerInput,
  requestPasswordReset,
  resetPassword,
  resetPasswordInput,
  resetTokenValid,
  tokenInput,
} from '@/server/account/service'
import { sessionLostToOutage } from '@/server/auth/sessionOutage'
import { changeEmailInput, confirmEmailChange, requestEmailChange } from '@/server/account/emailChange'
import { databaseUnavailable } from '@/server/db/availability'
import { AppError } from '@/server/errors'
import { clientIp, createRateLimiter } from '@/server/rateLimit'
import { userIsAdmin } from '@/server/auth/roles'
import { parseBody, readBody, requireUser, respond, validateInput } from './respond'

const registrations = createRateLimiter({ name: 'registrations', limit: 20, windowMs: 10 * 60 * 1000 })
const resetRequests = createRateLimiter({ name: 'password-resets', limit: 10, windowMs: 10 * 60 * 1000 })
const emailChanges = createRateLimiter({ name: 'email-changes', limit: 5, windowMs: 60 * 60 * 1000 })

const tooMany = () => new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')

/**
 * Every way to ask for a reset (our form, Payload's REST route, GraphQL) counts against one limit
 * per client address (no mail bombing) and answers the same for any address.
 */
export async function forgotPassword(req: PayloadRequest, readInput: () => unknown): Promise<void> {
  if (!(await resetRequests(req.payload, clientIp(req.headers)))) throw tooMany()
  requestPasswordReset(req.payload, validateInput(forgotPasswordInput, await readInput()))
}

async function forgotPasswordResponse(req: PayloadRequest): Promise<Response> {
  await forgotPassword(req, () => readBody(req))
  return Response.json({ ok: true, message: 'Success' })
}

/** A session whose lookup failed because the database is down is not a sign-out: it answers 503. */
export async function refuseSessionLostToOutage(req: PayloadRequest): Promise<void> {
  if (!req.user && (await sessionLostToOutage(req.payload, req.headers))) throw databaseUnavailable()
}

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
        if (!user) await refuseSessionLostToOutage(req)
        const body = { user: user ? { id: user.id, email: user.email, isAdmin: userIsAdmin(user) } : null }
        return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
      }),
  },
  {
    path: '/account/register',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        if (!(await registrations(req.payload, clientIp(req.headers)))) throw tooMany()
        const input = await parseBody(req, registerInput)
        registerAfterAnswer(req.payload, input)
        return Response.json({ email: input.email }, { status: 201 })
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
      respond(req, () => forgotPasswordResponse(req)),
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
        const user = await requireUser(req)
        await changePassword(req.payload, user, await parseBody(req, changePasswordInput))
        return Response.json({ ok: true })
      }),
  },
  {
    // Step one of an e-mail change: current password, then a link to the new address.
    path: '/account/change-email',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const user = await requireUser(req)
        const input = await parseBody(req, changeEmailInput)
        // Counted once the request is well-formed: each one sends two e-mails.
        if (!(await emailChanges(req.payload, String(user.id)))) throw tooMany()
        return Response.json(await requestEmailChange(req.payload, user, input))
      }),
  },
  {
    path: '/account/confirm-email-change',
    method: 'post',
    handler: (req) =>
      respond(req, async () => {
        const { token } = await parseBody(req, tokenInput)
        return Response.json(await confirmEmailChange(req.payload, token))
      }),
  },
]

/**
 * Payload's own POST /api/users/login, answered by our sign-in service (unknown addresses lock
 * like accounts) in Payload's shape, for programs that use the documented REST login.
 */
export const usersLoginEndpoint: Endpoint = {
  path: '/login',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const { user, cookie, token, exp } = await login(req.payload, await parseBody(req, loginInput))
      return withCookie({ message: 'Authentication Passed', user, token, exp }, cookie)
    }),
}

/** Payload's own POST /api/users/forgot-password, rate-limited like our form (no mail bombing). */
export const usersForgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: (req) => respond(req, () => forgotPasswordResponse(req)),
}

/**
 * Payload's own GET /api/users/me, unchanged but for an outage: a session whose lookup failed
 * because the database is down answers 503, not `{ user: null }` (which reads as signed out).
 */
export const usersMeEndpoint: Endpoint = {
  path: '/me',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      await refuseSessionLostToOutage(req)
      const result = await meOperation({ collection: req.payload.collections.users, currentToken: extractJWT(req) ?? undefined, req })
      return Response.json({ ...result, message: 'Account' })
    }),
}
