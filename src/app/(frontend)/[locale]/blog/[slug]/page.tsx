import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AppLink } from '@/components/ui/AppLink'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/site/JsonLd'
import { blogPost } from '@/server/blog/queries'
import { env } from '@/server/env'
import { formatDate } from '@/i18n/format'
import { pageLocale } from '@/i18n/page'
import { href } from '@/shared/paths'
import { formatDuration, isoDuration } from '@/shared/speech'
import { FIT_CLASS } from '@/shared/uploads'
import { BackLink } from '@/components/ui/BackLink'

type Params = Promise<{ locale: string; slug: string }>

// Rendered on first visit, then served from cache until the post changes (a CDN may keep it a minute).
export const revalidate = 60

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params])
  const post = await blogPost(slug)
  if (!post) return { title: (await getTranslations({ locale, namespace: 'post' }))('notFound'), robots: { index: false } }
  const title = post.seoTitle || post.title
  const description = post.metaDescription || post.excerpt
  const images = post.shareImage ? [{ url: post.shareImage.url, alt: post.shareImage.alt }] : undefined
  return {
    // A search title from the SEO group is complete already: no site-name suffix.
    title: post.seoTitle ? { absolute: post.seoTitle } : post.title,
    description,
    alternates: { canonical: href('blogPost', { slug: post.slug }) },
    ...(post.sample ? { robots: { index: false } } : {}),
    openGraph: { type: 'article', title, description, url: href('blogPost', { slug: post.slug }), publishedTime: post.publishedAt, modifiedTime: post.updatedAt, images },
    twitter: { card: 'summary_large_image', title, description, images: images?.map((i) => i.url) },
  }
}

export default async function PostPage({ params }: { params: Params }) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params])
  const post = await blogPost(slug)
  // Database ids are sent to their own redirecting page by the rewrites, so only slugs arrive here.
  if (!post || slug !== post.slug) notFound()
  const t = await getTranslations({ locale, namespace: 'post' })
  const base = env().SERVER_URL
  const date = formatDate(locale, post.publishedAt)
  const url = new URL(href('blogPost', { slug: post.slug }), base).toString()
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.metaDescription || post.excerpt,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.authorName },
          mainEntityOfPage: url,
          ...(post.shareImage ? { image: new URL(post.shareImage.url, base).toString() } : {}),
          ...(post.audio
            ? { audio: { '@type': 'AudioObject', contentUrl: new URL(post.audio.url, base).toString(), encodingFormat: post.audio.type, duration: isoDuration(post.audio.seconds) } }
            : {}),
          ...(post.focusKeyword ? { keywords: [post.focusKeyword, ...post.tags].join(', ') } : {}),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', base).toString() },
            { '@type': 'ListItem', position: 2, name: 'Blog', item: new URL('/blog', base).toString() },
            { '@type': 'ListItem', position: 3, name: post.title, item: url },
          ],
        }}
      />
      <BackLink href={href('blog')}>{t('back')}</BackLink>
      {post.featured && <p className="mt-6"><span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t('featured')}</span></p>}
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
        <span>{t('author')}: <strong className="text-slate-700">{post.authorName}</strong></span>
        <span>{t('published')}: <time dateTime={post.publishedAt}>{date}</time></span>
        <span>{t('readingTime', { minutes: post.readingMinutesPage })}</span>
      </p>
      {/* The post's own summary, never a copy of its first paragraph (which follows right below). */}
      {post.metaDescription && <p className="mt-6 text-lg text-slate-600">{post.metaDescription}</p>}
      {post.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={post.image.url}
          srcSet={post.image.srcSet}
          sizes={post.image.srcSet ? '(min-width: 768px) 720px, calc(100vw - 32px)' : undefined}
          alt={post.image.alt}
          fetchPriority="high"
          className={`mt-8 aspect-video w-full rounded-2xl bg-slate-100 ${FIT_CLASS[post.imageFit]}`}
        />
      )}
      {post.audio && (
        <figure className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-4" data-testid="post-audio">
          <figcaption className="mb-3 flex items-center justify-between gap-3 text-sm font-medium text-slate-700">
            <span>{t('listen')}</span>
            <span className="text-slate-500">
              {t('audioLength')}: <time dateTime={isoDuration(post.audio.seconds)}>{formatDuration(post.audio.seconds)}</time>
            </span>
          </figcaption>
          {/* Nothing loads until the reader presses play: the length above comes from the page. */}
          <audio controls preload="none" className="h-12 w-full" aria-label={t('listen')}>
            <source src={post.audio.url} type={post.audio.type} />
            <a href={post.audio.url}>{t('audioFallback')}</a>
          </audio>
        </figure>
      )}
      <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      <footer className="mt-10 space-y-3 border-t border-slate-200 pt-6 text-sm">
        {post.tags.length > 0 && (
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-slate-500">{t('tags')}:</span>
            {post.tags.map((tag) => (
              <AppLink key={tag} href={`/blog?tag=${encodeURIComponent(tag)}`} className="rounded-full bg-slate-100 px-3 py-1 text-xs text-slate-700 hover:bg-slate-200">
                #{tag}
              </AppLink>
            ))}
          </p>
        )}
        {post.focusKeyword && (
          <p className="text-slate-500">
            {t('focusKeyword')}: <span className="text-slate-700">{post.focusKeyword}</span>
          </p>
        )}
      </footer>
    </article>
  )
}
