import type { MetadataRoute } from 'next'

import { publishedPosts } from '@/server/blog/queries'
import { env } from '@/server/env'
import { sitemapEntries } from '@/shared/routes'
import { href } from '@/shared/paths'

export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SERVER_URL
  const pages: MetadataRoute.Sitemap = sitemapEntries().map((page) => ({
    url: new URL(page.path, base).toString(),
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }))
  const posts = (await publishedPosts()).map((post) => ({
    url: new URL(href('blogPost', { slug: post.slug }), base).toString(),
    lastModified: new Date(post.updatedAt),
    changeFrequency: 'weekly' as const,
    priority: 0.6,
  }))
  return [...pages, ...posts]
}
