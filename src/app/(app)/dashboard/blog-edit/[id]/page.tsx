import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { PostEditor } from '@/components/blog/PostEditor'
import { requireRoute } from '@/server/auth/currentUser'
import { postForEditing, postHtml } from '@/server/blog/queries'
import { href } from '@/shared/paths'
import { BackLink } from '@/components/ui/BackLink'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('editPostTitle'), robots: { index: false } }
}

export default async function BlogEditPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user, t] = await Promise.all([params, requireRoute('blogEdit'), getTranslations('editPost')])
  const post = await postForEditing(user, id)
  // SPEC: a missing post says 'Blog post not found' and returns to the management screen.
  if (!post) redirect(`${href('blogManagement')}?missing=1`)
  const image = post.image
  return (
    <div className="space-y-4">
      <BackLink href={href('blogManagement')}>{t('back')}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <PostEditor
        post={{
          id: post.id,
          slug: post.slug ?? String(post.id),
          title: post.title,
          html: postHtml(post.content),
          metaDescription: post.meta?.description ?? '',
          tags: post.tags ?? [],
          featured: Boolean(post.featured),
          image: image?.url ? { id: image.id, url: image.url, alt: image.alt } : null,
          imageFit: post.imageFit ?? 'cover',
          score: post.score ?? null,
          readabilityScore: post.readabilityScore ?? null,
        }}
      />
    </div>
  )
}
