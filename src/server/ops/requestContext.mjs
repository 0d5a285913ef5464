// The request being answered, for the log lines written while it is (server.mjs starts it; the
// app's code inside Next reads it). One AsyncLocalStorage per process, on a global: Next may load
// its own copy of this module.
import { AsyncLocalStorage } from 'node:async_hooks'

/** @typedef {{ requestId: string, userId?: number | string }} RequestContext */

const KEY = Symbol.for('seo-writer.requestContext')

/** @type {AsyncLocalStorage<RequestContext>} */
// @ts-ignore: a symbol-keyed global
export const requestContext = (globalThis[KEY] ??= new AsyncLocalStorage())

/** Records who is signed in on the request being answered (its log line says so). */
export function noteSignedInUser(/** @type {number | string} */ userId) {
  const store = requestContext.getStore()
  if (store) store.userId = userId
}
