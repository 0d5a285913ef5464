import 'server-only'

import { APIError } from 'payload'

import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@/shared/errors'

/**
 * The name of every error that answers a request the caller got wrong (4xx). Payload logs an
 * error by its name (payload.config loggingLevels): these are one info line, not an error with
 * its stack, so a burst of bad requests neither floods the log nor costs the server its time.
 */
export const CLIENT_ERROR_NAME = 'ClientError'

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = this.status < 500 ? CLIENT_ERROR_NAME : 'AppError'
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}

/**
 * A 4xx thrown from a Payload hook: an APIError (REST, GraphQL and the admin panel show its message
 * and field data) named as our client errors, so it is logged as one info line, not an error's stack.
 */
export function clientError(message: string, status: number, data?: object): Error {
  const error = new APIError(message, status, data ?? null, true)
  error.name = CLIENT_ERROR_NAME
  return error
}

export function errorBody(error: AppError): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } }
}
