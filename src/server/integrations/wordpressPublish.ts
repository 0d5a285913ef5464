import 'server-only'

import { decodeHTML } from 'entities'

import { siteFailure, SiteFailureError } from './failures'
import type { SitePost } from './publishing'
import { explainWordPressAnswer, wpCall, wpErrorCode, type WordPressAnswer, type WordPressSite } from './wordpress'

/**
 * Where an earlier publish left the post and its image on the site: publishing again updates the
 * post, and keeps the uploaded image while it is the same one of ours (mediaSource). `uploaded`
 * is filled as soon as an image is uploaded, so a failure after it does not lose track of it.
 */
export type RemotePost = { postId?: number | null; mediaId?: number | null; mediaSource?: string | null; uploaded?: { mediaId: number; mediaSource: string }; created?: number }

export type WordPressPublished = { postId: number; url: string; mediaId: number | null; status: string; seoMeta: 'kept' | 'unsupported' }

/**
 * The SEO plugins' post meta keys we fill: Yoast SEO and Rank Math. A site keeps those its plugin
 * exposes. The SEO title is sent too: the plugin's default ("post title - site name") is not the
 * title our analysis scored.
 */
const SEO_META = (seo: SitePost['seo']) => ({
  _yoast_wpseo_title: seo.title,
  rank_math_title: seo.title,
  _yoast_wpseo_metadesc: seo.description,
  _yoast_wpseo_focuskw: seo.focusKeyword,
  rank_math_description: seo.description,
  rank_math_focus_keyword: seo.focusKeyword,
})

async function ok(site: WordPressSite, answer: WordPressAnswer): Promise<Record<string, unknown>> {
  if (answer.status >= 200 && answer.status < 300 && answer.isJson) return answer.json as Record<string, unknown>
  if (!answer.isJson && answer.status < 300) throw new SiteFailureError(siteFailure('REST_DISABLED', { status: answer.status }))
  throw new SiteFailureError(await explainWordPressAnswer(site, answer))
}

/** The featured image in the site's media library, with its alt text. */
async function uploadImage(site: WordPressSite, image: NonNullable<SitePost['image']>): Promise<number> {
  const answer = await wpCall(site, '/wp/v2/media', {
    method: 'POST',
    query: { alt_text: image.alt, title: image.alt },
    body: image.data,
    headers: { 'Content-Type': image.mimeType, 'Content-Disposition': `attachment; filename="${image.filename.replace(/"/g, '')}"` },
  })
  return Number((await ok(site, answer)).id)
}

/**
 * The site's tag ids for our tag names: an existing tag (same name, any case) is reused, a
 * missing one created; a tag created meanwhile by someone else (term_exists) is taken as it is.
 */
async function tagIds(site: WordPressSite, names: string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of [...new Set(names.map((n) => n.trim()).filter(Boolean))]) {
    const found = await wpCall(site, '/wp/v2/tags', { query: { search: name, per_page: '100', _fields: 'id,name' } })
    const existing = Array.isArray(found.json) ? (found.json as { id: number; name: string }[]).find((tag) => decodeHTML(tag.name).toLowerCase() === name.toLowerCase()) : undefined
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const created = await wpCall(site, '/wp/v2/tags', { method: 'POST', json: { name } })
    if (wpErrorCode(created) === 'term_exists') {
      const termId = (created.json as { data?: { term_id?: number } }).data?.term_id
      if (termId) ids.push(termId)
      continue
    }
    ids.push(Number((await ok(site, created)).id))
  }
  return ids
}

/**
 * Publishes (or updates) one post on a WordPress site: the featured image uploaded with its alt
 * text (once: an unchanged image is not uploaded again), tags found or created, the post with its sanitized HTML, excerpt, slug and status, and the
 * SEO description and focus keyword for Yoast or Rank Math. A post published before is updated in
 * place (one post, never a duplicate) unless it was deleted on the site. Whether the site kept the
 * SEO fields is read back from its answer. Failures throw SiteFailureError, explained.
 */
export async function publishToWordPress(site: WordPressSite, post: SitePost, remote: RemotePost = {}): Promise<WordPressPublished> {
  const upload = async (image: NonNullable<SitePost['image']>) => {
    const mediaId = await uploadImage(site, image)
    remote.uploaded = { mediaId, mediaSource: image.sourceId }
    return mediaId
  }
  const sameImage = post.image && remote.mediaId && remote.mediaSource === post.image.sourceId
  let mediaId = post.image ? (sameImage ? remote.mediaId! : await upload(post.image)) : null
  const tags = await tagIds(site, post.tags)
  const body = (featured: number | null, fresh: boolean) => ({
    title: post.title,
    content: post.html,
    excerpt: post.excerpt,
    // The slug is set when the post is made: an update keeps the post's address.
    ...(fresh ? { slug: post.slug } : {}),
    status: post.status,
    tags,
    featured_media: featured ?? 0,
    meta: SEO_META(post.seo),
  })
  const save = async (featured: number | null) => {
    const answer = remote.postId ? await wpCall(site, `/wp/v2/posts/${remote.postId}`, { method: 'POST', json: body(featured, false) }) : null
    if (answer && !(answer.status === 404 && wpErrorCode(answer) === 'rest_post_invalid_id')) return answer
    // The post was deleted on the site (or never existed): a new one takes its place.
    const created = await wpCall(site, '/wp/v2/posts', { method: 'POST', json: body(featured, true) })
    const id = (created.json as { id?: unknown } | null)?.id
    if (created.status === 201 && typeof id === 'number') remote.created = id
    return created
  }
  let answer = await save(mediaId)
  // The image we uploaded earlier was deleted from the site's media library: upload it again.
  if (sameImage && answer.status === 400 && wpErrorCode(answer) === 'rest_invalid_featured_media') answer = await save((mediaId = await upload(post.image!)))
  const saved = (await ok(site, answer)) as { id: number; link: string; status: string; meta?: Record<string, unknown> }
  const meta = saved.meta ?? {}
  const kept = meta._yoast_wpseo_metadesc === post.seo.description || meta.rank_math_description === post.seo.description
  return { postId: Number(saved.id), url: saved.link, mediaId, status: saved.status, seoMeta: kept ? 'kept' : 'unsupported' }
}
