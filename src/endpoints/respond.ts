import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { User } from '@/payload-types'
import { AppError, errorBody } from '@/server/errors'
import { userIsAdmin } from '../../collections/access/isAdmin'

/** Runs an endpoint body and turns AppError (and anything unexpected) into our JSON error shape. */
export async function respond(req: PayloadRequest, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof AppError) return Response.json(errorBody(error), { status: error.status })
    req.payload.logger.error({ err: error, msg: `endpoint ${req.method} ${req.url} failed` })
    return Response.json(errorBody(new AppError('INTERNAL_ERROR', 'Something went wrong. Please try again.')), {
      status: 500,
    })
  }
}

export async function parseBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  let raw: unknown
  try {
    raw = req.json ? await req.json() : {}
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The request body must be JSON.')
  }
  const result = schema.safeParse(raw)
  if (!result.success) {
    const first = result.error.issues[0]
    throw new AppError('VALIDATION_ERROR', first?.message ?? 'Invalid request.', {
      field: first?.path.join('.'),
    })
  }
  return result.data
}

export function requireUser(req: PayloadRequest): User {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'You are not logged in!')
  return req.user as User
}

export function requireAdmin(req: PayloadRequest): User {
  const user = requireUser(req)
  if (!userIsAdmin(user)) throw new AppError('FORBIDDEN', 'Only admins can do this.')
  return user
}
