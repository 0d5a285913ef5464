import type { AfterErrorHook } from 'payload'

import { databaseReachable, databaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability'
import { AppError } from '../errors'
import { BY_STATUS, toAppError } from './errorMapping'

/**
 * Payload's own REST answers (collections, auth, GraphQL) speak our error shape too: its `errors`
 * list stays for the admin panel, and `error: { code, message }` is added. Malformed ids and query
 * operators are the caller's 400, not our 500; an unreachable database is a 503 with Retry-After,
 * also when it shows up as "not allowed" because the session could not be looked up.
 */
export const apiErrorShape: AfterErrorHook = async ({ collection, error, graphqlResult, req, result }) => {
  // GraphQL hands over the resolver's error wrapped in a GraphQLError.
  const thrown = graphqlResult ? ((error as { originalError?: unknown }).originalError ?? error) : error
  let appError = toAppError(thrown)
  // Payload's DELETE /api/payload-preferences/:key throws a bare error (not its NotFound) when the
  // signed-in user has no preference under that key: that is a 404, not our 500.
  if (appError.code === 'INTERNAL_ERROR' && collection?.slug === 'payload-preferences' && req.method === 'DELETE') {
    appError = new AppError('NOT_FOUND', 'No such preference.')
  }
  if ((appError.code === 'FORBIDDEN' || appError.code === 'UNAUTHORIZED') && !req.user && !(await databaseReachable(req.payload))) {
    appError = databaseUnavailable()
  }
  if (appError.code === 'DATABASE_UNAVAILABLE') {
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
  }
  // Payload's own messages stay for the admin panel when they were meant for the caller, not when
  // we turned its 500 ("Something went wrong") into a 400 above.
  const payloadStatus = (thrown as { status?: unknown }).status
  const payloadMeantCaller = typeof payloadStatus === 'number' && payloadStatus < 500
  const keepPayloadErrors = payloadMeantCaller && appError.code !== 'INTERNAL_ERROR' && appError.code !== 'DATABASE_UNAVAILABLE' && appError.status < 500
  if (graphqlResult) {
    // In the production bundle a GraphQL resolver's error may come from another copy of Payload's
    // classes (instanceof fails there, not under Jest): an error Payload meant for the caller keeps
    // its own status and message, and gets the code of that status.
    if (appError.code === 'INTERNAL_ERROR' && payloadMeantCaller) {
      return { graphqlResult: { ...graphqlResult, extensions: { ...graphqlResult.extensions, code: BY_STATUS[payloadStatus as number] ?? 'VALIDATION_ERROR' } } }
    }
    // A GraphQL error names the code and status REST gives for the same failure (a malformed value
    // is the caller's 400 here too, not a 500 "Something went wrong.").
    const message = keepPayloadErrors || thrown instanceof AppError ? graphqlResult.message : appError.message
    return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, code: appError.code, statusCode: appError.status } } }
  }
  const errors = keepPayloadErrors && result && typeof result === 'object' && 'errors' in result ? result.errors : [{ message: appError.message }]
  return {
    response: { errors, error: { code: appError.code, message: appError.message, ...(appError.details ? { details: appError.details } : {}) } },
    status: appError.status,
  }
}
