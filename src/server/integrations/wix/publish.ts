import 'server-only'

import { siteFailure, SiteFailureError } from '../failures'
import type { RemotePublished, SitePost } from '../publishing'
import { authorMemberId, wixCall, wixClient, wixFetch, type WixClient, type WixSite } from './client'
import { htmlToRicos } from './ricos'

/**
 * Where an earlier publish left the post on the site. mediaId is the Wix image URI of the
 * uploaded featured image (wix:image://v1/…), kept while it is the same image of ours (mediaSource).
 */
export type WixRemote = {
  postId?: string | null
  mediaId?: string | null
  mediaSource?: string | null
  uploaded?: (media: { mediaId: string; mediaSource: string }) => void
  /** Told the new post's id as soon as it exists, so a failure after it does not make another. */
  created?: (postId: string) => void
}

type Transport = Parameters<typeof wixFetch>[0]
type Image = NonNullable<SitePost['image']>

/** A PageUrl ({ base, path }) or, as the SDK may give it, already a string. */
const urlOf = (url: unknown) => (typeof url === 'string' ? url : url && typeof url === 'object' ? `${(url as { base?: string }).base ?? ''}${(url as { path?: string }).path ?? ''}` : '')

/**
 * The featured image in the site's Media Manager: Wix hands out an upload URL, the bytes go there
 * (through the safe fetcher too), and the file's id makes the wix:image URI a post shows.
 */
async function uploadImage(client: WixClient, transport: Transport, image: Image): Promise<string> {
  const { uploadUrl = '' } = await wixCall(transport, 'media', () => client.files.generateFileUploadUrl(image.mimeType, { fileName: image.filename }))
  const put = await wixCall(transport, 'media', async () => {
    const answer = await wixFetch(transport)(`${uploadUrl}${uploadUrl.includes('?') ? '&' : '?'}filename=${encodeURIComponent(image.filename)}`, {
      method: 'PUT',
      headers: { 'Content-Type': image.mimeType },
      body: new Uint8Array(image.data),
    })
    if (!answer.ok) throw Object.assign(new Error(`upload answered ${answer.status}`), { status: answer.status })
    return (await answer.json()) as { file?: { id?: string; media?: { image?: { image?: { width?: number; height?: number } } } } }
  })
  const id = put.file?.id
  if (!id) throw new SiteFailureError(siteFailure('SITE_ERROR', { detail: 'upload without a file id' }))
  const size = put.file?.media?.image?.image
  const width = size?.width || image.width || 0
  const height = size?.height || image.height || 0
  return `wix:image://v1/${id}/${encodeURIComponent(image.filename)}#originWidth=${width}&originHeight=${height}`
}

/**
 * The site's tag ids for our tag names: found by label (a query: getTagByLabel puts the label in
 * the path unencoded, so '#' or '?' would cut it), created when missing; one created meanwhile
 * (409) is looked up again.
 */
async function tagIds(client: WixClient, transport: Transport, labels: string[]): Promise<string[]> {
  const find = async (label: string) => (await wixCall(transport, 'blog', () => client.tags.queryTags().eq('label', label).limit(1).find())).items[0]?._id
  const ids: string[] = []
  for (const label of [...new Set(labels.map((l) => l.trim()).filter(Boolean))]) {
    const existing = await find(label)
    if (existing) {
      ids.push(existing)
      continue
    }
    const created = await wixCall(transport, 'blog', () => client.tags.createTag(label)).then(
      (answer) => answer.tag?._id,
      async (error: unknown) => {
        if (error instanceof SiteFailureError && error.failure.status === 409) return find(label)
        throw error
      },
    )
    if (created) ids.push(created)
  }
  return ids
}

/** The image URI as Wix's pages want it, with its alt text; nothing when the article has no image. */
const mediaOf = (uri: string | null, alt: string) => (uri ? { media: { wixMedia: { image: uri }, displayed: true, custom: true, altText: alt }, heroImage: uri } : {})

/** Wix keeps SEO data as the page's head tags and keywords: the meta description and the focus keyword. */
function seoDataOf(post: SitePost) {
  return {
    tags: post.seo.description ? [{ type: 'meta', props: { name: 'description', content: post.seo.description }, children: '', custom: true, disabled: false }] : [],
    settings: { preventAutoRedirect: false, keywords: post.seo.focusKeyword ? [{ term: post.seo.focusKeyword, isMain: true }] : [] },
  }
}

/**
 * Publishes (or updates) one post on a Wix site's blog through the official SDK: the featured image
 * uploaded once, our HTML as Ricos rich content, tags found or created, the excerpt, slug and SEO
 * data, signed by a site member; live or as a draft. A post published before is updated in place
 * (a live post asked to be a draft goes back to draft, as on WordPress); one deleted on the site
 * is created again. Failures throw SiteFailureError, explained.
 */
export async function publishToWix(site: WixSite, post: SitePost, remote: WixRemote = {}): Promise<RemotePublished> {
  const transport: Transport = {}
  const client = wixClient(site, transport)
  const memberId = await authorMemberId(client, transport)
  let image: string | null = null
  if (post.image) {
    if (remote.mediaId && remote.mediaSource === post.image.sourceId) image = remote.mediaId
    else {
      image = await uploadImage(client, transport, post.image)
      remote.uploaded?.({ mediaId: image, mediaSource: post.image.sourceId })
    }
  }
  const draft = {
    title: post.title,
    richContent: htmlToRicos(post.html),
    excerpt: post.excerpt,
    memberId,
    tagIds: await tagIds(client, transport, post.tags),
    seoData: seoDataOf(post),
    ...mediaOf(image, post.image?.alt ?? ''),
  }
  const live = post.status === 'publish'

  let saved: Awaited<ReturnType<WixClient['draftPosts']['createDraftPost']>>['draftPost'] | null | undefined = null
  if (remote.postId) {
    const existing = await wixCall(transport, 'blog', () => client.draftPosts.getDraftPost(remote.postId!)).catch((error: unknown) => {
      if (error instanceof SiteFailureError && error.failure.status === 404) return null
      throw error
    })
    if (existing?.draftPost) {
      const action = live ? 'UPDATE_PUBLISH' : existing.draftPost.status === 'PUBLISHED' ? 'UPDATE_REVERT_TO_DRAFT' : 'UPDATE'
      saved = (await wixCall(transport, 'blog', () => client.draftPosts.updateDraftPost(remote.postId!, draft, { action, fieldsets: ['URL'] }))).draftPost
    }
  }
  // First publish, or the post was deleted on the site: a new one (its slug is set once, so its address stays).
  if (!saved) {
    saved = (await wixCall(transport, 'blog', () => client.draftPosts.createDraftPost({ ...draft, seoSlug: post.slug }, { publish: live, fieldsets: ['URL'] }))).draftPost
    if (saved?._id) remote.created?.(saved._id)
  }
  if (!saved?._id) throw new SiteFailureError(siteFailure('SITE_ERROR', { detail: 'draft post without an id' }))
  const id = saved._id
  // A live post's address comes from the post itself (the draft's URL is a preview); the post is
  // there already, so a failed lookup does not fail the publish.
  const url = live ? urlOf((await wixCall(transport, 'blog', () => client.posts.getPost(id, { fieldsets: ['URL'] })).catch(() => null))?.post?.url) || urlOf(saved.url) : urlOf(saved.url)
  const keptDescription = (saved.seoData?.tags ?? []).some((tag) => tag.type === 'meta' && tag.props?.name === 'description' && tag.props?.content === post.seo.description)
  return {
    remoteId: id,
    remoteMediaId: image,
    url,
    status: saved.status === 'PUBLISHED' || live ? 'publish' : 'draft',
    seoMeta: !post.seo.description || keptDescription ? 'kept' : 'unsupported',
  }
}
