import { PenLine } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import type { PostCard } from '@/server/blog/queries'
import { formatDate } from '@/i18n/format'
import { href } from '@/shared/routes'

const FIT = { cover: 'object-cover', contain: 'object-contain', fill: 'object-fill' } as const

export async function PostCardView({ post, locale, large = false }: { post: PostCard; locale: string; large?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const date = formatDate(locale, post.publishedAt, 'medium')
  return (
    // Grid cards stretch to their row; the featured card keeps its own height.
    <article className={`card flex flex-col overflow-hidden p-0 ${large ? '' : 'h-full'}`} data-testid={large ? 'featured-post' : 'post-card'}>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.image.url} alt={post.image.alt} className={`${large ? 'aspect-[21/9]' : 'aspect-video'} w-full bg-slate-100 ${FIT[post.imageFit]}`} loading={large ? 'eager' : 'lazy'} />
      ) : (
        <div aria-hidden className={`${large ? 'aspect-[21/9]' : 'aspect-video'} flex w-full items-center justify-center bg-gradient-to-br from-brand-600 via-brand-500 to-brand-200`}>
          <PenLine className={`${large ? 'size-14' : 'size-10'} text-white/80`} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          {post.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800">{t('featured')}</span>}
          <time dateTime={post.publishedAt}>{date}</time>
          <span>·</span>
          <span>{t('minRead', { minutes: post.readingMinutes })}</span>
        </p>
        <h2 className={`mt-2 font-bold text-slate-900 ${large ? 'text-2xl' : 'text-lg'}`}>{post.title}</h2>
        <p className="mt-2 flex-1 text-sm text-slate-600">{post.excerpt}</p>
        <Link href={href('blogPost', { slug: post.slug })} className="btn-secondary mt-4 self-start" aria-label={`${t('read')}: ${post.title}`}>
          {t('read')}
        </Link>
      </div>
    </article>
  )
}
