import config from '@payload-config'
import { ArrowLeft } from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import type { Media } from '@/payload-types'
import { PostEditor } from '@/components/blog/PostEditor'
import { requireAdmin } from '@/server/auth/currentUser'
import { postHtml } from '@/server/blog/queries'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('editPostTitle'), robots: { index: false } }
}

export default async function BlogEditPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, user, t] = await Promise.all([params, requireAdmin(), getTranslations('editPost')])
  const payload = await getPayload({ config })
  const post = /^\d+$/.test(id) ? await payload.findByID({ collection: 'posts', id, depth: 1, user, overrideAccess: false }).catch(() => null) : null
  // SPEC: a missing post says 'Blog post not found' and returns to the management screen.
  if (!post) redirect('/dashboard/blog-management?missing=1')
  const image = post.image && typeof post.image === 'object' ? (post.image as Media) : null
  return (
    <div className="space-y-4">
      <Link href="/dashboard/blog-management" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('back')}
      </Link>
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
        }}
      />
    </div>
  )
}
