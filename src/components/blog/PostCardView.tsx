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
    <article className={`card post-card ${large ? '' : 'h-full'}`} data-testid={large ? 'featured-post' : 'post-card'}>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={post.image.url} alt={post.image.alt} className={`post-cover ${large ? 'aspect-[21/9]' : 'aspect-video'} ${FIT[post.imageFit]}`} loading={large ? 'eager' : 'lazy'} />
      ) : (
        <div aria-hidden className={`post-cover-none ${large ? 'aspect-[21/9]' : 'aspect-video'}`} />
      )}
      <div className="post-card-body">
        <p className="post-card-meta">
          {post.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-800">{t('featured')}</span>}
          <time dateTime={post.publishedAt}>{date}</time>
          <span>·</span>
          <span>{t('minRead', { minutes: post.readingMinutes })}</span>
        </p>
        <h2 className={`mt-2 font-bold text-slate-900 ${large ? 'text-2xl' : 'text-lg'}`}>{post.title}</h2>
        <p className="post-card-excerpt">{post.excerpt}</p>
        <Link href={href('blogPost', { slug: post.slug })} className="btn-secondary mt-4 self-start" aria-label={`${t('read')}: ${post.title}`}>
          {t('read')}
        </Link>
      </div>
    </article>
  )
}
