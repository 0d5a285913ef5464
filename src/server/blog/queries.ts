import 'server-only'

import config from '@payload-config'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { unstable_cache } from 'next/cache'
import { getPayload, type Where } from 'payload'

import type { Media, Post, User } from '@/payload-types'
import { sanitizeArticleHtml } from '../content/sanitize'
import { readingMinutesByCharacters, readingMinutesByWords } from '../content/reading'
import { BLOG_TAG, postTag } from './cache'
import { imageOf, onThisServer, pageImageOf } from './images'
import { BUILT_IN_SAMPLES } from './samples'
import { findVisible } from '../db/lookup'
import { env } from '../env'
import type { ImageFit } from '@/shared/uploads'
import { isFiltered, type BlogFilters } from '@/shared/blogList'
import { pageCount, pageItems, POSTS_PER_PAGE } from '@/shared/paging'

export type PostCard = {
  id: number
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  updatedAt: string
  featured: boolean
  tags: string[]
  authorName: string
  image: { url: string; alt: string } | null
  imageFit: ImageFit
  readingMinutes: number
}

export type PostPage = PostCard & {
  /** The cover at the card's size with a larger one of the same shape in srcSet: phones load 768 px, not 1440. */
  image: (NonNullable<PostCard['image']> & { srcSet?: string }) | null
  html: string
  focusKeyword: string
  metaDescription: string
  readingMinutesPage: number
  /** From the admin panel's SEO group; the page falls back to the title and image. */
  seoTitle: string
  shareImage: PostCard['image']
  /** The post read aloud: the player's address and the length it shows before anything loads. */
  audio: { url: string; seconds: number; type: string } | null
  /** A built-in sample shown while nothing is published. */
  sample?: true
}

/** A post's body as HTML for the page and the editor: posts edited in the admin panel pass the same allow-list. */
export function postHtml(content: Post['content'] | null | undefined): string {
  return content ? sanitizeArticleHtml(convertLexicalToHTML({ data: content })) : ''
}

function audioOf(audio: Post['audio']): PostPage['audio'] {
  if (!audio || typeof audio !== 'object' || !audio.url) return null
  return { url: onThisServer(audio.url), seconds: audio.duration ?? 0, type: audio.mimeType ?? 'audio/mpeg' }
}

function card(post: Post): PostCard {
  const text = post.content ? convertLexicalToPlaintext({ data: post.content }) : ''
  return {
    id: post.id,
    slug: post.slug ?? String(post.id),
    title: post.title,
    excerpt: post.excerpt ?? '',
    publishedAt: post.publishedAt ?? post.createdAt,
    updatedAt: post.updatedAt,
    featured: Boolean(post.featured),
    tags: post.tags ?? [],
    authorName: post.authorName ?? '',
    image: imageOf(post.image),
    imageFit: post.imageFit ?? 'cover',
    readingMinutes: readingMinutesByCharacters(text),
  }
}

/** Published posts, newest first; cached until a post changes (tag BLOG_TAG). */
export const publishedPosts = unstable_cache(
  async (): Promise<PostCard[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'posts',
      where: { status: { equals: 'published' } },
      sort: '-publishedAt',
      limit: 500,
      depth: 1,
      overrideAccess: false,
    })
    return docs.map(card)
  },
  ['blog:published'],
  { tags: [BLOG_TAG] },
)

/** One published post by slug (or numeric id), with its HTML; null when there is none. */
export function publishedPost(slugOrId: string): Promise<PostPage | null> {
  return unstable_cache(
    async (): Promise<PostPage | null> => {
      const payload = await getPayload({ config })
      const where: Where = /^\d+$/.test(slugOrId) ? { id: { equals: Number(slugOrId) } } : { slug: { equals: slugOrId } }
      const { docs } = await payload.find({
        collection: 'posts',
        where: { and: [where, { status: { equals: 'published' } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      })
      const post = docs[0]
      if (!post) return null
      const text = post.content ? convertLexicalToPlaintext({ data: post.content }) : ''
      return {
        ...card(post),
        image: pageImageOf(post.image),
        audio: audioOf(post.audio),
        html: postHtml(post.content),
        focusKeyword: post.focusKeyword ?? '',
        metaDescription: post.meta?.description ?? '',
        seoTitle: post.meta?.title ?? '',
        shareImage: imageOf(post.meta?.image ?? null, 'og') ?? imageOf(post.image, 'og'),
        readingMinutesPage: readingMinutesByWords(text),
      }
    },
    ['blog:post', slugOrId],
    // A post's page shows that post alone: a change of another (tagged 'blog' and its own slug by
    // the posts' trigger) leaves it, and its page copies, in place. A post read by its id has no tag
    // of its own in the trigger's message: it goes with any change.
    { tags: /^\d+$/.test(slugOrId) ? [BLOG_TAG, postTag(slugOrId)] : [postTag(slugOrId)] },
  )()
}

/** What /blog lists: the published posts, or the built-in samples while there are none. */
export async function blogPosts(): Promise<PostCard[]> {
  const posts = await publishedPosts()
  return posts.length > 0 ? posts : BUILT_IN_SAMPLES
}

/** A post page: a published post, or a built-in sample while nothing is published. */
export async function blogPost(slugOrId: string): Promise<PostPage | null> {
  const post = await publishedPost(slugOrId)
  if (post || (await publishedPosts()).length > 0) return post
  return BUILT_IN_SAMPLES.find((sample) => sample.slug === slugOrId) ?? null
}

export const CATEGORIES = ['ai-writing', 'seo-tips', 'productivity', 'popular'] as const
export type Category = (typeof CATEGORIES)[number]

const CATEGORY_RULES: Record<Exclude<Category, 'popular'>, RegExp> = {
  'ai-writing': /\b(ai|mi|gpt|gemini|chatgpt)\b|mesterséges|artificial/i,
  'seo-tips': /\bseo\b|keres(ő|és)optimaliz|kulcssz|keyword|ranking/i,
  productivity: /productiv|workflow|time[- ]sav|hatékony|termelékeny|időt/i,
}

/** A post's categories, read from its title and tags; Popular Posts are the featured ones. */
export function categoriesOf(post: Pick<PostCard, 'title' | 'tags' | 'featured'>): Category[] {
  const text = `${post.title} ${post.tags.join(' ')}`
  const found = (Object.keys(CATEGORY_RULES) as Exclude<Category, 'popular'>[]).filter((c) => CATEGORY_RULES[c].test(text))
  return post.featured ? [...found, 'popular'] : found
}

function filterPosts(posts: PostCard[], filters: BlogFilters): PostCard[] {
  const q = filters.q?.trim().toLowerCase()
  return posts.filter(
    (post) =>
      (!q || post.title.toLowerCase().includes(q) || post.excerpt.toLowerCase().includes(q)) &&
      (!filters.category || categoriesOf(post).includes(filters.category as Category)) &&
      (!filters.tag || post.tags.includes(filters.tag)),
  )
}

const TAGS_SHOWN = 12

/** The most used tags (ties by name), listed alphabetically: the sidebar stays short however many tags posts carry. */
function popularTags(posts: PostCard[], count: number): string[] {
  const uses = new Map<string, number>()
  for (const tag of posts.flatMap((p) => p.tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1)
  return [...uses.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count).map(([tag]) => tag).sort()
}

export type BlogListPage = {
  /** Page 1 of the unfiltered list opens with the featured post (one of its 12). */
  featured?: PostCard
  grid: PostCard[]
  pages: number
  counts: Record<Category, number>
  popular: PostCard[]
  tags: string[]
}

/** One page of the blog list with what its sidebar shows, or null past the last page. */
export async function blogListPage(filters: BlogFilters, page: number): Promise<BlogListPage | null> {
  const posts = await blogPosts()
  const matching = filterPosts(posts, filters)
  const lead = isFiltered(filters) ? undefined : matching.find((p) => p.featured)
  const ordered = lead ? [lead, ...matching.filter((p) => p !== lead)] : matching
  const pages = pageCount(ordered.length, POSTS_PER_PAGE)
  if (page > pages) return null
  const featured = page === 1 ? lead : undefined
  return {
    featured,
    grid: pageItems(ordered, page, POSTS_PER_PAGE).filter((p) => p !== featured),
    pages,
    counts: Object.fromEntries(CATEGORIES.map((c) => [c, posts.filter((p) => categoriesOf(p).includes(c)).length])) as Record<Category, number>,
    popular: posts.slice(0, 3),
    tags: popularTags(posts, TAGS_SHOWN),
  }
}

/** Blog management (admins): every post, drafts included, newest first. */
export async function postsForManagement(user: User) {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    select: { title: true, slug: true, status: true, featured: true, tags: true, publishedAt: true, createdAt: true, score: true, readabilityScore: true },
    user,
    overrideAccess: false,
  })
  return docs
}

/** A post for the editor with its image, or null when the id is not a post the user may edit. */
export async function postForEditing(user: User, id: string): Promise<(Omit<Post, 'image'> & { image: Media | null }) | null> {
  const post = await findVisible(await getPayload({ config }), 'posts', id, user, 1)
  if (!post) return null
  return { ...post, image: post.image && typeof post.image === 'object' ? post.image : null }
}
