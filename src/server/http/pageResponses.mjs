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
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import compression from 'compression'
import { LRUCache } from 'lru-cache'

export const PAGE_VERSION_HEADER = 'x-seo-page-version'

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

/** Adds a token to Vary unless it is already there. @param {import('node:http').ServerResponse} res @param {string} token */
function addVary(res, token) {
  const current = String(res.getHeader('vary') ?? '')
  if (current.split(',').some((v) => v.trim().toLowerCase() === token.toLowerCase() || v.trim() === '*')) return
  res.setHeader('vary', current ? `${current}, ${token}` : token)
}

/**
 * What server.mjs runs around Next's handler.
 * @param {{ maxBytes?: number }} [options] memory for compressed bodies (least recently used go first)
 */
export function pageResponses({ maxBytes = 32 * 1024 * 1024 } = {}) {
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
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {() => void} next
   */
  function handle(req, res, next) {
    /** @type {any} setHeader's overloads, passed on as they came */
    const response = res
    const setHeader = response.setHeader.bind(res)
    response.setHeader = (/** @type {string} */ name, /** @type {any} */ value) =>
      setHeader(name, name.length === 13 && name.toLowerCase() === 'cache-control' ? sharedCacheControl(value) : value)
    // Ours wraps the middleware's end, so it sees the page first; a body we encoded says so in
    // Content-Encoding, and the middleware passes it through.
    perRequest(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      encodeCachedPage(req, res)
      next()
    })
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function encodeCachedPage(req, res) {
    /** @type {any} end's overloads, passed on as they came */
    const response = res
    const end = response.end.bind(res)
    // Next answers a cached page with one end(html), headers not yet sent.
    response.end = function endCachedPage(/** @type {any[]} */ ...args) {
      const [chunk, encoding, callback] = args
      const version = res.getHeader(PAGE_VERSION_HEADER)
      if (version === undefined || res.headersSent) return end(...args)
      res.removeHeader(PAGE_VERSION_HEADER)
      if (res.statusCode !== 200 || !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return end(...args)
      const etag = `"${version}"`
      res.setHeader('etag', etag)
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        res.statusCode = 304
        for (const name of ['content-length', 'content-type', 'content-encoding']) res.removeHeader(name)
        return end()
      }
      addVary(res, 'Accept-Encoding')
      if (chunk == null || typeof chunk === 'function' || res.getHeader('content-encoding')) return end(...args)
      const done = typeof encoding === 'function' ? encoding : callback
      const coding = chooseCoding(req.headers['accept-encoding'])
      // The plain body too is kept as bytes: encoding a 60 KB string on every write showed in profiles.
      const body = plainBody(String(version), chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
      if (!coding) return end(body, done)
      compressedBody(String(version), coding, body).then(
        (bytes) => {
          res.setHeader('content-encoding', coding)
          res.setHeader('content-length', bytes.length)
          end(bytes, done)
        },
        () => end(body, done),
      )
      return res
    }
  }

  return handle
}
