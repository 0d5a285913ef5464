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
 * gets its version, a hash of its HTML, and its cache tags, for server.mjs (pageResponses.mjs). A page read before it
 * is used first has its scripts deferred to the reader's first input (deferredApp.mjs).
 *
 * Plain JavaScript: Next imports this file with Node's loader (next.config.ts `cacheHandler`).
 */
import { createHash } from 'node:crypto'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { LANGUAGE_CHOOSERS } from '../../i18n/languageChoice.mjs'
import { LOADER, deferAppScripts, startsOnIntent } from './deferredApp.mjs'
import { PAGE_TAGS_HEADER, PAGE_VERSION_HEADER, expirePageCopies } from './pageResponses.mjs'
import { renderNonce } from './renderNonce.mjs'
import { SCRIPT_ELEMENT, attributes, executableInlineScripts, pagePolicy, runsAsScript } from './securityHeaders.mjs'

/** @type {any} */
const module_ = fileSystemCache
const FileSystemCache = module_.default ?? module_

const SIGNED = Symbol.for('seo-writer.cachedPagePolicy')
/** Where Next keeps a cached page's tags (next/dist/lib/constants NEXT_CACHE_TAGS_HEADER). */
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

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

const LANGUAGES = new Set(LANGUAGE_CHOOSERS.map(({ locale }) => locale))

/**
 * The inline scripts Next wrote into a page rendered with this nonce (the others came in with
 * content and are not hashed), and the page without the nonce, which has done its work.
 * @param {string} html @param {string} nonce
 */
function markedScripts(html, nonce) {
  /** @type {string[]} */
  const scripts = []
  const marked = ` nonce="${nonce}"`
  const page = html.replace(SCRIPT_ELEMENT, (element, source) => {
    if (!nonce || attributes(source).get('nonce') !== nonce) return element
    if (runsAsScript(source) && !attributes(source).has('src')) scripts.push(...executableInlineScripts(element))
    return element.replace(marked, '')
  })
  return { scripts, html: page }
}

/**
 * Puts the page's policy in the entry's headers, once per entry (the entry object lives in the
 * in-memory LRU, so a HIT finds it already signed and costs a property read).
 * @param {string} key
 * @param {any} value
 * @param {string} [nonce] the nonce the page was rendered with (renderNonce.mjs): only its scripts
 *   are hashed ('' when unknown: none are). Without one, an entry Next wrote at build time, when no
 *   content was in it: all its scripts are.
 */
export function signCachedPage(key, value, nonce) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value[SIGNED]) return
  const pathname = pathnameOf(key)
  let scripts = executableInlineScripts(value.html)
  if (nonce !== undefined) ({ scripts, html: value.html } = markedScripts(value.html, nonce))
  // The loader is one more inline script (ours); the moved ones keep their text, so their hashes.
  if (startsOnIntent(pathname)) {
    const deferred = deferAppScripts(value.html)
    if (deferred !== value.html) scripts.push(LOADER)
    value.html = deferred
  }
  const policy = pagePolicy({ scripts: [...new Set(scripts.map(sha256))], pathname, env: process.env })
  const headers = { ...value.headers }
  for (const name of Object.keys(headers)) if (/^content-(?:security-policy|language)$/i.test(name)) delete headers[name]
  headers['content-security-policy'] = policy
  // The language it was rendered in (/<locale>/…): server.mjs and nginx keep a copy under this one only.
  const language = /^\/([^/]+)/.exec(pathname)?.[1]
  if (language && LANGUAGES.has(/** @type {any} */ (language))) headers['content-language'] = language
  // The page's version: server.mjs makes it the ETag and the key of its compressed bodies.
  headers[PAGE_VERSION_HEADER] = createHash('sha256').update(value.html, 'utf8').digest('base64url').slice(0, 27)
  // Its tags (Next drops its own header from answers): the page's copy goes when one of them expires.
  const tags = headers[NEXT_CACHE_TAGS_HEADER]
  if (typeof tags === 'string') headers[PAGE_TAGS_HEADER] = tags
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
  expirePageCopies(tags)
  void FileSystemCache.prototype.revalidateTag.call(undefined, tags, { expire: 0 }).finally(() => expirePageCopies(tags))
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
    // Rendered inside this request (Next awaits this set before answering): its nonce marks Next's scripts.
    signCachedPage(key, data, renderNonce() ?? '')
    return super.set(key, data, ctx)
  }

  /**
   * Every expiry of tags (revalidateTag, revalidatePath) drops server.mjs's copies of the pages with
   * those tags too: before, and again once the tags are expired (a request that came in between read
   * the old page).
   * @param {[string | string[], ...any[]]} args the tags, then Next's other arguments
   */
  async revalidateTag(...args) {
    expirePageCopies(args[0])
    try {
      return await super.revalidateTag(...args)
    } finally {
      expirePageCopies(args[0])
    }
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    if (entry?.value) signCachedPage(key, entry.value)
    return entry
  }
}
