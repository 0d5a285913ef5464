import { addDataAndFileToRequest, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { User } from '@/payload-types'
import { databaseReachable, databaseUnavailable, RETRY_AFTER_SECONDS } from '@/server/db/availability'
import { AppError, errorBody } from '@/server/errors'
import { toAppError } from '@/server/http/errorMapping'
import { userIsAdmin } from '@/server/auth/roles'
import { noteSignedInUser } from '@/server/ops/requestContext.mjs'
import { validateInput } from '@/server/validate'

export { validateInput }

/** Our JSON error answer; a database outage says when to come back. */
export function errorResponse(error: AppError): Response {
  const headers = error.code === 'DATABASE_UNAVAILABLE' ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined
  return Response.json(errorBody(error), { status: error.status, headers })
}

/** Runs an endpoint body and turns every error into our JSON error shape with its status. */
export async function respond(req: PayloadRequest, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    const appError = toAppError(error)
    if (appError.code === 'INTERNAL_ERROR') req.payload.logger.error({ err: error, msg: `endpoint ${req.method} ${req.url} failed` })
    return errorResponse(appError)
  }
}

export async function parseBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  return validateInput(schema, await readBody(req))
}

/** The request body as sent (JSON, or the `_payload` part of a multipart form), not yet checked. */
export async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    if ((req.headers.get('content-type') ?? '').includes('multipart/')) {
      // Payload's admin forms send their fields as a `_payload` part (its login form among them).
      await addDataAndFileToRequest(req)
      return req.data ?? {}
    }
    return req.json ? await req.json() : {}
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The request body must be JSON.')
  }
}

/**
 * The signed-in user. When there is none, the database is asked once: Payload takes a failed
 * session lookup for "not signed in", and a signed-in user must see an outage, not a sign-out.
 */
export async function requireUser(req: PayloadRequest): Promise<User> {
  if (req.user) {
    noteSignedInUser(req.user.id)
    return req.user as User
  }
  if (!(await databaseReachable(req.payload))) throw databaseUnavailable()
  throw new AppError('UNAUTHORIZED', 'You are not logged in!')
}

export async function requireAdmin(req: PayloadRequest): Promise<User> {
  const user = await requireUser(req)
  if (!userIsAdmin(user)) throw new AppError('FORBIDDEN', 'Only admins can do this.')
  return user
}
