// Self-test of the fake Wix against the real SDK: `npx tsx tests/fakes/wix.selftest.ts`.
import { spawn } from 'node:child_process'
import net from 'node:net'
import zlib from 'node:zlib'

import { categories, draftPosts, posts, tags } from '@wix/blog'
import { files } from '@wix/media'
import { members } from '@wix/members'
import { ApiKeyStrategy, createClient } from '@wix/sdk'

import { assert, equal, rejects, runSelfTest, waitFor } from './selftest'
import { imageSize, startWixFake, WIX_BLOG_APP_DEF_ID, type WixFake } from './wix'

const WIX_API = 'https://www.wixapis.com'

/** What the SDK handed to fetch, seen once (a URL string in @wix/sdk 1.21.16). */
const fetchInputs = new Set<string>()

/** Sends what the SDK addresses to www.wixapis.com to the fake instead; path and query kept. */
function rewritingFetch(base: string): typeof fetch {
  const rewrite = (url: string) => (url.startsWith(WIX_API) ? `${base}${url.slice(WIX_API.length)}` : url)
  return (input, init) => {
    if (typeof input === 'string') {
      fetchInputs.add('string')
      return fetch(rewrite(input), init)
    }
    if (input instanceof URL) {
      fetchInputs.add('URL')
      return fetch(rewrite(input.href), init)
    }
    fetchInputs.add('Request')
    return fetch(new Request(rewrite(input.url), input), init)
  }
}

function client(fake: WixFake, siteId: string, apiKey: string) {
  return createClient({
    auth: ApiKeyStrategy({ siteId, apiKey }),
    modules: { draftPosts, posts, tags, categories, members, files },
    fetch: rewritingFetch(fake.url),
  })
}

type SdkError = Error & {
  status?: number
  requestId?: string
  details?: {
    applicationError?: { code?: string; description?: string; data?: unknown }
    validationError?: { fieldViolations?: { field: string; description: string }[] }
  }
  response?: { status?: number; data?: { message?: string; details?: unknown } }
}

const code = (error: unknown) => (error as SdkError)?.details?.applicationError?.code

function describe(error: unknown): string {
  const e = error as SdkError
  return JSON.stringify(
    {
      class: e?.constructor?.name,
      instanceofError: e instanceof Error,
      ownKeys: e && typeof e === 'object' ? Object.keys(e) : [],
      status: e?.status,
      'response.status': e?.response?.status,
      details: e?.details,
      'response.data': e?.response?.data,
      requestId: e?.requestId,
      message: e?.message,
    },
    null,
    2,
  )
}

/** A real 3×2 RGB PNG. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(3, 0)
  ihdr.writeUInt32BE(2, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const paragraph = (text: string) => ({
  type: 'PARAGRAPH',
  id: '',
  nodes: [{ type: 'TEXT', id: '', nodes: [], textData: { text, decorations: [] } }],
  paragraphData: {},
})

async function sdkChecks(fake: WixFake): Promise<void> {
  const SITE = '11111111-1111-4111-8111-111111111111'
  const KEY = 'IST.fake-key-full'
  const author = { id: 'aaaaaaaa-0000-4000-8000-000000000001', loginEmail: 'writer@example.com', nickname: 'Writer' }
  fake.addSite({
    siteId: SITE,
    apiKey: KEY,
    siteName: 'My Garden',
    members: [author, { id: 'aaaaaaaa-0000-4000-8000-000000000002', loginEmail: 'ed@example.com', nickname: 'Editor' }],
  })
  const wix = client(fake, SITE, KEY)

  // Members.
  const found = await wix.members.queryMembers().limit(10).find()
  equal(
    found.items.map((m) => [m._id, m.profile?.nickname]),
    [
      [author.id, 'Writer'],
      ['aaaaaaaa-0000-4000-8000-000000000002', 'Editor'],
    ],
    'members: query',
  )
  equal(found.items[0]?.loginEmail, undefined, 'members: PUBLIC fieldset has no loginEmail')
  const full = await wix.members
    .queryMembers({ fieldsets: ['FULL'] })
    .eq('loginEmail', 'writer@example.com')
    .find()
  equal(
    full.items.map((m) => m.loginEmail),
    ['writer@example.com'],
    'members: FULL fieldset, filter on loginEmail',
  )
  const recorded = fake.requests.at(-1)
  equal(
    [recorded?.method, recorded?.path, recorded?.siteId, recorded?.status],
    ['POST', '/members/v1/members/query', SITE, 200],
    'requests: recorded',
  )
  equal([...fetchInputs], ['string'], 'the SDK calls fetch with a URL string')

  // Blog query (the connection test).
  const none = await wix.posts.queryPosts().limit(1).find()
  equal([none.items.length, none.hasNext()], [0, false], 'posts: empty blog')

  // Tags: find or create.
  const missing = await rejects(wix.tags.getTagByLabel('SEO tips'), 'getTagByLabel of a missing tag')
  equal([(missing as SdkError).status, code(missing)], [404, 'NOT_FOUND'], 'tags: unknown label → 404 NOT_FOUND')
  const created = await wix.tags.createTag('SEO tips')
  assert(created.tag?._id && created.tag.label === 'SEO tips' && created.tag.slug === 'seo-tips', `tags: createTag ${JSON.stringify(created)}`)
  const duplicate = await rejects(wix.tags.createTag('seo TIPS'), 'createTag of a taken label')
  console.log(`\nSDK error for a duplicate tag (409):\n${describe(duplicate)}`)
  equal(
    [(duplicate as SdkError).status, (duplicate as SdkError).response?.status, code(duplicate)],
    [409, 409, 'ALREADY_EXISTS'],
    'tags: duplicate label → 409 ALREADY_EXISTS',
  )
  const byLabel = await wix.tags.getTagByLabel('SEO tips')
  equal(byLabel.tag?._id, created.tag?._id, 'tags: getTagByLabel (a label with a space)')
  const queried = await wix.tags.queryTags().eq('label', 'SEO tips').find()
  equal(
    queried.items.map((t) => t._id),
    [created.tag?._id],
    'tags: queryTags eq label',
  )
  const other = await wix.tags.createTag('Gardening')
  equal((await wix.tags.queryTags().find()).items.length, 2, 'tags: queryTags all')
  // The SDK puts the label into the path unencoded: '#' cuts the URL, so only a query finds such a tag.
  const sharp = await wix.tags.createTag('C# tips')
  const lost = await rejects(wix.tags.getTagByLabel('C# tips'), "getTagByLabel('C# tips')")
  equal([(lost as SdkError).status, fake.requests.at(-1)?.path], [404, '/v3/tags/labels/C'], "tags: getTagByLabel('C# tips') asks for label 'C'")
  equal(
    (await wix.tags.queryTags().eq('label', 'C# tips').find()).items.map((t) => t._id),
    [sharp.tag?._id],
    "tags: queryTags finds 'C# tips'",
  )
  await wix.tags.deleteTag(sharp.tag?._id as string)

  // Categories.
  const category = await wix.categories.createCategory({ label: 'How-to' })
  assert(category._id && category.slug === 'how-to', `categories: createCategory ${JSON.stringify(category)}`)
  equal(
    (await wix.categories.queryCategories().eq('label', 'How-to').find()).items.map((c) => c._id),
    [category._id],
    'categories: query',
  )

  // Media: upload URL, then the bytes.
  const png = tinyPng()
  equal(imageSize(png), { width: 3, height: 2 }, 'imageSize reads a PNG header')
  const { uploadUrl } = await wix.files.generateFileUploadUrl('image/png', { fileName: 'cover.png', filePath: '/seo-writer/cover.png' })
  assert(uploadUrl?.startsWith(`${fake.url}/_upload/`), `media: uploadUrl points at the fake (${uploadUrl})`)
  const put = await fetch(`${uploadUrl}?filename=${encodeURIComponent('cover.png')}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  })
  equal(put.status, 200, 'media: PUT upload status')
  const uploaded = (await put.json()) as { file: any }
  console.log(`\nUpload answer (PUT uploadUrl):\n${JSON.stringify(uploaded, null, 2)}`)
  const file = uploaded.file
  assert(/^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.png$/.test(file.id), `media: Wix-like file id (${file.id})`)
  equal(
    [
      file.displayName,
      file.mediaType,
      file.operationStatus,
      file.sizeInBytes,
      file.media.image.image.width,
      file.media.image.image.height,
      file.media.image.image.id,
    ],
    ['cover.png', 'IMAGE', 'READY', String(png.length), 3, 2, file.id],
    'media: file descriptor',
  )
  const served = await fetch(file.url)
  equal(
    [served.status, served.headers.get('content-type'), Buffer.from(await served.arrayBuffer()).equals(png)],
    [200, 'image/png', true],
    'media: the file URL serves the bytes',
  )
  equal(
    fake.state(SITE).files.get(file.id),
    { id: file.id, fileName: 'cover.png', mimeType: 'image/png', size: png.length, width: 3, height: 2 },
    'media: state',
  )

  // Draft posts.
  const richContent = {
    nodes: [
      {
        type: 'HEADING',
        id: 'h1',
        nodes: [{ type: 'TEXT', id: '', nodes: [], textData: { text: 'Why mulch', decorations: [] } }],
        headingData: { level: 2 },
      },
      paragraph('Mulch keeps the soil moist.'),
      {
        type: 'BULLETED_LIST',
        id: 'l1',
        nodes: [{ type: 'LIST_ITEM', id: 'li1', nodes: [paragraph('Straw')] }],
      },
      {
        type: 'IMAGE',
        id: 'i1',
        nodes: [],
        imageData: {
          containerData: { width: { size: 'CONTENT' }, alignment: 'CENTER' },
          image: { src: { id: file.id }, width: 3, height: 2 },
          altText: 'A tiny cover',
        },
      },
    ],
  }
  const wixImage = `wix:image://v1/${file.id}/cover.png#originWidth=3&originHeight=2`
  const noOwner = await rejects(wix.draftPosts.createDraftPost({ title: 'Orphan', richContent } as any), 'a draft without memberId')
  console.log(`\nSDK error for a draft without memberId (400):\n${describe(noOwner)}`)
  equal(
    [(noOwner as SdkError).status, (noOwner as SdkError).response?.data?.message],
    [400, 'INVALID_ARGUMENT: Missing post owner information'],
    'drafts: no memberId → 400',
  )
  const noTitle = await rejects(wix.draftPosts.createDraftPost({ title: '', memberId: author.id } as any), 'a draft without a title')
  equal(
    [(noTitle as SdkError).status, (noTitle as SdkError).details?.validationError?.fieldViolations?.[0]?.field],
    [400, 'draftPost.title'],
    'drafts: no title → validation error',
  )

  const { draftPost } = await wix.draftPosts.createDraftPost(
    {
      title: 'Mulching 101',
      richContent: richContent as any,
      excerpt: 'How to mulch.',
      memberId: author.id,
      tagIds: [created.tag?._id as string, other.tag?._id as string, 'no-such-tag'],
      categoryIds: [category._id as string],
      media: { wixMedia: { image: wixImage }, displayed: true, custom: true },
      seoData: { tags: [{ type: 'meta', props: { name: 'description', content: 'Mulch guide' }, children: '', custom: true, disabled: false }] },
      heroImage: wixImage,
    },
    { publish: false, fieldsets: ['URL', 'RICH_CONTENT'] },
  )
  const id = draftPost?._id as string
  assert(id && /^[0-9a-f-]{36}$/.test(id), `drafts: uuid id (${id})`)
  equal(
    [
      draftPost?.status,
      draftPost?.title,
      draftPost?.excerpt,
      draftPost?.memberId,
      draftPost?.hasUnpublishedChanges,
      draftPost?.tagIds,
      draftPost?.categoryIds,
    ],
    ['UNPUBLISHED', 'Mulching 101', 'How to mulch.', author.id, false, [created.tag?._id, other.tag?._id], [category._id]],
    'drafts: created (unknown tag ids dropped)',
  )
  assert(draftPost?.editedDate instanceof Date && draftPost?._createdDate instanceof Date, 'drafts: dates become Date objects')
  equal(draftPost?.richContent?.nodes?.[1]?.nodes?.[0]?.textData?.text, 'Mulch keeps the soil moist.', 'drafts: RICH_CONTENT fieldset')
  equal(draftPost?.url, 'https://my-garden.wixsite.com/blog/post/mulching-101?preview=1', 'drafts: URL fieldset (preview)')
  equal(draftPost?.media?.wixMedia?.image, wixImage, 'drafts: media image round-trips as wix:image')
  equal(draftPost?.seoData?.tags?.[0]?.props?.content, 'Mulch guide', 'drafts: seoData')
  const stored = fake.state(SITE).drafts.get(id)
  equal(
    [stored.media.wixMedia.image.id, stored.media.wixMedia.image.width, stored.heroImage.url],
    [file.id, 3, file.url],
    'drafts: images stored in REST shape',
  )

  const base = await wix.draftPosts.getDraftPost(id)
  equal([base.draftPost?.richContent, base.draftPost?.url], [undefined, undefined], 'drafts: no fieldsets → base fields only')

  const before = draftPost?.editedDate as Date
  await new Promise((r) => setTimeout(r, 5))
  const updated = await wix.draftPosts.updateDraftPost(id, { title: 'Mulching 101: a guide', excerpt: 'Mulch, simply.' })
  equal(
    [updated.draftPost?.title, updated.draftPost?.excerpt, updated.draftPost?.status],
    ['Mulching 101: a guide', 'Mulch, simply.', 'UNPUBLISHED'],
    'drafts: updateDraftPost',
  )
  assert((updated.draftPost?.editedDate as Date) > before, 'drafts: editedDate moves on update')
  const missingDraft = await rejects(
    wix.draftPosts.updateDraftPost('00000000-0000-4000-8000-000000000000', { title: 'x' }),
    'update of an unknown draft',
  )
  equal([(missingDraft as SdkError).status, code(missingDraft)], [404, 'NOT_FOUND'], 'drafts: unknown id → 404')

  // Publish and read the live URL.
  const published = await wix.draftPosts.publishDraftPost(id)
  equal(published, { postId: id }, 'publish: postId is the draft id')
  const afterPublish = await wix.draftPosts.getDraftPost(id, { fieldsets: ['URL'] })
  equal([afterPublish.draftPost?.status, afterPublish.draftPost?.hasUnpublishedChanges], ['PUBLISHED', false], 'publish: draft status')
  const live = await wix.posts.getPost(id, { fieldsets: ['URL'] })
  equal(
    [live.post?._id, live.post?.slug, live.post?.url],
    [id, 'mulching-101-a-guide', 'https://my-garden.wixsite.com/blog/post/mulching-101-a-guide'],
    'posts: getPost URL',
  )
  equal([live.post?.seoData, live.post?.richContent], [undefined, undefined], 'posts: seoData and richContent need their fieldsets')
  const withSeo = await wix.posts.getPost(id, { fieldsets: ['SEO', 'RICH_CONTENT'] })
  equal([withSeo.post?.seoData?.tags?.length, withSeo.post?.richContent?.nodes?.length], [1, 4], 'posts: SEO and RICH_CONTENT fieldsets')
  assert(live.post?.firstPublishedDate instanceof Date, 'posts: firstPublishedDate is a Date')

  // A later edit: the draft has unpublished changes until published again; the URL stays.
  await wix.draftPosts.updateDraftPost(id, { title: 'Mulching 101 (updated)', richContent: { nodes: [paragraph('New text.')] } as any })
  equal((await wix.draftPosts.getDraftPost(id)).draftPost?.hasUnpublishedChanges, true, 'republish: hasUnpublishedChanges')
  equal((await wix.posts.getPost(id)).post?.title, 'Mulching 101: a guide', 'republish: the live post is unchanged until published')
  equal(await wix.draftPosts.publishDraftPost(id), { postId: id }, 'republish: same post id')
  const republished = await wix.posts.getPost(id, { fieldsets: ['URL'] })
  equal([republished.post?.title, republished.post?.url], ['Mulching 101 (updated)', live.post?.url], 'republish: new title, same URL')
  const listed = await wix.posts.queryPosts().limit(1).find()
  equal(
    listed.items.map((p) => p._id),
    [id],
    'posts: queryPosts finds the post',
  )
  const tagged = await wix.tags.getTagByLabel('SEO tips')
  equal([tagged.tag?.postCount, tagged.tag?.publishedPostCount], [1, 1], 'tags: post counts')

  // Published at once, from createDraftPost.
  const direct = await wix.draftPosts.createDraftPost(
    { title: 'Mulching 101: a guide', memberId: author.id, richContent: { nodes: [paragraph('Other.')] } as any },
    { publish: true, fieldsets: ['URL'] },
  )
  equal(
    [direct.draftPost?.status, direct.draftPost?.url],
    ['PUBLISHED', 'https://my-garden.wixsite.com/blog/post/mulching-101-a-guide-1'],
    'drafts: publish: true, slug made unique',
  )

  // Unknown API key.
  const stranger = client(fake, SITE, 'IST.not-a-key')
  const unauthenticated = await rejects(stranger.posts.queryPosts().limit(1).find(), 'an unknown API key')
  console.log(`\nSDK error for an unknown API key (401):\n${describe(unauthenticated)}`)
  equal(
    [(unauthenticated as SdkError).status, (unauthenticated as SdkError).response?.status, code(unauthenticated)],
    [401, 401, 'UNAUTHENTICATED'],
    'auth: unknown key → 401',
  )
  const unauthenticatedMembers = await rejects(stranger.members.queryMembers().find(), 'members with an unknown API key')
  equal((unauthenticatedMembers as SdkError).status, 401, 'auth: unknown key → 401 on members too')

  // No answer at all (connection refused): the SDK wraps fetch's own error.
  const nowhere = createClient({
    auth: ApiKeyStrategy({ siteId: SITE, apiKey: KEY }),
    modules: { posts },
    fetch: rewritingFetch('http://127.0.0.1:1'),
  })
  const unreachable = await rejects(nowhere.posts.getPost('x'), 'an unreachable Wix')
  console.log(`\nSDK error when nothing answers:\n${describe(unreachable)}\n  runtimeError: ${String((unreachable as any).runtimeError)}`)
  equal(
    [(unreachable as SdkError).status, (unreachable as SdkError).details, (unreachable as any).runtimeError === unreachable],
    [undefined, undefined, true],
    'no answer: no status, no details',
  )

  // A site the key does not own.
  const elsewhere = client(fake, '99999999-9999-4999-8999-999999999999', KEY)
  const wrongSite = await rejects(elsewhere.members.queryMembers().find(), 'a site the key does not own')
  console.log(`\nSDK error for a site the key does not own (403):\n${describe(wrongSite)}`)
  equal([(wrongSite as SdkError).status, code(wrongSite)], [403, 'PERMISSION_DENIED'], 'auth: foreign site → 403')

  // A key without Manage Blog.
  const NO_BLOG = '22222222-2222-4222-8222-222222222222'
  fake.addSite({ siteId: NO_BLOG, apiKey: 'IST.no-blog', blogPermission: false })
  const noBlog = client(fake, NO_BLOG, 'IST.no-blog')
  const denied = await rejects(noBlog.posts.queryPosts().limit(1).find(), 'a key without Manage Blog')
  console.log(`\nSDK error for a key without Manage Blog (403):\n${describe(denied)}`)
  equal([(denied as SdkError).status, code(denied)], [403, 'PERMISSION_DENIED'], 'permission: blog → 403')
  equal(
    (await noBlog.members.queryMembers().limit(10).find()).items.map((m) => m._id),
    [fake.defaultMemberId(NO_BLOG)],
    'permission: members still answer',
  )
  assert((await noBlog.files.generateFileUploadUrl('image/jpeg', { fileName: 'a.jpg' })).uploadUrl, 'permission: media still answers')

  // Blog not installed.
  const BARE = '33333333-3333-4333-8333-333333333333'
  fake.addSite({ siteId: BARE, apiKey: 'IST.bare', blogInstalled: false })
  const bare = client(fake, BARE, 'IST.bare')
  const notInstalled = await rejects(bare.posts.queryPosts().limit(1).find(), 'a site without the Blog app')
  console.log(`\nSDK error for a site without the Blog app (404):\n${describe(notInstalled)}`)
  equal(
    [(notInstalled as SdkError).status, code(notInstalled), (notInstalled as SdkError).details?.applicationError?.data],
    [404, 'APP_NOT_INSTALLED', { appDefId: WIX_BLOG_APP_DEF_ID }],
    'blog not installed → 404 APP_NOT_INSTALLED',
  )
  equal((await bare.members.queryMembers().find()).items.length, 1, 'blog not installed: members still answer')
  fake.addSite({ siteId: BARE, apiKey: 'IST.bare' })
  equal((await bare.posts.queryPosts().find()).items.length, 0, 'addSite again: the Blog app installed now')

  // Planned failures.
  fake.failNext(/\/v3\/posts\/query$/, 503)
  const unavailable = await rejects(wix.posts.queryPosts().limit(1).find(), 'a planned 503')
  console.log(`\nSDK error for a planned 503:\n${describe(unavailable)}`)
  equal([(unavailable as SdkError).status, code(unavailable)], [503, 'UNAVAILABLE'], 'failNext: 503 once')
  equal((await wix.posts.queryPosts().limit(1).find()).items.length, 1, 'failNext: then success')
  fake.failNext(/\/v3\/posts\/query$/, 502, '<html><body>Bad gateway</body></html>')
  const gateway = await rejects(wix.posts.queryPosts().limit(1).find(), 'a planned HTML 502')
  console.log(`\nSDK error for an HTML (not JSON) 502:\n${describe(gateway)}`)
  equal(
    [(gateway as SdkError).status, code(gateway)],
    [502, 502 as unknown as string],
    'failNext: an HTML body → applicationError.code is the HTTP status (a number)',
  )
  fake.failNext(/^PUT \/_upload\//, 429, {
    message: 'slow down',
    details: { applicationError: { code: 'RESOURCE_EXHAUSTED', description: 'slow down', data: {} } },
  })
  const again = await wix.files.generateFileUploadUrl('image/png', { fileName: 'b.png' })
  const throttled = await fetch(`${again.uploadUrl}?filename=b.png`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  })
  equal(
    [throttled.status, ((await throttled.json()) as any).message],
    [429, 'slow down'],
    'failNext: METHOD path matcher, custom body, on the upload',
  )
  const retried = await fetch(`${again.uploadUrl}?filename=b.png`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(png),
  })
  equal(
    [retried.status, ((await retried.json()) as any).file.media.image.image.width],
    [200, 3],
    'upload: the URL still works after a failure; MIME type from generate-upload-url',
  )
  equal(
    fake.requests.slice(-3).map((r) => [r.method, r.path, r.status]),
    [
      ['POST', '/site-media/v1/files/generate-upload-url', 200],
      ['PUT', `/_upload/${again.uploadUrl?.split('/').at(-1)}`, 429],
      ['PUT', `/_upload/${again.uploadUrl?.split('/').at(-1)}`, 200],
    ],
    'requests: failures recorded with their status',
  )

  // The page of the live post (served in both modes; its links use the fake's URL in 'fake' mode).
  const page = await fetch(`${fake.url}/__fake/post/${id}`)
  const html = await page.text()
  equal(page.status, 200, 'post page: status')
  assert(html.includes('<h1>Mulching 101 (updated)</h1>') && html.includes('<p>New text.</p>'), 'post page: title and content')
  assert(html.includes(`<img src="${file.url}"`), 'post page: cover image from the fake')
  assert(html.includes('rel="tag"') && html.includes('>SEO tips</a>') && html.includes('>Gardening</a>'), 'post page: tags as links')
  assert(html.includes('<meta name="description" content="Mulch guide">'), 'post page: SEO meta')
}

/** The fake as a Playwright webServer runs it: its own process, sites from FAKE_WIX_SITES. */
async function standaloneChecks(): Promise<void> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
  const SITE = '44444444-4444-4444-8444-444444444444'
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fakes/wix.ts'], {
    env: { ...process.env, FAKE_WIX_PORT: String(port), FAKE_WIX_SITES: JSON.stringify([{ siteId: SITE, apiKey: 'IST.e2e' }]) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor(() => output.includes('Fake Wix listening on'), 'the standalone fake to start', 20_000)
    equal(await (await fetch(`${url}/__fake/health`)).json(), { ok: true }, 'standalone: health')
    const added = await fetch(`${url}/__fake/sites`, {
      method: 'POST',
      body: JSON.stringify({ siteId: 'other-site', apiKey: 'IST.other', blogInstalled: false }),
    })
    equal(added.status, 200, 'standalone: POST /__fake/sites')

    const wix = createClient({
      auth: ApiKeyStrategy({ siteId: SITE, apiKey: 'IST.e2e' }),
      modules: { draftPosts, posts, members },
      fetch: rewritingFetch(url),
    })
    const memberId = (await wix.members.queryMembers().find()).items[0]?._id as string
    const { draftPost } = await wix.draftPosts.createDraftPost(
      { title: 'Standalone post', memberId, richContent: { nodes: [paragraph('Hello.')] } as any },
      { publish: true },
    )
    const live = await wix.posts.getPost(draftPost?._id as string, { fieldsets: ['URL'] })
    equal(live.post?.url, `${url}/__fake/post/${draftPost?._id}`, 'standalone: the post URL is the fake page')
    const html = await (await fetch(live.post?.url as string)).text()
    assert(html.includes('<h1>Standalone post</h1>') && html.includes('<p>Hello.</p>'), 'standalone: the live post opens')

    const state = (await (await fetch(`${url}/__fake/state?siteId=${SITE}`)).json()) as any
    equal([state.drafts.length, state.posts.length, state.posts[0]?.title], [1, 1, 'Standalone post'], 'standalone: GET /__fake/state')

    const planned = await fetch(`${url}/__fake/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ path: '/members/v1/members/query', status: 429 }),
    })
    equal(planned.status, 200, 'standalone: POST /__fake/fail-next')
    const throttled = await rejects(wix.members.queryMembers().find(), 'a planned 429')
    equal([(throttled as SdkError).status, code(throttled)], [429, 'RESOURCE_EXHAUSTED'], 'standalone: the planned failure')
    equal((await wix.members.queryMembers().find()).items.length, 1, 'standalone: once only')
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

async function main(): Promise<void> {
  const fake = await startWixFake()
  try {
    console.log(`fake Wix at ${fake.url}`)
    await sdkChecks(fake)
  } finally {
    await fake.stop()
  }
  await standaloneChecks()
  console.log('\nOK: the Wix SDK works against the fake (members, posts, tags, categories, media upload, drafts, publish, errors, standalone)')
}

runSelfTest(main)
