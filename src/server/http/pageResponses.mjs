// @ts-check
/*
 * Responses of server.mjs: compression, the ETag of cached pages, and their Cache-Control for
 * shared caches (SHARED_CACHE_CONTROL).
 *
 * A cached page is the same bytes for everyone until it is rendered again, so its ETag and its
 * compressed bodies are worked out once per version, not once per request (Next hashes the whole
 * HTML for its ETag and compresses it again on every request: about a fifth, and with compression
 * most, of the CPU time of a cached page). The cache handler (isrCacheHandler.mjs) stores each
 * page's version, a hash of its HTML, in the private header below; here it becomes the ETag of the
 * HTML answer, the key of the compressed bodies, and is never sent. Every other response is
 * compressed per request as Next would (the `compression` middleware Next itself uses).
 *
 * A cached page answered to a visitor without a session is also kept here as it was sent (a page
 * copy), and the same request is answered from it without entering Next. Next's cached path
 * (routing, rewrites, the cache lookup, its headers) costs a millisecond of CPU per request; a
 * copy costs a few microseconds. A copy lives until the content changes: it carries the cache tags
 * its page was rendered with, and an expiry of one of them (a post changed here or on another
 * instance: isrCacheHandler.mjs) drops it, so a copy is never older than Next's own cache while the
 * rest of the blog stays warm; and at most PAGE_COPY_MAX_AGE_MINUTES (10), for what changes without
 * a tag. Copies share a memory budget (PAGE_COPY_MEMORY_MB, 64), each held as
 * its brotli body once that is ready (a sixth of the HTML), the least recently read going first: a
 * blog's long tail, read once every few minutes per post, is answered from memory too. Tracking
 * parameters (trackingParams.mjs) are not part of the key.
 *
 * Next's files (/_next/static: scripts, styles, fonts' CSS) never change under one address, so
 * each is compressed once, at brotli's best, in the background after its first request (which is
 * compressed per request as before); later requests get those bytes. Per request the middleware
 * uses brotli quality 4: the scripts of a first visit are about 15 % larger that way.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import compression from 'compression'
import { LRUCache } from 'lru-cache'
import { getCookieParser } from 'next/dist/server/api-utils/get-cookie-parser.js'
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination.js'

import { LANGUAGE_CHOOSERS } from '../../i18n/languageChoice.mjs'
import { gaugeOf } from '../ops/metrics.mjs'
import { PAGE_COPY } from '../ops/requestMetrics.mjs'
import { withoutTrackingParams } from './trackingParams.mjs'

export const PAGE_VERSION_HEADER = 'x-seo-page-version'
/** The cache tags of a cached page (what Next stored with it), for its copy; private as the version. */
export const PAGE_TAGS_HEADER = 'x-seo-page-tags'

/**
 * What a cached public page tells shared caches (a CDN, the proxy of deploy/nginx.conf). Next says
 * `s-maxage=31536000` for pages without a revalidate time (/, /pricing) and `s-maxage=60,
 * stale-while-revalidate=<a year>` for the blog: a cache that honoured them would show a page for up
 * to a year after it changed. A second of freshness keeps such a cache's hit rate (one request per
 * second and address reaches the app) and puts a change through within about 2 s; stale-while-
 * revalidate lets it answer at once while it fetches the new page, up to a minute after.
 */
export const SHARED_CACHE_CONTROL = 's-maxage=1, stale-while-revalidate=59'

/**
 * Next's Cache-Control for a page, as shared caches should read it: any `s-maxage` (a cached
 * public page) becomes SHARED_CACHE_CONTROL; everything else (no-store, private, immutable assets)
 * is kept.
 * @param {unknown} value
 */
export function sharedCacheControl(value) {
  return typeof value === 'string' && /(?:^|,)\s*s-maxage=/i.test(value) ? SHARED_CACHE_CONTROL : value
}

/** How long a page copy answers at most, when no change of its content drops it first. */
export const PAGE_COPY_MS = 10 * 60 * 1000
/** The memory all page copies of a process may hold. */
export const PAGE_COPY_BYTES = 64 * 1024 * 1024

/**
 * The page copies' settings from the environment: PAGE_COPY_MAX_AGE_MINUTES (0 turns the copies
 * off) and PAGE_COPY_MEMORY_MB. Throws a one-line reason for a value that is not a number in range.
 * @param {Record<string, string | undefined>} env
 * @returns {{ copyMs: number, copyBytes: number }}
 */
export function pageCopySettings(env) {
  /** @param {string} name @param {number} fallback @param {number} min @param {number} max */
  const read = (name, fallback, min, max) => {
    const text = env[name]?.trim()
    if (!text) return fallback
    const value = Number(text)
    if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}, not "${text}"`)
    return value
  }
  return {
    copyMs: read('PAGE_COPY_MAX_AGE_MINUTES', PAGE_COPY_MS / 60_000, 0, 24 * 60) * 60_000,
    copyBytes: read('PAGE_COPY_MEMORY_MB', PAGE_COPY_BYTES / 1024 / 1024, 1, 64 * 1024) * 1024 * 1024,
  }
}

/**
 * The expiries so far, shared by server.mjs and the cache handler, which Next loads on its own: each
 * expiry is numbered (`sequence`), and each tag remembers the number of its last one. A copy is stale
 * when one of its tags expired after its request arrived (`since`); `everything`, when all are.
 */
const EXPIRIES = /** @type {{ sequence: number, everything: number, tags: Map<string, number> }} */ (
  // @ts-ignore: a symbol-keyed global
  (globalThis[Symbol.for('seo-writer.pageCopyExpiries')] ??= { sequence: 0, everything: 0, tags: new Map() })
)

/** Next's implicit tags (a path, a layout): a page's copy may not list them, so one expires every copy. */
const IMPLICIT_TAG = '_N_T_'

/**
 * Drops the page copies that carry one of these tags (isrCacheHandler.mjs calls it whenever tags of
 * Next's cache expire); without tags, or with one of Next's implicit ones, every copy.
 * @param {string | string[]} [tags]
 */
export function expirePageCopies(tags) {
  const sequence = ++EXPIRIES.sequence
  const list = tags === undefined ? undefined : [tags].flat()
  if (!list || list.some((tag) => tag.startsWith(IMPLICIT_TAG))) EXPIRIES.everything = sequence
  else for (const tag of list) EXPIRIES.tags.set(tag, sequence)
}

/** The number of the last expiry: a request notes it on arrival, and its copy is fresh only for what came after. */
const expirySequence = () => EXPIRIES.sequence

/**
 * Whether an expiry since the copy's request arrived concerns it. A copy without tags (none were
 * stored with its page) goes with any expiry.
 * @param {PageCopy} copy
 */
function expiredSince(copy) {
  if (copy.checked === EXPIRIES.sequence) return false
  if (EXPIRIES.everything > copy.since) return true
  if (copy.tags === null) return EXPIRIES.sequence > copy.since
  for (const tag of copy.tags) if ((EXPIRIES.tags.get(tag) ?? 0) > copy.since) return true
  copy.checked = EXPIRIES.sequence
  return false
}

/**
 * The tags of a page's private header: Next's comma-separated list.
 * @param {unknown} header
 * @returns {string[] | null}
 */
function pageTags(header) {
  if (typeof header !== 'string' || header === '') return null
  return header.split(',').filter(Boolean)
}

/**
 * Payload's session cookie (`payload-token`): the visitor may see a page of their own, never a copy.
 * Payload's parser (payload/dist/utilities/parseCookies.js) trims names, splits on `;` alone and
 * lets the last one win, so any spelling (`payload-token =…`, `;\tpayload-token=…`) is a session:
 * every header that holds the name at all is treated as one, a superset of what Payload accepts.
 */
export const SESSION_COOKIE = 'payload-token'

/** @param {string | undefined} cookie the Cookie header */
export function mayHoldSession(cookie) {
  return cookie !== undefined && cookie.includes(SESSION_COOKIE)
}

/**
 * The language Next's rewrites give this request (routing.ts): the same conditions
 * (LANGUAGE_CHOOSERS) run through Next's own matcher and cookie parser, so the two never differ.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {'en' | 'hu'}
 */
export function pageLanguage(headers) {
  // Parsed once; matchHas reads `cookies` when the request has them, as Next's own requests may.
  const req = { headers, cookies: getCookieParser(headers)() }
  return LANGUAGE_CHOOSERS.find(({ has }) => matchHas(/** @type {any} */ (req), {}, has))?.locale ?? 'en'
}

/** Headers of Next's client router: its requests are answered with RSC data, not a page. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']
/** Headers of one response, never replayed. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * The page copy that may answer this request, or undefined when none may: only a GET from a visitor
 * without a session, not Next's router. The key holds what the page varies by: the address
 * (without tracking parameters), and the language the rewrites pick for this request (the page is
 * rendered in no other).
 * @param {import('node:http').IncomingMessage} req
 * @returns {{ key: string, language: string } | undefined}
 */
export function pageCopyKey(req) {
  if (req.method !== 'GET') return undefined
  const headers = req.headers
  if (headers.authorization !== undefined || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return undefined
  if (mayHoldSession(headers.cookie)) return undefined
  const language = pageLanguage(headers)
  return { key: `${headers.host}${withoutTrackingParams(req.url ?? '/')}\n${language}`, language }
}

/** Next's own files: their address changes with their content. */
const STATIC_FILE = /^\/_next\/static\//
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/

/** Browsers send both; brotli is about 15 % smaller on these pages. */
const CODINGS = /** @type {const} */ (['br', 'gzip'])
/** @typedef {typeof CODINGS[number]} Coding */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Once per version, so the strongest settings: slower than Next's per-request defaults, smaller.
 * @param {Buffer} body @param {Coding} coding
 */
function compress(body, coding) {
  return coding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 9 })
}

/**
 * The coding to answer with: the first of ours the client accepts (q > 0). `identity` and
 * anything unknown give null (the plain body).
 * @param {string | undefined} header
 * @returns {Coding | null}
 */
export function chooseCoding(header) {
  if (!header) return null
  const accepted = new Map()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)))
  }
  const star = accepted.get('*')
  return CODINGS.find((coding) => (accepted.get(coding) ?? star ?? 0) > 0) ?? null
}

/**
 * If-None-Match against our ETag (weak comparison, as a cache revalidating a page does).
 * @param {string | undefined} header @param {string} etag
 */
export function matchesEtag(header, etag) {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Turns the answer into a 304 for a cache that already holds this version: no body, so no body headers.
 * @param {import('node:http').ServerResponse} res
 */
function notModified(res) {
  res.statusCode = 304
  for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name)
  return res
}

/**
 * Sends a page body in a coding (undefined: plain), with its length.
 * @param {import('node:http').ServerResponse} res @param {Coding | undefined} coding @param {Buffer} bytes
 * @param {(bytes: Buffer) => void} send
 */
function sendEncoded(res, coding, bytes, send) {
  if (coding) res.setHeader('content-encoding', coding)
  res.setHeader('content-length', bytes.length)
  send(bytes)
}

/** Adds a token to Vary unless it is already there. @param {import('node:http').ServerResponse} res @param {string} token */
function addVary(res, token) {
  const current = String(res.getHeader('vary') ?? '')
  if (current.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase() || v.trim() === '*')) return
  res.setHeader('vary', current ? `${current}, ${token}` : token)
}

/**
 * A page copy holds its body once: plain until its brotli body is ready, then only that (about a
 * sixth of the bytes: a 1,000-post blog in two languages fits the default budget).
 * Its tags and `since` (the expiry number when its request arrived) tell when it is stale; `checked`,
 * the last expiry number it was found fresh at (the common case costs one comparison).
 * @typedef {{ version: string, etag: string, body?: Buffer, br?: Buffer, headers: [string, any][], storedAt: number, tags: string[] | null, since: number, checked: number }} PageCopy
 */

/**
 * What server.mjs runs around Next's handler.
 * @param {{ maxBytes?: number, copyMs?: number, copyBytes?: number, now?: () => number }} [options]
 *   memory for compressed bodies; how long a copy answers at most (0: never) and the memory of the
 *   copies (least recently used go first); the clock
 */
export function pageResponses({ maxBytes = 32 * 1024 * 1024, copyMs = PAGE_COPY_MS, copyBytes = PAGE_COPY_BYTES, now = Date.now } = {}) {
  /** @type {LRUCache<string, Promise<Buffer>>} */
  const compressed = new LRUCache({ maxSize: maxBytes, sizeCalculation: (_value, /** @type {string} */ key) => Number(key.split(':')[0]) || 1 })
  // Brotli's default 4 MB window costs more to set up than a page takes to compress (a 67 KB page:
  // 1,140 responses/s against gzip's 1,585 on one machine); 256 KB holds any page: 2,485/s.
  const perRequest = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } })

  /** @type {LRUCache<string, Buffer>} */
  const plain = new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => body.length || 1 })

  /** @param {string} version @param {string | Buffer} chunk @param {BufferEncoding} encoding */
  function plainBody(version, chunk, encoding) {
    if (Buffer.isBuffer(chunk)) return chunk
    let body = plain.get(version)
    if (!body) plain.set(version, (body = Buffer.from(chunk, encoding)))
    return body
  }

  /**
   * @param {string} version @param {Coding} coding @param {Buffer} body
   * @returns {Promise<Buffer>}
   */
  function compressedBody(version, coding, body) {
    // Sized by the plain body: a bound on the compressed one, known before compressing.
    const key = `${body.length}:${coding}:${version}`
    let entry = compressed.get(key)
    if (!entry) {
      entry = compress(body, coding)
      compressed.set(key, entry)
      entry.catch(() => compressed.delete(key))
    }
    return entry
  }

  /**
   * A cached page's body in the best coding the client accepts (compressed once per version), or
   * plain; with its length. Shared by Next's answer (encodeCachedPage) and a page copy's.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} version
   * @param {Buffer} body
   * @param {(bytes: Buffer) => void} send
   */
  function sendPageBody(req, res, version, body, send) {
    const coding = chooseCoding(req.headers['accept-encoding'])
    const plain = () => sendEncoded(res, undefined, body, send)
    if (!coding) return plain()
    compressedBody(version, coding, body).then((bytes) => sendEncoded(res, coding, bytes, send), plain)
  }

  /** @type {LRUCache<string, Buffer>} Next's static files, compressed once (`coding:address`) */
  const staticBodies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (body) => body.length || 1 })
  /** @type {Set<string>} */
  const compressing = new Set()

  /**
   * A static file already compressed at its best is sent instead of what Next writes; the first
   * request of a file is passed on (compressed per request) while its bytes are kept to compress.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function encodeStaticFile(req, res) {
    const coding = chooseCoding(req.headers['accept-encoding'])
    if (!coding || req.headers.range !== undefined) return
    const key = `${coding}:${req.url}`
    /** @type {any} write's and end's overloads, passed on as they came */
    const response = res
    const write = response.write.bind(res)
    const end = response.end.bind(res)
    const best = staticBodies.get(key)
    if (best) {
      // Next streams the file from disk; its bytes are dropped, the compressed ones go instead.
      response.write = (/** @type {any[]} */ ...args) => {
        if (res.statusCode !== 200) return write(...args)
        const callback = args.find((arg) => typeof arg === 'function')
        if (callback) process.nextTick(callback)
        return true
      }
      response.end = (/** @type {any[]} */ ...args) => {
        if (res.statusCode !== 200 || res.headersSent) return end(...args)
        const callback = args.find((arg) => typeof arg === 'function')
        res.setHeader('content-encoding', coding)
        res.setHeader('content-length', best.length)
        res.removeHeader('accept-ranges')
        addVary(res, 'Accept-Encoding')
        return end(best, callback)
      }
      return
    }
    if (compressing.has(key)) return
    /** @type {Buffer[]} */
    const chunks = []
    let encodedByNext = false
    /** @param {any} chunk @param {any} encoding */
    const keep = (chunk, encoding) => {
      if (chunks.length === 0) encodedByNext = res.hasHeader('content-encoding')
      if (chunk != null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'))
    }
    response.write = (/** @type {any[]} */ ...args) => {
      keep(args[0], args[1])
      return write(...args)
    }
    response.end = (/** @type {any[]} */ ...args) => {
      keep(args[0], args[1])
      const type = String(res.getHeader('content-type') ?? '')
      if (res.statusCode === 200 && !encodedByNext && COMPRESSIBLE.test(type) && !compressing.has(key)) {
        compressing.add(key)
        compress(Buffer.concat(chunks), coding)
          .then((bytes) => void staticBodies.set(key, bytes))
          .catch(() => {})
          .finally(() => compressing.delete(key))
      }
      return end(...args)
    }
  }

  /** @type {LRUCache<string, PageCopy>} */
  const copies = new LRUCache({ maxSize: copyBytes, sizeCalculation: (copy) => (copy.br ?? copy.body)?.length || 1 })
  gaugeOf('seo_writer_page_copies_bytes', 'Bytes held by the page copies of this process.', [], () => copies.calculatedSize)
  gaugeOf('seo_writer_page_copies', 'Page copies held by this process.', [], () => copies.size)

  /**
   * Answers from the page copy, if one is fresh. false when the request must go to Next.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   */
  function answerFromCopy(req, res, key) {
    const copy = copies.get(key)
    if (!copy) return false
    if (expiredSince(copy) || now() - copy.storedAt >= copyMs) {
      copies.delete(key)
      return false
    }
    for (const [name, value] of copy.headers) res.setHeader(name, value)
    res.setHeader('x-nextjs-cache', 'HIT')
    if (matchesEtag(req.headers['if-none-match'], copy.etag)) notModified(res).end()
    else if (copy.br && chooseCoding(req.headers['accept-encoding']) === 'br') sendEncoded(res, 'br', copy.br, (bytes) => res.end(bytes))
    else {
      // A client without brotli (a crawler, curl) is rare: its body is decompressed, 0.2 ms for a post.
      const body = copy.body ?? zlib.brotliDecompressSync(/** @type {Buffer} */ (copy.br))
      sendPageBody(req, res, copy.version, body, (bytes) => res.end(bytes))
    }
    return true
  }

  /**
   * Keeps the page just answered as a copy for the next request with the same key.
   * @param {import('node:http').ServerResponse} res
   * @param {{ key: string, language: string, since: number } | undefined} copy the request's key and
   *   language, and the expiry number when it arrived: a page rendered across an expiry of its tags is
   *   dropped by the next request
   * @param {string} version
   * @param {string[] | null} tags
   * @param {Buffer} body
   */
  function keepCopy(res, copy, version, tags, body) {
    if (copy === undefined || res.hasHeader('set-cookie')) return
    // The language the page was rendered in (the cache handler names it): kept only under its own.
    if (res.getHeader('content-language') !== copy.language) return
    const headers = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
    /** @type {PageCopy} */
    const kept = { version, etag: `"${version}"`, body, headers, storedAt: now(), tags, since: copy.since, checked: -1 }
    copies.set(copy.key, kept)
    // Then the brotli body (the same compression this page's br answers use, done once) in its place.
    compressedBody(version, 'br', body).then(
      (br) => {
        if (copies.peek(copy.key) === kept) copies.set(copy.key, { ...kept, body: undefined, br })
      },
      () => {},
    )
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  function handle(req, res, next) {
    const wanted = copyMs > 0 ? pageCopyKey(req) : undefined
    if (wanted !== undefined) {
      const hit = answerFromCopy(req, res, wanted.key)
      // @ts-ignore: a symbol-keyed mark, read by the request metrics
      res[PAGE_COPY] = hit ? 'hit' : 'miss'
      if (hit) return
    }
    const copy = wanted === undefined ? undefined : { ...wanted, since: expirySequence() }
    /** @type {any} setHeader's overloads, passed on as they came */
    const response = res
    const setHeader = response.setHeader.bind(res)
    response.setHeader = (/** @type {string} */ name, /** @type {any} */ value) =>
      setHeader(name, name.length === 13 && name.toLowerCase() === 'cache-control' ? sharedCacheControl(value) : value)
    // Ours wraps the middleware's end, so it sees the page first; a body we encoded says so in
    // Content-Encoding, and the middleware passes it through.
    perRequest(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      if (req.method === 'GET' && STATIC_FILE.test(req.url ?? '')) encodeStaticFile(req, res)
      else encodeCachedPage(req, res, copy)
      next()
    })
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {{ key: string, language: string, since: number } | undefined} copy
   */
  function encodeCachedPage(req, res, copy) {
    /** @type {any} end's overloads, passed on as they came */
    const response = res
    const end = response.end.bind(res)
    // Next answers a cached page with one end(html), headers not yet sent.
    response.end = function endCachedPage(/** @type {any[]} */ ...args) {
      const [chunk, encoding, callback] = args
      const version = res.getHeader(PAGE_VERSION_HEADER)
      if (version === undefined || res.headersSent) return end(...args)
      res.removeHeader(PAGE_VERSION_HEADER)
      const tags = pageTags(res.getHeader(PAGE_TAGS_HEADER))
      res.removeHeader(PAGE_TAGS_HEADER)
      if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return end(...args)
      const etag = `"${version}"`
      res.setHeader('etag', etag)
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        notModified(res)
        return end()
      }
      addVary(res, 'Accept-Encoding')
      if (chunk == null || typeof chunk === 'function' || res.getHeader('content-encoding')) return end(...args)
      const done = typeof encoding === 'function' ? encoding : callback
      // The plain body too is kept as bytes: encoding a 60 KB string on every write showed in profiles.
      const body = plainBody(String(version), chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      keepCopy(res, copy, String(version), tags, body)
      sendPageBody(req, res, String(version), body, (bytes) => end(bytes, done))
      return res
    }
  }

  return handle
}
