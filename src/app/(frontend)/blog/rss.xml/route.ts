import { publishedPosts } from '@/server/blog/queries'
import { env } from '@/server/env'
import { escapeHtml } from '@/shared/text'

/** RSS 2.0 feed of the 50 newest published posts. */
export async function GET() {
  const base = env().SERVER_URL
  const posts = (await publishedPosts()).slice(0, 50)
  const items = posts
    .map((post) => {
      const url = new URL(`/blog/${post.slug}`, base).toString()
      return `<item><title>${escapeHtml(post.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid><pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate><description>${escapeHtml(post.excerpt)}</description>${post.tags.map((tag) => `<category>${escapeHtml(tag)}</category>`).join('')}</item>`
    })
    .join('')
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>SEO Writer Blog</title><link>${new URL('/blog', base)}</link><description>Articles about SEO, AI writing and content marketing.</description><atom:link href="${new URL('/blog/rss.xml', base)}" rel="self" type="application/rss+xml"/>${items}</channel></rss>`
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } })
}
