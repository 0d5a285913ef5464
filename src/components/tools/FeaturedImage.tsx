'use client'

import { ImagePlus, Loader2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from '../ui/toast'

import type { Article, Media } from '@/payload-types'
import { href } from '@/shared/paths'
import { postJson } from '../api'

/** The article's AI image as the page shows it: the card size when there is one. */
function shown(image: Article['image']): { url: string; width: number; height: number; alt: string } | null {
  if (!image || typeof image !== 'object') return null
  const media = image as Media
  const card = media.sizes?.card
  const url = card?.url ?? media.url
  if (!url) return null
  return { url, width: card?.width ?? media.width ?? 768, height: card?.height ?? media.height ?? 432, alt: media.alt }
}

/** 'Generate Image' (SPEC 2, 5, 8): an AI featured image for the article, shown above it once made. */
export function FeaturedImage({ article, onChange }: { article: Article; onChange?: (article: Article) => void }) {
  const t = useTranslations('writer')
  const [busy, setBusy] = useState(false)
  const image = shown(article.image)

  async function generate() {
    // SPEC 5: a topic, then content, before an image.
    if (!article.title?.trim()) return void toast.error(t('imageTopicMissing'))
    if (!article.content) return void toast.error(t('imageContentMissing'))
    setBusy(true)
    const result = await postJson<{ article: Article }>('/api/ai/image', { articleId: article.id })
    setBusy(false)
    if (result.ok) {
      toast.success(t('imageReady'))
      return onChange?.(result.data.article)
    }
    const code = result.error.code
    if (code === 'QUOTA_EXCEEDED') return void toast.error(t('imageLimit'), { action: { label: t('imageUpgrade'), onClick: () => window.location.assign(href('subscription')) } })
    if (code === 'SERVICE_OVERLOADED') return void toast.error(t('imageBusy'))
    if (code === 'RATE_LIMITED') return void toast.error(t('imageRateLimited'))
    if (code === 'VALIDATION_ERROR') return void toast.error(t('imageContentMissing'))
    toast.error(t('imageFailed'))
  }

  return (
    <section className="card" aria-labelledby="featured-image-title" data-testid="featured-image">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="featured-image-title" className="text-lg font-semibold">{t('featuredImage')}</h2>
        <button type="button" className="btn-secondary" onClick={generate} disabled={busy}>
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
          {busy ? t('generatingImage') : image ? t('regenerateImage') : t('generateImage')}
        </button>
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private upload, served by the API with its owner's session
        <img src={image.url} width={image.width} height={image.height} alt={image.alt} className="mt-4 aspect-[16/9] w-full max-w-2xl rounded-xl object-cover" />
      ) : (
        busy && <div className="mt-4 aspect-[16/9] w-full max-w-2xl animate-pulse rounded-xl bg-slate-100" aria-hidden />
      )}
    </section>
  )
}
