import type { MetadataRoute } from 'next'

import { env } from '@/server/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = env().SERVER_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/dashboard', '/verify-email', '/reset-password'] }],
    sitemap: new URL('/sitemap.xml', base).toString(),
  }
}
