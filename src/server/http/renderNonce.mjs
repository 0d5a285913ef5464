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

const NONCE_BYTES = 18
/** Random bytes for 512 nonces, drawn at once (as Node's randomUUID does): a randomBytes call per request cost 5 % of a cached page's CPU time. */
let pool = Buffer.alloc(0)
let used = 0

/** 18 bytes from the CSPRNG, as base64, never handed out twice. */
export function freshNonce() {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 512)
    used = 0
  }
  const nonce = pool.toString('base64', used, used + NONCE_BYTES)
  used += NONCE_BYTES
  return nonce
}

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
  const nonce = freshNonce()
  delete req.headers['content-security-policy-report-only']
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  return NONCES.run(nonce, handle)
}
