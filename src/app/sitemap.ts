import type { MetadataRoute } from 'next'

import { env } from '@/server/env'
import { STATIC_PAGES } from '@/server/seo/sitemap'

export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().SERVER_URL
  return STATIC_PAGES.map((page) => ({
    url: new URL(page.path, base).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }))
}
