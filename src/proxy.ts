import { NextResponse, type NextRequest } from 'next/server'

import { nonceSources, pagePolicy } from './server/http/securityHeaders.mjs'

/**
 * A Content-Security-Policy with a fresh nonce for every page rendered per request (signed-in area,
 * tools, /admin, blog search, verify/reset/success pages, 404s). The policy travels on the request
 * too: Next reads its nonce there and writes it on each of its scripts. Pages served from the cache
 * never come here (their policy lists script hashes: src/server/http/isrCacheHandler.mjs), nor do the
 * API and static files, so the cached pages' speed is untouched.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))))
  const policy = pagePolicy({ scripts: nonceSources(nonce), pathname: request.nextUrl.pathname, env: process.env })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/*
 * Must be literal (Next reads it at build). Everything except: the API, Next's files, root files,
 * and the cached public pages (CACHED_PAGE in securityHeaders.mjs: /, /blog, /blog/page/<n>, /blog/<slug> (a number
 * is a post id, rendered per request), /pricing, /contact, legal pages). /blog with a search or a
 * filter is a per-request page. tests/unit/securityHeaders.test.ts runs Next's matcher on both lists.
 */
export const config = {
  matcher: [
    '/((?!$|api(?:/|$)|_next/|blog(?:$|/rss\\.xml$|/(?!\\d+$)[^/]+$|/page/\\d+$)|pricing$|contact$|(?:en/)?(?:privacy-policy|terms-of-service|cookie-policy)$|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|favicon\\.ico$|apple-icon\\.png$|manifest\\.webmanifest$|icons/).*)',
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog', has: [{ type: 'query', key: 'tag' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
  ],
}
