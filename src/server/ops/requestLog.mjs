// server.mjs's side of the request log: an id per request (sent back as X-Request-Id, carried into
// every log line written while it is answered) and one JSON line when it ends.
import crypto from 'node:crypto'

import { appLogger } from './logger.mjs'
import { countRequest } from './requestMetrics.mjs'

/** The private header in which server.mjs passes the request id to the app (any copy a client sends is removed). */
export const REQUEST_ID_HEADER = 'x-seo-request-id'
/** An id a trusted proxy gave (nginx's $request_id): letters, digits and - . _ : only. */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * This request's id: the one a trusted proxy sent in X-Request-Id, else a new one.
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} fromTrustedProxy
 */
export function requestIdOf(req, fromTrustedProxy) {
  const given = req.headers['x-request-id']
  if (fromTrustedProxy && typeof given === 'string' && PROXY_ID.test(given)) return given
  return crypto.randomUUID()
}

/**
 * When the request ends (answered, or the client left), its time is measured once and goes both to
 * the metrics (requestMetrics.mjs) and to the request's log line: method, route (the path, never the query: links carry tokens there), status,
 * duration, request id and the signed-in user's id when the app noted one. Nothing else of the
 * request (no headers, no body) is written.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ requestId: string, userId?: number | string }} context
 */
export function recordWhenDone(req, res, context) {
  const started = process.hrtime.bigint()
  res.once('close', () => {
    const nanoseconds = Number(process.hrtime.bigint() - started)
    countRequest(req, res, nanoseconds / 1e9)
    const ms = Math.round(nanoseconds / 1e5) / 10
    const line = {
      msg: 'request',
      requestId: context.requestId,
      method: req.method,
      route: (req.url ?? '/').split('?', 1)[0],
      status: res.writableFinished ? res.statusCode : 0,
      ms,
      ...(context.userId !== undefined ? { userId: context.userId } : {}),
    }
    const logger = appLogger()
    if (line.status >= 500) logger.warn(line)
    else logger.info(line)
  })
}
