import 'server-only'

import type { Media, Post } from '@/payload-types'
import { env } from '../env'

/** A post's image as a page shows it: its address, its alt text, and for a post's cover a srcSet. */
export type ShownImage = { url: string; alt: string; srcSet?: string }

/** An address on this server made relative (the pages repeat them in their HTML and RSC data); another stays as it is. */
export function onThisServer(url: string): string {
  const origin = env().SERVER_URL.replace(/\/+$/, '')
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}

/** A post's image at a size. Share images stay absolute: other sites fetch them. */
export function imageOf(image: Post['image'], size: 'card' | 'og' = 'card'): ShownImage | null {
  if (!image || typeof image !== 'object') return null
  const media = image as Media
  const url = media.sizes?.[size]?.url ?? media.url
  if (!url) return null
  return { url: size === 'og' ? url : onThisServer(url), alt: media.alt }
}

type Stored = { url?: string | null; width?: number | null; height?: number | null }
const sameShape = (a: Stored, b: Stored) => Boolean(a.width && a.height && b.width && b.height && Math.abs(a.width / a.height - b.width / b.height) < 0.01)

/**
 * The cover of a post page: the card size and a larger picture of the same 16:9 shape (the cover
 * size, or the original when it is smaller than that but already has the shape), both relative,
 * for the browser to pick by screen width. Without a larger one of that shape: the card alone.
 */
export function pageImageOf(image: Post['image']): ShownImage | null {
  const card = imageOf(image, 'card')
  if (!card || !image || typeof image !== 'object') return card
  const media = image as Media
  const small = media.sizes?.card
  const large = media.sizes?.cover?.url ? media.sizes.cover : media
  if (!small?.url || !small.width || !large.url || !large.width || large.width <= small.width || !sameShape(small, large)) return card
  return { ...card, srcSet: `${onThisServer(small.url)} ${small.width}w, ${onThisServer(large.url)} ${large.width}w` }
}
