import 'server-only'

import type { Payload } from 'payload'

import { AppError } from '../errors'

/*
 * A database outage must never look like something else: not "signed out" (401) because the
 * session lookup failed, not a bare 500. Everything that meets one answers 503 DATABASE_UNAVAILABLE
 * with Retry-After, and work in flight waits for the database to come back.
 */

export const RETRY_AFTER_SECONDS = 5

// Node socket errors and PostgreSQL's connection classes (08xxx, 57P0x shutdown, 53300 too many).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const PG_CODE = /^(08\d{3}|57P0[1-3]|53300)$/
const MESSAGES = /\bconnect (ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH)\b|cannot begin transaction|Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|terminating connection|the database system is (starting up|shutting down)|Connection ended|is not currently accepting connections/i

export function databaseUnavailable(): AppError {
  return new AppError('DATABASE_UNAVAILABLE', 'The database cannot be reached right now. Please try again in a moment.')
}

/** Whether an error (or any error it wraps) says the database could not be reached. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (error instanceof AppError) return error.code === 'DATABASE_UNAVAILABLE'
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_CODE.test(code))) return true
  if (typeof message === 'string' && MESSAGES.test(message)) return true
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailableError(e, depth + 1))) return true
  return isDatabaseUnavailableError(cause, depth + 1)
}

type Pool = { query: (sql: string) => Promise<unknown> }

/** One `SELECT 1`, given at most `timeoutMs`: asked only when an answer would otherwise be a 401 or 403. */
export async function databaseReachable(payload: Payload, timeoutMs = 2000): Promise<boolean> {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) return true
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  try {
    return await Promise.race([pool.query('SELECT 1').then(() => true, () => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `task` until it succeeds, waiting while the database is unreachable (up to `maxWaitMs`):
 * a finished article is saved once the database is back instead of being lost.
 */
export async function whenDatabaseAnswers<T>(task: () => Promise<T>, { maxWaitMs = 120_000, delayMs = 1000 } = {}): Promise<T> {
  const deadline = Date.now() + maxWaitMs
  for (let attempt = 0; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (!isDatabaseUnavailableError(error) || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs * 2 ** attempt, 10_000)))
    }
  }
}

type EventfulPool = { on: (event: 'error', listener: (error: Error) => void) => unknown; listenerCount: (event: string) => number }

/**
 * node-postgres emits 'error' on the pool when the server drops an idle connection (a restart,
 * a failover); with no listener that event would end the process. The pool replaces the client by
 * itself, so the event is only logged.
 */
export function survivePoolErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: EventfulPool }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (error) => payload.logger.warn({ msg: `database connection lost (${error.message}); the pool reconnects` }))
}
