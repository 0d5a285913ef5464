import 'server-only'

import { APIError, AuthenticationError, ErrorDeletingFile, FileRetrievalError, Forbidden, LockedAuth, NotFound, UnauthorizedError, ValidationError } from 'payload'

import { databaseUnavailable, isDatabaseUnavailableError } from '../db/availability'
import type { ErrorCode } from '@/shared/errors'
import { AppError } from '../errors'
import { UPLOAD_TOO_LARGE } from './uploadGate'

// PostgreSQL classes that mean "the request's values were malformed" (a text id for an integer
// column, a number out of range, an operator the column's type does not have): the caller's fault.
const BAD_INPUT_PG_CODE = /^(22[0-9A-Z]{3}|42883|42804)$/
// What busboy (Payload's multipart parser) throws for a malformed upload: a NUL byte in a file
// name, a missing boundary, a form cut short. Plain Errors, told apart by their text.
const MALFORMED_MULTIPART = /^(Malformed (part header|content type|urlencoded form)|Missing Content-Type|Multipart: Boundary not found|Unexpected end of (file|form))$/

// Integrity constraints the request broke: a required column left empty, a duplicate unique
// value, a reference to a record that does not exist.
const CONSTRAINT_MESSAGES: Record<string, string> = {
  '23502': 'A required value is missing.',
  '23505': 'This value is already in use.',
  '23503': 'The request refers to a record that does not exist.',
}

function pgCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return pgCode(cause, depth + 1)
}

export const BY_STATUS: Record<number, ErrorCode> = { 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 423: 'ACCOUNT_LOCKED', 429: 'RATE_LIMITED' }

/**
 * Any error thrown while answering a request → the AppError the client sees. Unknown errors stay
 * INTERNAL_ERROR (their text is never shown), so a 500 always means a bug of ours.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (isDatabaseUnavailableError(error)) return databaseUnavailable()
  if (error instanceof ValidationError) {
    const first = error.data?.errors?.[0]
    return new AppError('VALIDATION_ERROR', first?.message ?? error.message, first?.path ? { field: first.path } : undefined)
  }
  // A body that is not JSON (Payload's plugin endpoints call req.json() themselves).
  if (error instanceof SyntaxError && /JSON/i.test(error.message)) return new AppError('VALIDATION_ERROR', 'The request body must be JSON.')
  // A stored file that is missing or an upload source Payload will not fetch: nothing to serve.
  if (error instanceof FileRetrievalError) return new AppError('NOT_FOUND', 'The file could not be found or fetched.')
  // Two requests replaced the same upload at once: the second found the old file already gone.
  if (error instanceof ErrorDeletingFile) return new AppError('CONFLICT', 'The file was changed by another request at the same time. Please try again.')
  if (error instanceof LockedAuth) return new AppError('ACCOUNT_LOCKED', error.message)
  if (error instanceof AuthenticationError) return new AppError('INVALID_CREDENTIALS', 'Invalid email or password')
  if (error instanceof UnauthorizedError) return new AppError('UNAUTHORIZED', error.message)
  if (error instanceof Forbidden) return new AppError('FORBIDDEN', error.message)
  if (error instanceof NotFound) return new AppError('NOT_FOUND', error.message)
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) return new AppError('VALIDATION_ERROR', 'The upload is malformed (check the file name and the form).')
  // Payload's multipart limits (payload.config.ts `upload`, from src/shared/uploads.ts).
  if (error instanceof APIError && error.status === 413) return new AppError('BODY_TOO_LARGE', UPLOAD_TOO_LARGE)
  // Payload's answer to a query through a polymorphic relationship it cannot follow.
  if (error instanceof APIError && error.message === 'Not supported') return new AppError('VALIDATION_ERROR', 'This query is not supported.')
  if (error instanceof APIError && error.status < 500 && BY_STATUS[error.status]) {
    return new AppError(BY_STATUS[error.status]!, error.isPublic ? error.message : 'The request was not valid.')
  }
  const code = pgCode(error)
  if (code && BAD_INPUT_PG_CODE.test(code)) return new AppError('VALIDATION_ERROR', 'The request contains a malformed id or query value.')
  if (code && CONSTRAINT_MESSAGES[code]) return new AppError('VALIDATION_ERROR', CONSTRAINT_MESSAGES[code])
  // Two writes to the same record crossed (deadlock, serialization failure): PostgreSQL undid this one.
  if (code === '40P01' || code === '40001') return new AppError('CONFLICT', 'The record was changed by another request at the same time. Please try again.')
  return new AppError('INTERNAL_ERROR', 'Something went wrong. Please try again.')
}
