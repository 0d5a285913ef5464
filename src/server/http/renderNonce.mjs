// @ts-check
/*
 * Which inline scripts of a cached page the framework wrote. server.mjs gives every request a fresh
 * nonce on the request's Content-Security-Policy header (any the client sent is dropped); Next reads
 * it there and writes it on each script it renders (the proxy replaces it with its own on pages
 * rendered per request). When the rendered page enters the cache (isrCacheHandler.mjs, called
 * inside the same request), only the scripts carrying that nonce are hashed into the page's policy:
 * a script that came in with content (a post's body) carries none, so the policy never allows it.
 *
 * Plain JavaScript: server.mjs and the cache handler (loaded by Next with Node's loader) share it,
 * through one AsyncLocalStorage on globalThis (each may load its own copy of this module).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'

const NONCES = /** @type {AsyncLocalStorage<string>} */ (
  // @ts-ignore: a symbol-keyed global
  (globalThis[Symbol.for('seo-writer.renderNonce')] ??= new AsyncLocalStorage())
)

/** The nonce of the request being handled, if server.mjs gave it one. */
export function renderNonce() {
  return NONCES.getStore()
}

/**
 * Runs the request's handling with a fresh nonce, set on the request as Next reads it.
 * @template T
 * @param {import('node:http').IncomingMessage} req
 * @param {() => T} handle
 * @returns {T}
 */
export function withRenderNonce(req, handle) {
  const nonce = randomBytes(18).toString('base64')
  delete req.headers['content-security-policy-report-only']
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  return NONCES.run(nonce, handle)
}
