// @ts-check
/*
 * Next's own in-memory ISR cache (FileSystemCache: the LRU in memory; nothing on disk since
 * `isrFlushToDisk: false`), plus a Content-Security-Policy on every cached page.
 *
 * A cached page is rendered once for everyone, so it cannot carry a per-request nonce. Instead,
 * when a page enters the cache, its policy lists the sha256 of each inline script of that very HTML
 * and is stored in the entry's headers. Next answers a HIT with the entry's headers, and the first
 * answer (MISS) too: it sends the entry it has just stored (response-cache handleRevalidate awaits
 * this `set`, then hands the same value to the response). Entries Next prerendered at build time
 * (the 404 page) get theirs when first read, with this process's configuration. The entry also
 * gets its version, a hash of its HTML, for server.mjs (pageResponses.mjs). A page read before it
 * is used first has its scripts deferred to the reader's first input (deferredApp.mjs).
 *
 * Plain JavaScript: Next imports this file with Node's loader (next.config.ts `cacheHandler`).
 */
import { createHash } from 'node:crypto'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { deferAppScripts, startsOnIntent } from './deferredApp.mjs'
import { PAGE_VERSION_HEADER, expirePageCopies } from './pageResponses.mjs'
import { executableInlineScripts, pagePolicy } from './securityHeaders.mjs'

/** @type {any} */
const module_ = fileSystemCache
const FileSystemCache = module_.default ?? module_

const SIGNED = Symbol.for('seo-writer.cachedPagePolicy')

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The page's address from the cache key (`/route-cache/APP_PAGE/<route hash>/$/en/blog/x`).
 * @param {string} key
 */
function pathnameOf(key) {
  const marker = key.indexOf('/$/')
  return marker === -1 ? key : key.slice(marker + 2)
}

/**
 * Puts the page's policy in the entry's headers, once per entry (the entry object lives in the
 * in-memory LRU, so a HIT finds it already signed and costs a property read).
 * @param {string} key
 * @param {any} value
 */
export function signCachedPage(key, value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value[SIGNED]) return
  // Before the hashes: the loader is one more inline script, and the moved ones keep their text.
  if (startsOnIntent(pathnameOf(key))) value.html = deferAppScripts(value.html)
  const scripts = [...new Set(executableInlineScripts(value.html).map(sha256))]
  const policy = pagePolicy({ scripts, pathname: pathnameOf(key), env: process.env })
  const headers = { ...value.headers }
  for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-security-policy') delete headers[name]
  headers['content-security-policy'] = policy
  // The page's version: server.mjs makes it the ETag and the key of its compressed bodies.
  headers[PAGE_VERSION_HEADER] = createHash('sha256').update(value.html, 'utf8').digest('base64url').slice(0, 27)
  value.headers = headers
  // Not enumerable: stays out of the entry's JSON (size checks, metadata written at build).
  Object.defineProperty(value, SIGNED, { value: true })
}

/**
 * Expires tags in this process's cache as revalidateTag(tag, { expire: 0 }) does inside a request:
 * src/server/blog/pageChanges.ts calls it when another instance (or this one) changed a post. The
 * tags live in Next's process-wide manifest, which FileSystemCache's revalidateTag writes.
 * @param {string[]} tags
 */
function expirePageTags(tags) {
  expirePageCopies()
  void FileSystemCache.prototype.revalidateTag.call(undefined, tags, { expire: 0 }).finally(expirePageCopies)
}
// @ts-ignore: a symbol-keyed global, read in src/server/blog/pageChanges.ts (EXPIRE_PAGE_TAGS)
globalThis[Symbol.for('seo-writer.expirePageTags')] = expirePageTags

export default class SecureIsrCache extends FileSystemCache {
  /** @param {any} ctx what Next gives every cache handler (flushToDisk, maxMemoryCacheSize…) */
  constructor(ctx) {
    super(ctx)
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    signCachedPage(key, data)
    return super.set(key, data, ctx)
  }

  /**
   * Every expiry of tags (revalidateTag, revalidatePath) drops server.mjs's page copies too: before,
   * and again once the tags are expired (a request that came in between read the old page).
   * @param {any[]} args
   */
  async revalidateTag(...args) {
    expirePageCopies()
    try {
      return await super.revalidateTag(...args)
    } finally {
      expirePageCopies()
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry?.value) signCachedPage(key, entry.value)
    return entry
  }
}
