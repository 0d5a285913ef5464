import { notFound, permanentRedirect } from 'next/navigation'

import { pageLocale } from '@/i18n/page'
import { publishedPost } from '@/server/blog/queries'

// A redirect, never cached: /blog/<database id> is rewritten here. It sits outside /blog so that
// the blog's loading screen cannot start the response before the 308 is decided.
export const dynamic = 'force-dynamic'

/** An id link moves permanently to the post's readable address. */
export default async function PostById({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const [, { id }] = await Promise.all([pageLocale(params), params])
  const post = /^\d+$/.test(id) ? await publishedPost(id) : null
  if (!post) notFound()
  permanentRedirect(`/blog/${post.slug}`)
}
