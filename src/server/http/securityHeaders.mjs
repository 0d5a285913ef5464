// @ts-check
/*
 * The security headers of every response, decided in one place. Plain JavaScript because Next
 * imports the ISR cache handler (isrCacheHandler.mjs) with Node's own loader, which reads no
 * TypeScript; next.config.ts and src/proxy.ts import this file too.
 *
 * Who sends what:
 * - next.config.ts `headers()` (fixed at build): X-Content-Type-Options on every address,
 *   Referrer-Policy and X-Frame-Options on every address but Next's static files, and the API's own CSP.
 * - src/proxy.ts: pages rendered per request (dashboard, tools, /admin, blog search, 404…) get a
 *   CSP with a fresh nonce; Next reads it from the request and puts it on every script it writes.
 * - isrCacheHandler.mjs: pages served from the cache are rendered once for everyone, so no nonce:
 *   when a page enters the cache its CSP lists the sha256 of each inline script, and that header is
 *   stored with the entry, so the first answer (MISS) and every HIT carry the same policy.
 * - strictTransport.ts: Strict-Transport-Security, decided at run time (SERVER_URL is not known
 *   when `headers()` is frozen into the build).
 */

/** @typedef {Record<string, string | undefined>} Env */

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'
/** JSON, files and feeds: nothing in them may run or be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * Payload's code fields load Monaco from this CDN (the default of @monaco-editor/loader bundled in
 * @payloadcms/ui; tests/unit/securityHeaders.test.ts fails when an upgrade changes it). Its scripts
 * come in through 'strict-dynamic'; its stylesheet and font need the address, on /admin only.
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'
/**
 * Payload's account icon is the user's Gravatar unless payload.config sets `admin.avatar: 'default'`
 * (then this can go): allowed as an image source on /admin only.
 */
export const GRAVATAR = 'https://www.gravatar.com'

/**
 * Public pages served from the cache, by their language-free address (a query on /blog picks the
 * per-request search page instead). src/proxy.ts's matcher leaves exactly these out: a test checks
 * both agree.
 */
export const CACHED_PAGE = /^\/(?:|blog|blog\/(?!\d+$)[^/]+|blog\/page\/\d+|pricing|contact|(?:en\/)?(?:privacy-policy|terms-of-service|cookie-policy))$/

/**
 * A post's page may be framed by our own origin (the admin's live preview shows it beside the
 * form); every other page by no one. Also takes the cache's internal /<locale>/blog/<slug>.
 * @param {string} pathname
 */
export function frameAncestors(pathname) {
  return /^(?:\/[a-z]{2})?\/blog\/[^/]+$/.test(pathname) ? "'self'" : "'none'"
}

/** @param {Env} env */
export function isHttps(env) {
  try {
    return new URL(env.SERVER_URL ?? '').protocol === 'https:'
  } catch {
    return false
  }
}

/** @param {Env} env */
export function strictTransportSecurity(env) {
  return isHttps(env) ? STRICT_TRANSPORT_SECURITY : undefined
}

/**
 * Where the browser may fetch media from besides our origin: the S3 bucket's public host when
 * media live in S3 (plugins/storage.ts: path-style on S3_ENDPOINT, else AWS's virtual-hosted name).
 * @param {Env} env
 * @returns {string[]}
 */
export function mediaOrigins(env) {
  if (!env.S3_BUCKET) return []
  if (env.S3_ENDPOINT) {
    try {
      return [new URL(env.S3_ENDPOINT).origin]
    } catch {
      return []
    }
  }
  const region = env.S3_REGION || 'us-east-1'
  const hosts = [`https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`]
  if (region === 'us-east-1') hosts.push(`https://${env.S3_BUCKET}.s3.amazonaws.com`)
  return hosts
}

/**
 * The Content-Security-Policy of an HTML page.
 * @param {{ scripts: string[]; pathname: string; env: Env }} options `scripts`: the page's own
 *   script sources ('nonce-…' and 'strict-dynamic', or one 'sha256-…' per inline script).
 */
export function pagePolicy({ scripts, pathname, env }) {
  const media = mediaOrigins(env)
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  // React Refresh and the dev overlay evaluate code; never in a production build.
  const dev = env.NODE_ENV === 'development'
  /** @type {[string, ...string[]][]} */
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    // Inline style attributes (React's style prop, the Payload admin, toasts): not scripts.
    ['style-src', "'self'", "'unsafe-inline'", ...(admin ? [MONACO_CDN] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...media, ...(admin ? [GRAVATAR] : [])],
    ['media-src', "'self'", 'blob:', ...media],
    ['font-src', "'self'", 'data:', ...(admin ? [MONACO_CDN] : [])],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors(pathname)],
  ]
  if (isHttps(env)) directives.push(['upgrade-insecure-requests'])
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** A script source of a nonce-based policy, for a page rendered per request. @param {string} nonce */
export function nonceSources(nonce) {
  return [`'nonce-${nonce}'`, "'strict-dynamic'"]
}

const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])

/** @param {string} source */
export function attributes(source) {
  /** @type {Map<string, string>} */
  const found = new Map()
  for (const match of source.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1].toLowerCase()
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return found
}

/**
 * The text of every inline script of an HTML document that the browser would run (and CSP
 * governs): no `src`, and a JavaScript, module or import-map type. Data blocks such as JSON-LD
 * (`application/ld+json`) are never run and need no hash. Line breaks are normalised as the
 * HTML parser does before the browser hashes the text.
 * @param {string} html
 * @returns {string[]}
 */
export function executableInlineScripts(html) {
  const scripts = []
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    if (!runsAsScript(match[1]) || attributes(match[1]).has('src')) continue
    scripts.push(match[2].replace(/\r\n?/g, '\n'))
  }
  return scripts
}

/** A script element of an HTML document: its attributes, then its text. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi

/**
 * Whether the browser runs a script with these attributes: a JavaScript, module or import-map
 * type, or none. Data blocks such as JSON-LD (`application/ld+json`) are never run.
 * @param {string} attributeSource what stands between `<script` and `>`
 */
export function runsAsScript(attributeSource) {
  return JAVASCRIPT_TYPES.has((attributes(attributeSource).get('type') ?? '').trim().toLowerCase())
}

/**
 * Headers of next.config.ts: for every address (pages, the API, static files), then what differs
 * by address. Later entries win for the same header.
 * @returns {{ source: string; headers: { key: string; value: string }[] }[]}
 */
export function securityHeaderRoutes() {
  return [
    { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    // Next's own files (scripts, styles) are never documents: framing and referrer rules would only
    // add about 75 bytes to each of a first visit's dozen responses.
    {
      source: '/:path((?!_next/static/).*)',
      headers: [
        { key: 'Referrer-Policy', value: REFERRER_POLICY },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
    // The admin's live preview frames posts (frameAncestors above).
    { source: '/blog/:slug', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
    // Payload's GraphQL playground (off in production) is an HTML page from a CDN: left alone.
    { source: '/api/:path((?!graphql-playground$).*)', headers: [{ key: 'Content-Security-Policy', value: API_POLICY }] },
  ]
}

/**
 * Payload's own headers (withPayload) apply to every address: Accept-CH and Critical-CH for the
 * colour scheme its admin panel reads. On any other page Critical-CH makes Chrome fetch the page a
 * second time to send a hint nothing reads (a visitor's first page: one more round trip before the
 * first paint). Here they apply to the admin panel only.
 * @param {{ source: string; headers: { key: string; value: string }[] }[]} routes
 */
export function payloadHeadersForAdmin(routes) {
  return routes.flatMap((route) =>
    route.source === '/:path*' ? [{ ...route, source: '/admin' }, { ...route, source: '/admin/:path*' }] : [route],
  )
}
