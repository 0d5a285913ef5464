import crypto from 'node:crypto'
import type http from 'node:http'

import { escapeHtml, isDirectRun, parseJsonOr, runStandalone, send, startServer } from './http'

/**
 * A loopback Wix for tests: a real HTTP server that answers the REST calls the official SDK
 * (`@wix/sdk` with `@wix/blog`, `@wix/members`, `@wix/media`) makes, when the SDK's `fetch`
 * sends what it addresses to `https://www.wixapis.com` here instead (same path and query).
 *
 * What the SDK sends (seen with @wix/sdk 1.21.16, @wix/blog 1.0.660, @wix/members 1.0.519,
 * @wix/media 1.0.276): a URL string, `Authorization: <raw API key>` and `wix-site-id: <site id>`.
 * The blog's posts and tags go to /v3/…, its draft posts and categories to /blog/v3/…; both
 * prefixes are served for every blog route. GET ids come in the path and again in the query.
 *
 *   POST   /members/v1/members/query              queryMembers()…find()    → { members, metadata }
 *   GET    /members/v1/members[/:id]              listMembers / getMember  → { members, metadata } / { member }
 *   POST   /v3/posts/query                        queryPosts()…find()      → { posts, pagingMetadata }
 *   GET    /v3/posts/:postId?fieldsets=URL        getPost                  → { post }
 *   GET    /v3/posts/slugs/:slug, GET /v3/posts   getPostBySlug, listPosts
 *   POST   /v3/tags                               createTag(label)         → { tag }   (409 on a taken label)
 *   GET    /v3/tags/labels/:label?label=…         getTagByLabel            → { tag }   (404 when none;
 *          the SDK puts the label in the path unencoded: '#' or '?' cut it, '/' splits it, and the
 *          fake, binding the path as a server would, then finds no such tag or no route)
 *   GET    /v3/tags/:tagId, /v3/tags/slugs/:slug, POST /v3/tags/query, DELETE /v3/tags/:tagId
 *   POST   /blog/v3/categories {category}         createCategory           → { category }
 *   POST   /blog/v3/categories/query, GET /blog/v3/categories[/:id], GET …/slugs/:slug, PATCH, DELETE
 *   POST   /blog/v3/draft-posts {draftPost, publish, fieldsets}            → { draftPost }
 *   PATCH  /blog/v3/draft-posts/:id {draftPost: {…, id}, action?, fieldsets?} → { draftPost }
 *   POST   /blog/v3/draft-posts/:id/publish {draftPostId}                  → { postId } (= the draft's id)
 *   GET    /blog/v3/draft-posts/:id?draftPostId=…&fieldsets=URL            → { draftPost }
 *   POST   /blog/v3/draft-posts/query, DELETE /blog/v3/draft-posts/:id
 *   POST   /site-media/v1/files/generate-upload-url {mimeType, fileName?, filePath?} → { uploadUrl }
 *   GET    /site-media/v1/files/get-file-by-id?fileId=…                   → { file }
 *   PUT    /_upload/:token?filename=…  (the uploadUrl: no auth, the token is the credential;
 *          body = the bytes, Content-Type = the MIME type) → { file: <file descriptor, READY> }
 *
 * Entities come back in REST shape (`id`, ISO dates, images as `{ id, url, width, height }`, URLs
 * as `{ base, path }`); the SDK turns them into `_id`, Dates, `wix:image://…` and URL strings.
 * Like Wix, `richContent` comes back only with the RICH_CONTENT fieldset and `url` only with URL;
 * a post's `seoData` only with SEO, its `contentText` only with CONTENT_TEXT.
 *
 * Errors have Wix's shape, `{ message, details: { applicationError: { code, description, data } } }`
 * or `{ message, details: { validationError: { fieldViolations } } }`
 * (https://dev.wix.com/docs/sdk/articles/work-with-the-sdk/about-errors), in this order:
 *   1. planned failures (`failNext`), before anything else, as a gateway would fail;
 *   2. an unknown or missing API key → 401 UNAUTHENTICATED (401 = "Revoked or invalid API key",
 *      https://dev.wix.com/docs/overview/auth-permissions/troubleshoot-auth-issues; the body is assumed);
 *   3. a missing wix-site-id, or a site the key's account does not own → 403 PERMISSION_DENIED.
 *      Chosen over 404: Wix's auth troubleshooting lists "API key can't access the site … calls
 *      targeting any other site are rejected" under 403, its API-key guide lists a missing
 *      wix-site-id under "403 forbidden", and github.com/wix/skills (how-to-create-blog-posts.md)
 *      says blog/v3 "returns 403 without wix-site-id". Message as wix/skills#652 quotes Wix:
 *      "auth identity not allowed on this resource for this site/account";
 *   4. a key without the Manage Blog permission → 403 PERMISSION_DENIED on blog routes only, with
 *      the empty description Wix's platformized services send (wix/skills#1119);
 *   5. the Blog app not installed → 404 APP_NOT_INSTALLED on blog routes (assumed: nothing
 *      public shows Wix's body; integrations in the wild read a 404 from /blog/v3 as "Blog not
 *      installed"). `data.appDefId` is Wix Blog's app id (14bcded7-0066-7c35-14d7-466cb3f09103).
 * Then each method's own errors: 404 NOT_FOUND for an unknown id or label, 409 ALREADY_EXISTS for
 * a taken tag or category label (case-insensitive; Wix's docs list no custom error for Create Tag,
 * so the 409 is assumed — `duplicateTags: 'returnExisting'` on a site answers the existing tag
 * instead), 400 "Missing post owner information" for a draft without memberId (as reported in the
 * wild: "INVALID_ARGUMENT: Missing post owner information: UNKNOWN"), 400 for an unknown member,
 * 400 validation errors for missing required fields.
 *
 * Test-only routes (no auth): GET /__fake/health, GET /__fake/state[?siteId=], GET /__fake/requests,
 * POST /__fake/sites (a WixFakeSite), POST /__fake/fail-next { path: regex source, status, body? },
 * GET /__fake/post/:postId[?preview=1] (the post as a small HTML page), GET /__fake/files/:fileId
 * (the uploaded bytes), GET /__fake/blog/:siteId/tags/:slug (the posts with a tag).
 */

export type WixFakeMember = { id: string; loginEmail: string; nickname: string }

export type WixFakeSite = {
  siteId: string
  apiKey: string
  /** The key has the Manage Blog permission (default true). */
  blogPermission?: boolean
  /** The Wix Blog app is installed on the site (default true). */
  blogInstalled?: boolean
  /** The site's members (default: one, the owner, with an id derived from the site id). */
  members?: WixFakeMember[]
  /** Names the wixsite.com address (default: from the site id). */
  siteName?: string
  /** Creating a tag whose label exists: 409 ALREADY_EXISTS (default) or the existing tag. */
  duplicateTags?: 'conflict' | 'returnExisting'
}

export type WixFakeFile = { id: string; fileName: string; mimeType: string; size: number; width: number; height: number }

export type WixFakeState = {
  drafts: Map<string, any>
  posts: Map<string, any>
  tags: Map<string, any>
  categories: Map<string, any>
  files: Map<string, WixFakeFile>
}

export type WixFakeRequest = { method: string; path: string; query: string; siteId?: string; status: number }

export type WixFake = {
  url: string
  port: number
  addSite(site: WixFakeSite): void
  /** The site's live state (not copies). Throws for an unknown site. */
  state(siteId: string): WixFakeState
  /** Every answered request but the /__fake/ ones, in order (path decoded, without the query). */
  requests: WixFakeRequest[]
  /**
   * The next request whose path (or `METHOD path`) matches fails once with `status` and `body`
   * (default: Wix's error for that status, e.g. 503 UNAVAILABLE, 429 RESOURCE_EXHAUSTED). A string
   * body is sent as it is, as HTML (a gateway's error page); anything else as JSON.
   */
  failNext(matcher: RegExp, status: number, body?: unknown): void
  /** The member id the fake gives a site's owner when the site names no members. */
  defaultMemberId(siteId: string): string
  stop(): Promise<void>
}

export type WixFakeOptions = {
  port?: number
  /**
   * The URL the API gives a post: 'wixsite' (default) `{ base: 'https://<site>.wixsite.com/blog',
   * path: '/post/<slug>' }`; 'fake' `{ base: <fake url>, path: '/__fake/post/<id>' }`, a page a
   * browser can open (standalone mode uses it).
   */
  postUrls?: 'wixsite' | 'fake'
}

export const WIX_BLOG_APP_DEF_ID = '14bcded7-0066-7c35-14d7-466cb3f09103'

const MAX_JSON_BYTES = 5_000_000
const MAX_UPLOAD_BYTES = 100_000_000
const PERMISSION_MESSAGE = 'auth identity not allowed on this resource for this site/account'

type Json = Record<string, any>
type ErrorBody = { message: string; details: Json }

class WixHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message)
  }
}

/** Wix's application error: `{ message, details: { applicationError: { code, description, data } } }`. */
function appError(status: number, code: string, message: string, description: string = message, data: Json = {}): WixHttpError {
  return new WixHttpError(status, { message, details: { applicationError: { code, description, data } } })
}

/** Wix's validation error: `{ message, details: { validationError: { fieldViolations } } }`. */
function invalid(field: string, description: string, violatedRule = 'REQUIRED_FIELD'): WixHttpError {
  return new WixHttpError(400, {
    message: `INVALID_ARGUMENT: "${field}" ${description}`,
    details: { validationError: { fieldViolations: [{ field, description, violatedRule, data: {} }] } },
  })
}

const notFound = (what: string, data: Json = {}) => appError(404, 'NOT_FOUND', `${what} not found`, `${what} not found`, data)

const STATUS_CODES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  428: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
}

/** The body a planned failure answers with when the test gives none. */
export function defaultErrorBody(status: number): ErrorBody {
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'UNKNOWN')
  const message =
    status === 429
      ? 'Too many requests'
      : status === 503
        ? 'Service unavailable, try again later'
        : status >= 500
          ? 'Internal error, try again later'
          : code.toLowerCase().replace(/_/g, ' ')
  return { message, details: { applicationError: { code, description: message, data: {} } } }
}

const clone = <T>(value: T): T => structuredClone(value)
const nowIso = () => new Date().toISOString()

/** A UUID-shaped id derived from `seed` (stable across runs). */
function stableUuid(seed: string): string {
  const hex = crypto.createHash('sha256').update(seed).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Lower-case words joined by '-', letters of any script kept (as Wix's slugs keep them). */
export function slugify(text: string): string {
  const slug = String(text ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
  return slug || 'post'
}

// ---------------------------------------------------------------------------------------------
// Images: width and height from the first bytes of PNG, JPEG, GIF and WebP files
// ---------------------------------------------------------------------------------------------

/** The pixel size of a PNG, JPEG, GIF or WebP image; 0×0 when unknown. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  try {
    if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.toString('latin1', 12, 16) === 'IHDR') {
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
    }
    if (bytes.length >= 10 && bytes.toString('latin1', 0, 4) === 'GIF8') return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) }
    if (bytes.length >= 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
      const chunk = bytes.toString('latin1', 12, 16)
      if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
      if (chunk === 'VP8L') {
        const bits = bytes.readUInt32LE(21)
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
      }
      if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 }
    }
    if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
      let i = 2
      while (i + 9 < bytes.length) {
        if (bytes[i] !== 0xff) return { width: 0, height: 0 }
        const marker = bytes[i + 1] as number
        if (marker === 0xff) {
          i++
          continue
        }
        if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
          i += 2
          continue
        }
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) }
        }
        i += 2 + bytes.readUInt16BE(i + 2)
      }
    }
  } catch {
    // A truncated header: unknown size.
  }
  return { width: 0, height: 0 }
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'application/pdf': 'pdf',
}

function mimeFromName(name: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  if (!ext) return undefined
  if (ext === 'jpeg') return 'image/jpeg'
  return Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0]
}

function mediaTypeOf(mime: string): string {
  if (mime === 'image/svg+xml') return 'VECTOR'
  if (mime.startsWith('image/')) return 'IMAGE'
  if (mime.startsWith('video/')) return 'VIDEO'
  if (mime.startsWith('audio/')) return 'AUDIO'
  if (/zip|tar|rar|7z/.test(mime)) return 'ARCHIVE'
  return 'DOCUMENT'
}

// ---------------------------------------------------------------------------------------------
// Queries: Wix's filter language (`{ field: value }`, `{ field: { $in: […] } }`, `$and`, `$or`…)
// ---------------------------------------------------------------------------------------------

function getPath(item: any, path: string): unknown {
  let value = item
  for (const part of path.split('.')) {
    if (value === null || value === undefined) return undefined
    value = value[part === '_id' ? 'id' : part]
  }
  return value
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return a.some((x) => sameValue(x, b))
  return a === b || (a instanceof Object && b instanceof Object && JSON.stringify(a) === JSON.stringify(b))
}

function matchCondition(value: unknown, condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return sameValue(value, condition)
  for (const [op, arg] of Object.entries(condition as Json)) {
    const list = Array.isArray(arg) ? arg : [arg]
    const values = Array.isArray(value) ? value : [value]
    const ok = (() => {
      switch (op) {
        case '$eq':
          return sameValue(value, arg)
        case '$ne':
          return !sameValue(value, arg)
        case '$in':
          return list.some((x) => sameValue(value, x))
        case '$nin':
          return !list.some((x) => sameValue(value, x))
        case '$hasSome':
          return list.some((x) => values.includes(x))
        case '$hasAll':
          return list.every((x) => values.includes(x))
        case '$exists':
          return (value !== undefined && value !== null) === Boolean(arg)
        case '$isEmpty':
          return (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) === Boolean(arg)
        case '$startsWith':
          return typeof value === 'string' && value.toLowerCase().startsWith(String(arg).toLowerCase())
        case '$contains':
          return typeof value === 'string' && value.toLowerCase().includes(String(arg).toLowerCase())
        case '$gt':
          return (value as any) > (arg as any)
        case '$gte':
          return (value as any) >= (arg as any)
        case '$lt':
          return (value as any) < (arg as any)
        case '$lte':
          return (value as any) <= (arg as any)
        default:
          throw invalid('query.filter', `uses an unsupported operator ${op}`, 'FORMAT')
      }
    })()
    if (!ok) return false
  }
  return true
}

function matchesFilter(item: unknown, filter: unknown): boolean {
  if (!filter || typeof filter !== 'object') return true
  for (const [key, condition] of Object.entries(filter as Json)) {
    if (key === '$and') {
      if (!(condition as unknown[]).every((f) => matchesFilter(item, f))) return false
    } else if (key === '$or') {
      if (!(condition as unknown[]).some((f) => matchesFilter(item, f))) return false
    } else if (key === '$not') {
      if (matchesFilter(item, condition)) return false
    } else if (!matchCondition(getPath(item, key), condition)) return false
  }
  return true
}

function sortItems<T>(items: T[], sort: unknown): T[] {
  const rules = (Array.isArray(sort) ? sort : []) as { fieldName?: string; order?: string }[]
  if (!rules.length) return items
  return [...items].sort((a, b) => {
    for (const { fieldName, order } of rules) {
      if (!fieldName) continue
      const x = getPath(a, fieldName) as any
      const y = getPath(b, fieldName) as any
      if (x === y) continue
      const cmp = x === undefined ? -1 : y === undefined ? 1 : x < y ? -1 : 1
      return order === 'DESC' ? -cmp : cmp
    }
    return 0
  })
}

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url')
function decodeCursor(cursor: unknown): number {
  if (typeof cursor !== 'string' || !cursor) return 0
  const offset = Number(parseJsonOr(Buffer.from(cursor, 'base64url').toString('utf8'), {}).offset)
  if (!Number.isInteger(offset) || offset < 0) throw invalid('query.cursorPaging.cursor', 'is not a valid cursor', 'FORMAT')
  return offset
}

const limitOf = (value: unknown, fallback: number, max: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback
}

/** Offset paging (tags, categories, members): `{ paging: { limit, offset } }` → `{ count, offset, total }`. */
function offsetPage<T>(items: T[], paging: Json | undefined, fallback = 50, max = 100) {
  const limit = limitOf(paging?.limit, fallback, max)
  const offset = Math.max(0, Number(paging?.offset) || 0)
  const page = items.slice(offset, offset + limit)
  return { page, metadata: { count: page.length, offset, total: items.length, tooManyToCount: false } }
}

/** Cursor paging (posts, draft posts): `{ cursorPaging: { limit, cursor } }` → `{ count, cursors, hasNext }`. */
function cursorPage<T>(items: T[], query: Json | undefined, fallback = 50, max = 100) {
  const paging = query?.cursorPaging ?? query?.paging ?? {}
  const limit = limitOf(paging.limit, fallback, max)
  const offset = paging.cursor ? decodeCursor(paging.cursor) : Math.max(0, Number(paging.offset) || 0)
  const page = items.slice(offset, offset + limit)
  const hasNext = offset + limit < items.length
  return {
    page,
    metadata: { count: page.length, cursors: hasNext ? { next: encodeCursor(offset + limit) } : {}, hasNext },
  }
}

// ---------------------------------------------------------------------------------------------
// Rich content (Ricos) as text and as simple HTML
// ---------------------------------------------------------------------------------------------

function ricosText(nodes: unknown): string {
  if (!Array.isArray(nodes)) return ''
  const parts: string[] = []
  for (const node of nodes as Json[]) {
    if (node?.type === 'TEXT') parts.push(String(node.textData?.text ?? ''))
    else {
      const inner = ricosText(node?.nodes)
      if (inner) parts.push(inner)
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

function decorate(text: string, decorations: unknown): string {
  let html = escapeHtml(text)
  for (const decoration of (Array.isArray(decorations) ? decorations : []) as Json[]) {
    switch (decoration?.type) {
      case 'BOLD':
        html = `<strong>${html}</strong>`
        break
      case 'ITALIC':
        html = `<em>${html}</em>`
        break
      case 'UNDERLINE':
        html = `<u>${html}</u>`
        break
      case 'CODE':
        html = `<code>${html}</code>`
        break
      case 'LINK': {
        const link = decoration.linkData?.link ?? {}
        const href = link.url ?? (link.anchor ? `#${link.anchor}` : '')
        const target = link.target === 'BLANK' ? ' target="_blank"' : ''
        const rel = link.rel
          ? Object.keys(link.rel)
              .filter((k) => link.rel[k])
              .join(' ')
          : ''
        html = `<a href="${escapeHtml(href)}"${target}${rel ? ` rel="${escapeHtml(rel)}"` : ''}>${html}</a>`
        break
      }
    }
  }
  return html
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

type SiteRecord = {
  config: Required<Omit<WixFakeSite, 'siteName'>> & { siteName: string }
  drafts: Map<string, Json>
  posts: Map<string, Json>
  tags: Map<string, Json>
  categories: Map<string, Json>
  files: Map<string, WixFakeFile>
  /** The stored bytes and descriptor of each uploaded file. */
  blobs: Map<string, { bytes: Buffer; descriptor: Json }>
}

type UploadTicket = { siteId: string; mimeType: string; fileName?: string; parentFolderId?: string; filePath?: string; labels?: string[] }

type ApiCall = {
  method: string
  path: string
  /** The path's segments, each decoded (a leading 'blog' dropped). */
  segments: string[]
  url: URL
  body: Json
  site: SiteRecord
  fieldsets: string[]
}

const BLOG_ROUTE = /^\/(?:blog\/)?v[23]\/(?:draft-posts|posts|tags|categories|stats|bulk)(?:\/|$)/

export async function startWixFake(options: WixFakeOptions = {}): Promise<WixFake> {
  const postUrls = options.postUrls ?? 'wixsite'
  const sites = new Map<string, SiteRecord>()
  const keys = new Map<string, Set<string>>() // API key → the sites its account owns
  const uploads = new Map<string, UploadTicket>()
  const requests: WixFakeRequest[] = []
  const failures: { matcher: RegExp; status: number; body?: unknown }[] = []
  let baseUrl = ''

  const defaultMemberId = (siteId: string) => stableUuid(`wix-fake-owner:${siteId}`)

  function addSite(site: WixFakeSite): void {
    if (!site || typeof site.siteId !== 'string' || !site.siteId || typeof site.apiKey !== 'string' || !site.apiKey) {
      throw new Error('addSite needs { siteId, apiKey }')
    }
    const config = {
      siteId: site.siteId,
      apiKey: site.apiKey,
      blogPermission: site.blogPermission ?? true,
      blogInstalled: site.blogInstalled ?? true,
      members: clone(site.members ?? [{ id: defaultMemberId(site.siteId), loginEmail: 'owner@example.com', nickname: 'Site Owner' }]),
      siteName: slugify(site.siteName ?? `site-${site.siteId.slice(0, 8)}`),
      duplicateTags: site.duplicateTags ?? 'conflict',
    }
    const existing = sites.get(site.siteId)
    if (existing) {
      // Same site again: new settings (key, permission, members…), the blog's data kept.
      keys.get(existing.config.apiKey)?.delete(site.siteId)
      existing.config = config
    } else {
      sites.set(site.siteId, {
        config,
        drafts: new Map(),
        posts: new Map(),
        tags: new Map(),
        categories: new Map(),
        files: new Map(),
        blobs: new Map(),
      })
    }
    if (!keys.has(site.apiKey)) keys.set(site.apiKey, new Set())
    keys.get(site.apiKey)?.add(site.siteId)
  }

  function siteOf(siteId: string): SiteRecord {
    const site = sites.get(siteId)
    if (!site) throw new Error(`No fake Wix site ${siteId}`)
    return site
  }

  const siteForFile = (fileId: string) => [...sites.values()].find((s) => s.blobs.has(fileId))
  const siteForPost = (postId: string) => [...sites.values()].find((s) => s.drafts.has(postId) || s.posts.has(postId))

  // --- URLs -----------------------------------------------------------------------------------

  const wixsiteBase = (site: SiteRecord) => `https://${site.config.siteName}.wixsite.com/blog`
  const fileUrl = (fileId: string) => `${baseUrl}/__fake/files/${encodeURIComponent(fileId)}`

  function postUrl(site: SiteRecord, post: Json, preview = false): Json {
    if (postUrls === 'fake') return { base: baseUrl, path: `/__fake/post/${encodeURIComponent(post.id)}${preview ? '?preview=1' : ''}` }
    return { base: wixsiteBase(site), path: `/post/${encodeURIComponent(post.slug)}${preview ? '?preview=1' : ''}` }
  }

  function tagUrl(site: SiteRecord, tag: Json): Json {
    if (postUrls === 'fake')
      return { base: baseUrl, path: `/__fake/blog/${encodeURIComponent(site.config.siteId)}/tags/${encodeURIComponent(tag.slug)}` }
    return { base: wixsiteBase(site), path: `/tags/${encodeURIComponent(tag.slug)}` }
  }

  function categoryUrl(site: SiteRecord, category: Json): Json {
    if (postUrls === 'fake')
      return { base: baseUrl, path: `/__fake/blog/${encodeURIComponent(site.config.siteId)}/categories/${encodeURIComponent(category.slug)}` }
    return { base: wixsiteBase(site), path: `/categories/${encodeURIComponent(category.slug)}` }
  }

  function uniqueSlug(taken: Iterable<Json>, wanted: string, selfId?: string): string {
    const used = new Set([...taken].filter((x) => x.id !== selfId).map((x) => x.slug))
    let slug = slugify(wanted)
    for (let n = 1; used.has(slug); n++) slug = `${slugify(wanted)}-${n}`
    return slug
  }

  // --- Entities as the API answers them -------------------------------------------------------

  /** An image as Wix stores it (`{ id, url, width, height, … }`), filled in from an uploaded file. */
  function normalizeImage(site: SiteRecord, image: unknown): Json | undefined {
    if (!image || typeof image !== 'object') return undefined
    const out = { ...(image as Json) }
    const file = typeof out.id === 'string' ? site.files.get(out.id) : undefined
    if (file) {
      out.url = fileUrl(file.id)
      if (!out.width) out.width = file.width
      if (!out.height) out.height = file.height
      if (!out.filename) out.filename = file.fileName
    }
    return out
  }

  function normalizeMedia(site: SiteRecord, media: unknown): Json | undefined {
    if (!media || typeof media !== 'object') return undefined
    const out = clone(media as Json)
    if (out.wixMedia?.image) out.wixMedia.image = normalizeImage(site, out.wixMedia.image)
    return out
  }

  const memberIds = (site: SiteRecord) => new Set(site.config.members.map((m) => m.id))

  function tagOut(site: SiteRecord, tag: Json, fieldsets: string[]): Json {
    const out = clone(tag)
    const drafts = [...site.drafts.values()].filter((d) => (d.tagIds ?? []).includes(tag.id))
    out.postCount = drafts.length
    out.publishedPostCount = [...site.posts.values()].filter((p) => (p.tagIds ?? []).includes(tag.id)).length
    if (fieldsets.includes('URL')) out.url = tagUrl(site, tag)
    return out
  }

  function categoryOut(site: SiteRecord, category: Json, fieldsets: string[]): Json {
    const out = clone(category)
    out.postCount = [...site.posts.values()].filter((p) => (p.categoryIds ?? []).includes(category.id)).length
    if (fieldsets.includes('URL')) out.url = categoryUrl(site, category)
    return out
  }

  function draftOut(site: SiteRecord, draft: Json, fieldsets: string[]): Json {
    // `slug` is the fake's own note of the post's slug: a Wix draft has only `seoSlug`.
    const { richContent, slug: _slug, ...base } = clone(draft)
    const out: Json = base
    if (fieldsets.includes('RICH_CONTENT')) out.richContent = richContent
    if (fieldsets.includes('CONTENT')) out.content = ricosText(richContent?.nodes)
    if (fieldsets.includes('GENERATED_EXCERPT') && !out.excerpt) out.excerpt = ricosText(richContent?.nodes).slice(0, 140)
    if (fieldsets.includes('URL')) out.url = postUrl(site, draft, draft.status !== 'PUBLISHED')
    return out
  }

  function postOut(site: SiteRecord, post: Json, fieldsets: string[]): Json {
    const { richContent, seoData, contentText, ...base } = clone(post)
    const out: Json = base
    if (fieldsets.includes('RICH_CONTENT')) out.richContent = richContent
    if (fieldsets.includes('SEO')) out.seoData = seoData
    if (fieldsets.includes('CONTENT_TEXT')) out.contentText = contentText
    if (fieldsets.includes('CONTACT_ID')) out.contactId = stableUuid(`contact:${post.memberId}`)
    if (fieldsets.includes('METRICS')) out.metrics = { comments: 0, likes: 0, views: 0 }
    if (fieldsets.includes('URL')) out.url = postUrl(site, post)
    return out
  }

  function memberOut(member: WixFakeMember, fieldsets: string[]): Json {
    const created = new Date(Date.UTC(2024, 0, 1)).toISOString()
    const extended = fieldsets.includes('EXTENDED') || fieldsets.includes('FULL')
    const out: Json = {
      id: member.id,
      contactId: stableUuid(`contact:${member.id}`),
      profile: { nickname: member.nickname, slug: slugify(member.nickname) },
      status: extended ? 'APPROVED' : 'UNKNOWN',
      privacyStatus: extended ? 'PUBLIC' : 'UNKNOWN',
      activityStatus: extended ? 'ACTIVE' : 'UNKNOWN',
      createdDate: created,
      updatedDate: created,
    }
    if (extended) out.loginEmail = member.loginEmail
    if (fieldsets.includes('FULL')) {
      out.loginEmailVerified = true
      out.lastLoginDate = created
      out.contact = { firstName: member.nickname, emails: [member.loginEmail], phones: [], addresses: [] }
    }
    return out
  }

  // --- Draft posts and posts ------------------------------------------------------------------

  /** The fields of a draft a create or update may set, normalized as Wix stores them. */
  function applyDraftFields(site: SiteRecord, draft: Json, input: Json, creating: boolean): void {
    const has = (key: string) => Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined
    if (has('title')) draft.title = String(input.title)
    if (has('excerpt')) draft.excerpt = input.excerpt === null ? null : String(input.excerpt)
    if (has('featured')) draft.featured = Boolean(input.featured)
    if (has('commentingEnabled')) draft.commentingEnabled = Boolean(input.commentingEnabled)
    if (has('hashtags')) draft.hashtags = [...(input.hashtags ?? [])]
    if (has('relatedPostIds')) draft.relatedPostIds = [...(input.relatedPostIds ?? [])]
    if (has('pricingPlanIds')) draft.pricingPlanIds = [...(input.pricingPlanIds ?? [])]
    if (has('language')) draft.language = input.language
    if (has('memberId')) draft.memberId = input.memberId
    // Wix keeps only ids that exist ("only categories that already exist will be added").
    if (has('categoryIds')) draft.categoryIds = [...new Set(input.categoryIds as string[])].filter((id) => site.categories.has(id))
    if (has('tagIds')) draft.tagIds = [...new Set(input.tagIds as string[])].filter((id) => site.tags.has(id))
    if (has('seoData')) draft.seoData = clone(input.seoData)
    if (has('seoSlug')) draft.seoSlug = input.seoSlug
    if (has('heroImage')) draft.heroImage = normalizeImage(site, input.heroImage)
    if (has('media')) draft.media = normalizeMedia(site, input.media)
    if (has('previewTextParagraph')) draft.previewTextParagraph = input.previewTextParagraph
    if (has('richContent')) {
      const rich = clone(input.richContent ?? {}) as Json
      const at = nowIso()
      rich.nodes = Array.isArray(rich.nodes) ? rich.nodes : []
      rich.metadata = {
        version: 1,
        id: crypto.randomUUID(),
        ...(rich.metadata ?? {}),
        createdTimestamp: rich.metadata?.createdTimestamp ?? at,
        updatedTimestamp: at,
      }
      draft.richContent = rich
    } else if (creating)
      draft.richContent = { nodes: [], metadata: { version: 1, id: crypto.randomUUID(), createdTimestamp: nowIso(), updatedTimestamp: nowIso() } }
    const words = ricosText(draft.richContent?.nodes).split(' ').filter(Boolean).length
    draft.minutesToRead = Math.max(1, Math.ceil(words / 200))
  }

  function checkMember(site: SiteRecord, memberId: unknown): void {
    if (memberId === undefined || memberId === null || memberId === '') {
      throw appError(400, 'UNKNOWN', 'INVALID_ARGUMENT: Missing post owner information', 'UNKNOWN')
    }
    if (!memberIds(site).has(String(memberId))) {
      throw appError(400, 'UNKNOWN', `INVALID_ARGUMENT: memberIds [${String(memberId)}] do not exist`, 'UNKNOWN')
    }
  }

  function createDraft(site: SiteRecord, input: Json): Json {
    if (!input || typeof input !== 'object') throw invalid('draftPost', 'must not be empty')
    if (typeof input.title !== 'string' || !input.title.trim()) throw invalid('draftPost.title', 'must not be empty')
    if (input.title.length > 200) throw invalid('draftPost.title', 'must not be longer than 200', 'MAX_LENGTH')
    checkMember(site, input.memberId)
    const at = nowIso()
    const draft: Json = {
      id: crypto.randomUUID(),
      title: '',
      excerpt: null,
      featured: false,
      categoryIds: [],
      memberId: undefined,
      hashtags: [],
      commentingEnabled: true,
      minutesToRead: 1,
      tagIds: [],
      relatedPostIds: [],
      pricingPlanIds: [],
      language: 'en',
      status: 'UNPUBLISHED',
      hasUnpublishedChanges: false,
      editedDate: at,
      createdDate: at,
      seoData: { tags: [] },
    }
    applyDraftFields(site, draft, input, true)
    draft.slug = uniqueSlug(site.drafts.values(), draft.seoSlug || draft.title)
    site.drafts.set(draft.id, draft)
    return draft
  }

  function updateDraft(site: SiteRecord, id: string, input: Json): Json {
    const draft = site.drafts.get(id)
    if (!draft) throw notFound(`Draft post ${id}`, { draftPostId: id })
    if (input.title !== undefined && (typeof input.title !== 'string' || !input.title.trim())) throw invalid('draftPost.title', 'must not be empty')
    if (input.memberId !== undefined && input.memberId !== draft.memberId) checkMember(site, input.memberId)
    applyDraftFields(site, draft, input, false)
    if (input.seoSlug) draft.slug = uniqueSlug(site.drafts.values(), input.seoSlug, id)
    else if (input.title !== undefined && draft.status !== 'PUBLISHED' && !draft.seoSlug)
      draft.slug = uniqueSlug(site.drafts.values(), draft.title, id)
    draft.editedDate = nowIso()
    if (draft.status === 'PUBLISHED') draft.hasUnpublishedChanges = true
    return draft
  }

  /** Publishes a draft: the post gets the draft's id (Wix keeps draft id == post id). */
  function publishDraft(site: SiteRecord, id: string): Json {
    const draft = site.drafts.get(id)
    if (!draft) throw notFound(`Draft post ${id}`, { draftPostId: id })
    checkMember(site, draft.memberId)
    const at = nowIso()
    const existing = site.posts.get(id)
    const richContent = clone(draft.richContent)
    const text = ricosText(richContent?.nodes)
    const post: Json = {
      id,
      title: draft.title,
      excerpt: draft.excerpt || text.slice(0, 140),
      firstPublishedDate: existing?.firstPublishedDate ?? at,
      lastPublishedDate: at,
      slug: draft.slug,
      featured: Boolean(draft.featured),
      pinned: false,
      categoryIds: [...draft.categoryIds],
      memberId: draft.memberId,
      hashtags: [...draft.hashtags],
      commentingEnabled: draft.commentingEnabled,
      minutesToRead: draft.minutesToRead,
      tagIds: [...draft.tagIds],
      relatedPostIds: [...draft.relatedPostIds],
      pricingPlanIds: [...draft.pricingPlanIds],
      language: draft.language,
      seoData: clone(draft.seoData),
      richContent,
      contentText: text,
      preview: false,
      hasUnpublishedChanges: false,
      moderationDetails: undefined,
    }
    if (draft.heroImage) post.heroImage = clone(draft.heroImage)
    if (draft.media) post.media = clone(draft.media)
    site.posts.set(id, post)
    draft.status = 'PUBLISHED'
    draft.hasUnpublishedChanges = false
    draft.firstPublishedDate = post.firstPublishedDate
    draft.editedDate = at
    return post
  }

  // --- Tags and categories --------------------------------------------------------------------

  const normalLabel = (label: unknown) =>
    String(label ?? '')
      .trim()
      .toLowerCase()
  const sameLabel = (a: unknown, b: unknown) => normalLabel(a) === normalLabel(b)

  function createTag(site: SiteRecord, body: Json): Json {
    const label = typeof body.label === 'string' ? body.label.trim() : ''
    if (!label) throw invalid('label', 'must not be empty')
    if (label.length > 100) throw invalid('label', 'must not be longer than 100', 'MAX_LENGTH')
    const existing = [...site.tags.values()].find((t) => sameLabel(t.label, label))
    if (existing) {
      if (site.config.duplicateTags === 'returnExisting') return existing
      throw appError(409, 'ALREADY_EXISTS', `Tag with label "${label}" already exists`)
    }
    const at = nowIso()
    const tag: Json = {
      id: crypto.randomUUID(),
      label,
      slug: uniqueSlug(site.tags.values(), typeof body.slug === 'string' && body.slug ? body.slug : label),
      createdDate: at,
      updatedDate: at,
      language: body.language ?? 'en',
    }
    site.tags.set(tag.id, tag)
    return tag
  }

  function createCategory(site: SiteRecord, input: Json): Json {
    const label = typeof input?.label === 'string' ? input.label.trim() : ''
    if (!label) throw invalid('category.label', 'must not be empty')
    if (label.length > 35) throw invalid('category.label', 'must not be longer than 35', 'MAX_LENGTH')
    if ([...site.categories.values()].some((c) => sameLabel(c.label, label))) {
      throw appError(409, 'ALREADY_EXISTS', `Category with label "${label}" already exists`)
    }
    const category: Json = {
      id: crypto.randomUUID(),
      label,
      description: input.description ?? null,
      title: input.title ?? label,
      displayPosition: input.displayPosition ?? site.categories.size,
      language: input.language ?? 'en',
      slug: uniqueSlug(site.categories.values(), input.slug || label),
      seoData: clone(input.seoData ?? { tags: [] }),
      updatedDate: nowIso(),
    }
    if (input.coverImage) category.coverImage = normalizeImage(site, input.coverImage)
    site.categories.set(category.id, category)
    return category
  }

  // --- Files ----------------------------------------------------------------------------------

  function storeFile(site: SiteRecord, ticket: UploadTicket, bytes: Buffer, contentType: string, fileName: string): Json {
    const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
    const mimeType =
      declared && declared !== 'application/octet-stream' ? declared : ticket.mimeType || mimeFromName(fileName) || 'application/octet-stream'
    const mediaType = mediaTypeOf(mimeType)
    const ext = EXTENSIONS[mimeType] ?? /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'bin'
    const prefix = crypto.createHash('sha256').update(site.config.siteId).digest('hex').slice(0, 6)
    const hex = crypto.randomBytes(16).toString('hex')
    const id = mediaType === 'IMAGE' ? `${prefix}_${hex}~mv2.${ext}` : `${prefix}_${hex}.${ext}`
    const { width, height } = mediaType === 'IMAGE' ? imageSize(bytes) : { width: 0, height: 0 }
    const url = fileUrl(id)
    const at = nowIso()
    const descriptor: Json = {
      id,
      displayName: fileName,
      url,
      parentFolderId: ticket.parentFolderId ?? 'media-root',
      hash: crypto.createHash('md5').update(bytes).digest('hex'),
      sizeInBytes: String(bytes.length),
      private: false,
      mediaType,
      media:
        mediaType === 'IMAGE' || mediaType === 'VECTOR'
          ? {
              [mediaType === 'IMAGE' ? 'image' : 'vector']: {
                image: { id, url, width, height, filename: fileName, sizeInBytes: String(bytes.length) },
                colors: { prominent: { hex: '#808080', rgb: { r: 128, g: 128, b: 128 } }, palette: [] },
                faces: [],
                previewImage: { id, url, width, height },
              },
            }
          : mediaType === 'DOCUMENT'
            ? { document: { id, url, filename: fileName } }
            : {},
      operationStatus: 'READY',
      thumbnailUrl: url,
      labels: [...(ticket.labels ?? [])],
      createdDate: at,
      updatedDate: at,
      siteId: site.config.siteId,
      state: 'OK',
    }
    site.files.set(id, { id, fileName, mimeType, size: bytes.length, width, height })
    site.blobs.set(id, { bytes, descriptor })
    return descriptor
  }

  // --- The API --------------------------------------------------------------------------------

  const page = <T>(list: T[], fieldsets: string[], out: (item: T, fieldsets: string[]) => Json) => list.map((item) => out(item, fieldsets))

  function blogApi(r: ApiCall): Json | undefined {
    const { method, site, body, fieldsets } = r
    // ['v3', 'draft-posts', id, 'publish']. The SDK puts path parameters in unencoded (a tag label
    // 'a/b' makes two segments, 'C# x' loses everything from '#'), so a longer path has no route.
    if (r.segments.length > 4) return undefined
    const [, kind, a, b] = r.segments
    const draftOutF = (d: Json, f: string[]) => draftOut(site, d, f)
    const postOutF = (p: Json, f: string[]) => postOut(site, p, f)

    if (kind === 'draft-posts') {
      if (method === 'POST' && !a) {
        const draft = createDraft(site, body.draftPost)
        if (body.publish === true) publishDraft(site, draft.id)
        return { draftPost: draftOut(site, draft, fieldsets) }
      }
      if (method === 'POST' && a === 'query') {
        const query = body.query ?? {}
        const all = [...site.drafts.values()].filter((d) => matchesFilter(d, query.filter))
        const sorted = query.sort?.length ? sortItems(all, query.sort) : all.sort((x, y) => (x.editedDate < y.editedDate ? 1 : -1))
        const { page: items, metadata } = cursorPage(sorted, query)
        return { draftPosts: page(items, fieldsets, draftOutF), pagingMetadata: metadata }
      }
      if (method === 'GET' && !a) {
        const status = r.url.searchParams.get('status')
        const all = [...site.drafts.values()].filter((d) => !status || d.status === status)
        const { page: items, metadata } = offsetPage(all, {
          limit: r.url.searchParams.get('paging.limit'),
          offset: r.url.searchParams.get('paging.offset'),
        })
        return { draftPosts: page(items, fieldsets, draftOutF), metaData: metadata }
      }
      if (a && a !== 'query' && !b) {
        if (method === 'GET') {
          const draft = site.drafts.get(a)
          if (!draft) throw notFound(`Draft post ${a}`, { draftPostId: a })
          return { draftPost: draftOut(site, draft, fieldsets) }
        }
        if (method === 'PATCH') {
          const input = { ...(body.draftPost ?? {}) }
          if (input.id !== undefined && input.id !== a) throw invalid('draftPost.id', 'must match the id in the path', 'FORMAT')
          delete input.id
          const draft = updateDraft(site, a, input)
          if (body.action === 'UPDATE_PUBLISH') publishDraft(site, a)
          // Wix's UPDATE_REVERT_TO_DRAFT takes a published post down: only the draft remains.
          if (body.action === 'UPDATE_REVERT_TO_DRAFT') {
            site.posts.delete(a)
            draft.status = 'UNPUBLISHED'
          }
          return { draftPost: draftOut(site, draft, fieldsets) }
        }
        if (method === 'DELETE') {
          if (!site.drafts.delete(a)) throw notFound(`Draft post ${a}`, { draftPostId: a })
          site.posts.delete(a)
          return {}
        }
      }
      if (method === 'POST' && a && b === 'publish') return { postId: publishDraft(site, a).id }
    }

    if (kind === 'posts') {
      const livePosts = () => [...site.posts.values()].sort((x, y) => (x.firstPublishedDate < y.firstPublishedDate ? 1 : -1))
      if (method === 'POST' && a === 'query') {
        const query = body.query ?? {}
        const all = livePosts().filter((p) => matchesFilter(p, query.filter))
        const { page: items, metadata } = cursorPage(query.sort?.length ? sortItems(all, query.sort) : all, query)
        return { posts: page(items, fieldsets, postOutF), pagingMetadata: metadata }
      }
      if (method === 'GET' && !a) {
        const q = r.url.searchParams
        const tagIds = q.getAll('tagIds')
        const categoryIds = q.getAll('categoryIds')
        const all = livePosts().filter(
          (p) =>
            (!tagIds.length || tagIds.some((t) => p.tagIds.includes(t))) &&
            (!categoryIds.length || categoryIds.some((c) => p.categoryIds.includes(c))),
        )
        if (q.get('paging.cursor')) {
          const { page: items, metadata } = cursorPage(all, { cursorPaging: { limit: q.get('paging.limit'), cursor: q.get('paging.cursor') } })
          return { posts: page(items, fieldsets, postOutF), pagingMetadata: metadata }
        }
        const { page: items, metadata } = offsetPage(all, { limit: q.get('paging.limit'), offset: q.get('paging.offset') })
        return {
          posts: page(items, fieldsets, postOutF),
          metaData: metadata,
          pagingMetadata: { count: items.length, offset: metadata.offset, total: metadata.total },
        }
      }
      if (method === 'GET' && a === 'slugs' && b) {
        const post = [...site.posts.values()].find((p) => p.slug === b)
        if (!post) throw notFound(`Post with slug ${b}`, { slug: b })
        return { post: postOut(site, post, fieldsets) }
      }
      if (method === 'GET' && a && !b) {
        const post = site.posts.get(a)
        if (!post) throw notFound(`Post ${a}`, { postId: a })
        return { post: postOut(site, post, fieldsets) }
      }
      if (method === 'GET' && a && b === 'metrics') {
        if (!site.posts.has(a)) throw notFound(`Post ${a}`, { postId: a })
        return { metrics: { comments: 0, likes: 0, views: 0 } }
      }
    }

    if (kind === 'tags') {
      const tagOutF = (t: Json, f: string[]) => tagOut(site, t, f)
      if (method === 'POST' && !a) return { tag: tagOut(site, createTag(site, body), fieldsets) }
      if (method === 'POST' && a === 'query') {
        const query = body.query ?? {}
        const all = [...site.tags.values()].filter((t) => matchesFilter(tagOut(site, t, []), query.filter))
        const { page: items, metadata } = offsetPage(sortItems(all, query.sort), query.paging)
        return { tags: page(items, fieldsets, tagOutF), pagingMetadata: metadata }
      }
      if (method === 'GET' && a === 'labels' && b !== undefined) {
        const tag = [...site.tags.values()].find((t) => sameLabel(t.label, b))
        if (!tag) throw notFound(`Tag with label ${b}`, { label: b })
        return { tag: tagOut(site, tag, fieldsets) }
      }
      if (method === 'GET' && a === 'slugs' && b !== undefined) {
        const tag = [...site.tags.values()].find((t) => t.slug === b)
        if (!tag) throw notFound(`Tag with slug ${b}`, { slug: b })
        return { tag: tagOut(site, tag, fieldsets) }
      }
      if (a && !b && (method === 'GET' || method === 'DELETE')) {
        const tag = site.tags.get(a)
        if (!tag) throw notFound(`Tag ${a}`, { tagId: a })
        if (method === 'GET') return { tag: tagOut(site, tag, fieldsets) }
        site.tags.delete(a)
        for (const item of [...site.drafts.values(), ...site.posts.values()]) item.tagIds = item.tagIds.filter((t: string) => t !== a)
        return {}
      }
    }

    if (kind === 'categories') {
      const categoryOutF = (c: Json, f: string[]) => categoryOut(site, c, f)
      const ordered = () => sortItems([...site.categories.values()], [{ fieldName: 'displayPosition', order: 'ASC' }])
      if (method === 'POST' && !a) return { category: categoryOut(site, createCategory(site, body.category), fieldsets) }
      if (method === 'POST' && a === 'query') {
        const query = body.query ?? {}
        const all = ordered().filter((c) => matchesFilter(categoryOut(site, c, []), query.filter))
        const { page: items, metadata } = offsetPage(query.sort?.length ? sortItems(all, query.sort) : all, query.paging)
        return { categories: page(items, fieldsets, categoryOutF), pagingMetadata: metadata }
      }
      if (method === 'GET' && !a) {
        const { page: items, metadata } = offsetPage(ordered(), {
          limit: r.url.searchParams.get('paging.limit'),
          offset: r.url.searchParams.get('paging.offset'),
        })
        return { categories: page(items, fieldsets, categoryOutF), metaData: metadata }
      }
      if (method === 'GET' && a === 'slugs' && b !== undefined) {
        const category = [...site.categories.values()].find((c) => c.slug === b)
        if (!category) throw notFound(`Category with slug ${b}`, { slug: b })
        return { category: categoryOut(site, category, fieldsets) }
      }
      if (a && !b) {
        const category = site.categories.get(a)
        if (!category) throw notFound(`Category ${a}`, { categoryId: a })
        if (method === 'GET') return { category: categoryOut(site, category, fieldsets) }
        if (method === 'PATCH') {
          const input = body.category ?? {}
          if (input.label !== undefined) {
            const label = String(input.label).trim()
            if (!label) throw invalid('category.label', 'must not be empty')
            if ([...site.categories.values()].some((c) => c.id !== a && sameLabel(c.label, label))) {
              throw appError(409, 'ALREADY_EXISTS', `Category with label "${label}" already exists`)
            }
            category.label = label
          }
          for (const key of ['description', 'title', 'displayPosition', 'language', 'seoData'] as const) {
            if (input[key] !== undefined) category[key] = clone(input[key])
          }
          if (input.slug) category.slug = uniqueSlug(site.categories.values(), input.slug, a)
          category.updatedDate = nowIso()
          return { category: categoryOut(site, category, fieldsets) }
        }
        if (method === 'DELETE') {
          site.categories.delete(a)
          for (const item of [...site.drafts.values(), ...site.posts.values()]) item.categoryIds = item.categoryIds.filter((c: string) => c !== a)
          return {}
        }
      }
    }

    if (kind === 'stats' && method === 'GET' && a === 'posts' && b === 'total') return { total: site.posts.size }
    return undefined
  }

  function membersApi(r: ApiCall): Json | undefined {
    const { method, site, body } = r
    const seg = r.segments // ['members', 'v1', 'members', id]
    const id = seg[3]
    const fieldsets = r.fieldsets.length ? r.fieldsets : ['PUBLIC']
    const members = () => site.config.members.map((m) => memberOut(m, ['FULL']))
    const shape = (list: Json[]) => list.map((full) => memberOut(site.config.members.find((m) => m.id === full.id) as WixFakeMember, fieldsets))
    if (method === 'POST' && id === 'query' && seg.length === 4) {
      const query = body.query ?? {}
      const all = sortItems(
        members().filter((m) => matchesFilter(m, query.filter)),
        query.sorting ?? query.sort,
      )
      const { page: items, metadata } = offsetPage(all, query.paging, 50, 1000)
      return { members: shape(items), metadata }
    }
    if (method === 'GET' && seg.length === 3) {
      const q = r.url.searchParams
      const { page: items, metadata } = offsetPage(members(), { limit: q.get('paging.limit'), offset: q.get('paging.offset') }, 50, 1000)
      return { members: shape(items), metadata }
    }
    if (method === 'GET' && id && seg.length === 4) {
      const member = site.config.members.find((m) => m.id === id)
      if (!member) throw appError(404, 'MEMBER_NOT_FOUND', `Member ${id} not found`, `Member ${id} not found`, { memberId: id })
      return { member: memberOut(member, fieldsets) }
    }
    return undefined
  }

  function mediaApi(r: ApiCall): Json | undefined {
    const { method, site, body, path } = r
    if (method === 'POST' && path === '/site-media/v1/files/generate-upload-url') {
      const mimeType = typeof body.mimeType === 'string' ? body.mimeType.trim() : ''
      if (!mimeType) throw invalid('mimeType', 'must not be empty')
      const token = crypto.randomBytes(24).toString('base64url')
      uploads.set(token, {
        siteId: site.config.siteId,
        mimeType,
        fileName: typeof body.fileName === 'string' && body.fileName ? body.fileName : undefined,
        parentFolderId: typeof body.parentFolderId === 'string' ? body.parentFolderId : undefined,
        filePath: typeof body.filePath === 'string' ? body.filePath : undefined,
        labels: Array.isArray(body.labels) ? body.labels.map(String) : undefined,
      })
      return { uploadUrl: `${baseUrl}/_upload/${token}` }
    }
    if (method === 'GET' && path === '/site-media/v1/files/get-file-by-id') {
      const fileId = r.url.searchParams.get('fileId') ?? ''
      const blob = site.blobs.get(fileId)
      if (!blob) throw notFound(`File ${fileId}`, { fileId })
      return { file: clone(blob.descriptor) }
    }
    return undefined
  }

  // --- HTTP -----------------------------------------------------------------------------------

  function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
    if (res.headersSent || res.destroyed) return
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), {
      'x-wix-request-id': `${Date.now()}.${crypto.randomBytes(6).toString('hex')}`,
    })
  }

  const sendHtml = (res: http.ServerResponse, status: number, html: string) => send(res, status, 'text/html; charset=utf-8', html)

  function readRaw(req: http.IncomingMessage, max: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      let size = 0
      req.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > max) {
          reject(appError(413, 'PAYLOAD_TOO_LARGE', 'Request body too large'))
          req.destroy()
        } else chunks.push(chunk)
      })
      req.on('end', () => resolve(Buffer.concat(chunks)))
      req.on('error', reject)
    })
  }

  function takeFailure(method: string, path: string) {
    const index = failures.findIndex(({ matcher }) => {
      matcher.lastIndex = 0
      if (matcher.test(path)) return true
      matcher.lastIndex = 0
      return matcher.test(`${method} ${path}`)
    })
    return index === -1 ? undefined : failures.splice(index, 1)[0]
  }

  const decodePath = (raw: string) => {
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }

  /** 401, 403, 404 before a route runs: key, site, Manage Blog permission, Blog app installed. */
  function authorize(req: http.IncomingMessage, blog: boolean): SiteRecord {
    const key = String(req.headers.authorization ?? '').trim()
    if (!key || !keys.has(key)) {
      throw appError(401, 'UNAUTHENTICATED', 'UNAUTHENTICATED: the API key is missing or not valid', 'UNAUTHENTICATED')
    }
    const siteId = String(req.headers['wix-site-id'] ?? '').trim()
    const site = siteId ? sites.get(siteId) : undefined
    if (!siteId || !site || !keys.get(key)?.has(siteId)) throw appError(403, 'PERMISSION_DENIED', PERMISSION_MESSAGE, '')
    if (blog && !site.config.blogPermission) throw appError(403, 'PERMISSION_DENIED', PERMISSION_MESSAGE, '')
    if (blog && !site.config.blogInstalled) {
      throw appError(404, 'APP_NOT_INSTALLED', 'Wix Blog app is not installed on this site', 'The Wix Blog app is not installed on this site', {
        appDefId: WIX_BLOG_APP_DEF_ID,
      })
    }
    return site
  }

  async function handleUpload(req: http.IncomingMessage, res: http.ServerResponse, url: URL, token: string): Promise<void> {
    if (req.method !== 'PUT' && req.method !== 'POST') throw appError(405, 'METHOD_NOT_ALLOWED', 'Use PUT to upload the file')
    const ticket = uploads.get(token)
    const site = ticket ? sites.get(ticket.siteId) : undefined
    if (!ticket || !site) throw appError(403, 'PERMISSION_DENIED', 'The upload token is not valid', 'The upload token is not valid')
    const bytes = await readRaw(req, MAX_UPLOAD_BYTES)
    if (!bytes.length) throw invalid('file', 'must not be empty')
    const fileName = url.searchParams.get('filename') || ticket.fileName
    if (!fileName) throw invalid('filename', 'must not be empty')
    sendJson(res, 200, { file: storeFile(site, ticket, bytes, String(req.headers['content-type'] ?? ''), fileName) })
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = decodePath(url.pathname)

    if (url.pathname.startsWith('/__fake/')) return control(req, res, method, url)

    const siteHeader = String(req.headers['wix-site-id'] ?? '').trim() || undefined
    // Recorded as the answer starts (so a test sees it as soon as its call returns), or with
    // status 0 when the connection closes without one.
    let recorded = false
    const record = (status: number) => {
      if (recorded) return
      recorded = true
      requests.push({ method, path, query: url.search, siteId: siteHeader, status })
    }
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      record(status)
      return writeHead(status, ...rest)
    }) as typeof res.writeHead
    res.on('close', () => record(res.headersSent ? res.statusCode : 0))
    try {
      const failure = takeFailure(method, path)
      if (failure) {
        await readRaw(req, MAX_UPLOAD_BYTES).catch(() => Buffer.alloc(0))
        if (typeof failure.body === 'string') return send(res, failure.status, 'text/html; charset=utf-8', failure.body)
        return sendJson(res, failure.status, failure.body ?? defaultErrorBody(failure.status))
      }

      const upload = /^\/_upload\/([^/]+)$/.exec(url.pathname)
      if (upload) return await handleUpload(req, res, url, decodePath(upload[1] as string))

      const blog = BLOG_ROUTE.test(url.pathname)
      const known = blog || url.pathname.startsWith('/members/v1/') || url.pathname.startsWith('/site-media/v1/')
      const raw = (await readRaw(req, MAX_JSON_BYTES)).toString('utf8')
      if (!known) {
        console.warn(`[fake-wix] no route for ${method} ${url.pathname}${url.search}`)
        throw appError(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`)
      }
      const site = authorize(req, blog)
      const body = raw ? parseJsonOr(raw, undefined) : {}
      if (body === undefined || typeof body !== 'object' || body === null)
        throw appError(400, 'INVALID_ARGUMENT', 'The request body is not valid JSON')
      const fieldsets = [...url.searchParams.getAll('fieldsets'), ...(Array.isArray(body.fieldsets) ? body.fieldsets.map(String) : [])]
      const segments = url.pathname.split('/').filter(Boolean).map(decodePath)
      if (blog && segments[0] === 'blog') segments.shift()
      const request: ApiCall = { method, path, segments, url, body, site, fieldsets }
      const answer = blog ? blogApi(request) : url.pathname.startsWith('/members/') ? membersApi(request) : mediaApi(request)
      if (answer === undefined) {
        console.warn(`[fake-wix] no route for ${method} ${url.pathname}${url.search}`)
        throw appError(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`)
      }
      sendJson(res, 200, answer)
    } catch (error) {
      if (!(error instanceof WixHttpError)) throw error
      sendJson(res, error.status, error.body)
    }
  }

  // --- Test-only routes -----------------------------------------------------------------------

  function stateDump(site: SiteRecord): Json {
    return {
      siteId: site.config.siteId,
      config: site.config,
      drafts: [...site.drafts.values()],
      posts: [...site.posts.values()],
      tags: [...site.tags.values()],
      categories: [...site.categories.values()],
      files: [...site.files.values()],
    }
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL): Promise<void> {
    const path = url.pathname
    const raw = method === 'GET' || method === 'HEAD' ? '' : (await readRaw(req, MAX_JSON_BYTES)).toString('utf8')
    let m: RegExpExecArray | null
    if (path === '/__fake/health') return sendJson(res, 200, { ok: true })
    if (path === '/__fake/requests' && method === 'GET') return sendJson(res, 200, requests)
    if (path === '/__fake/state' && method === 'GET') {
      const siteId = url.searchParams.get('siteId')
      if (siteId) {
        const site = sites.get(siteId)
        return site ? sendJson(res, 200, stateDump(site)) : sendJson(res, 404, { error: `no site ${siteId}` })
      }
      return sendJson(res, 200, Object.fromEntries([...sites.entries()].map(([id, site]) => [id, stateDump(site)])))
    }
    if (path === '/__fake/sites' && method === 'POST') {
      const body = parseJsonOr(raw, null)
      try {
        for (const site of Array.isArray(body) ? body : [body]) addSite(site)
      } catch (error) {
        return sendJson(res, 400, { error: (error as Error).message })
      }
      return sendJson(res, 200, { ok: true })
    }
    if (path === '/__fake/fail-next' && method === 'POST') {
      const body = parseJsonOr(raw, {})
      const source = typeof body.path === 'string' ? body.path : typeof body.matcher === 'string' ? body.matcher : ''
      const status = Number(body.status)
      if (!source || !Number.isInteger(status)) return sendJson(res, 400, { error: 'fail-next needs { path: <regex source>, status }' })
      let matcher: RegExp
      try {
        matcher = new RegExp(source)
      } catch (error) {
        return sendJson(res, 400, { error: (error as Error).message })
      }
      fake.failNext(matcher, status, body.body)
      return sendJson(res, 200, { ok: true })
    }
    if ((m = /^\/__fake\/files\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = decodePath(m[1] as string)
      const site = siteForFile(id)
      const blob = site?.blobs.get(id)
      const file = site?.files.get(id)
      if (!blob || !file) return sendHtml(res, 404, '<!doctype html><title>Not found</title><p>No such file.</p>')
      res.writeHead(200, { 'content-type': file.mimeType, 'content-length': blob.bytes.length, 'cache-control': 'no-store' })
      res.end(blob.bytes)
      return
    }
    if ((m = /^\/__fake\/post\/([^/]+)$/.exec(path)) && method === 'GET') {
      const id = decodePath(m[1] as string)
      const site = siteForPost(id)
      const preview = url.searchParams.has('preview')
      const entry = site ? (preview ? site.drafts.get(id) : site.posts.get(id)) : undefined
      if (!site || !entry)
        return sendHtml(res, 404, pageHtml('Post not found', '<h1>Post not found</h1><p>This post does not exist or is not published.</p>'))
      return sendHtml(res, 200, postPage(site, entry))
    }
    if ((m = /^\/__fake\/blog\/([^/]+)\/(tags|categories)\/([^/]+)$/.exec(path)) && method === 'GET') {
      const site = sites.get(decodePath(m[1] as string))
      const slug = decodePath(m[3] as string)
      const isTag = m[2] === 'tags'
      const term = site ? [...(isTag ? site.tags : site.categories).values()].find((t) => t.slug === slug) : undefined
      if (!site || !term) return sendHtml(res, 404, pageHtml('Not found', '<h1>Not found</h1>'))
      const list = [...site.posts.values()].filter((p) => (isTag ? p.tagIds : p.categoryIds).includes(term.id))
      const items = list.map((p) => `<li><a href="${escapeHtml(fakePostHref(p.id))}">${escapeHtml(p.title)}</a></li>`).join('')
      return sendHtml(res, 200, pageHtml(term.label, `<h1>${escapeHtml(term.label)}</h1><ul class="posts">${items}</ul>`))
    }
    sendJson(res, 404, { error: `no control route ${method} ${path}` })
  }

  // --- The live post as a page ----------------------------------------------------------------

  const fakePostHref = (id: string) => `${baseUrl}/__fake/post/${encodeURIComponent(id)}`

  function imageSrc(site: SiteRecord, src: Json | undefined): string {
    if (!src) return ''
    if (typeof src.id === 'string' && src.id) return site.files.has(src.id) ? fileUrl(src.id) : `https://static.wixstatic.com/media/${src.id}`
    return typeof src.url === 'string' ? src.url : ''
  }

  function renderNodes(site: SiteRecord, nodes: unknown): string {
    if (!Array.isArray(nodes)) return ''
    return (nodes as Json[]).map((node) => renderNode(site, node)).join('')
  }

  function renderNode(site: SiteRecord, node: Json): string {
    const inner = () => renderNodes(site, node?.nodes)
    switch (node?.type) {
      case 'TEXT':
        return decorate(String(node.textData?.text ?? ''), node.textData?.decorations)
      case 'PARAGRAPH':
        return `<p>${inner()}</p>\n`
      case 'HEADING': {
        const level = Math.min(6, Math.max(1, Number(node.headingData?.level) || 2))
        return `<h${level}>${inner()}</h${level}>\n`
      }
      case 'BULLETED_LIST':
        return `<ul>${inner()}</ul>\n`
      case 'ORDERED_LIST':
        return `<ol>${inner()}</ol>\n`
      case 'LIST_ITEM':
        return `<li>${inner()}</li>`
      case 'BLOCKQUOTE':
        return `<blockquote>${inner()}</blockquote>\n`
      case 'CODE_BLOCK':
        return `<pre><code>${inner()}</code></pre>\n`
      case 'DIVIDER':
        return '<hr>\n'
      case 'IMAGE': {
        const data = node.imageData ?? {}
        const src = imageSrc(site, data.image?.src)
        const size = `${data.image?.width ? ` width="${Number(data.image.width)}"` : ''}${data.image?.height ? ` height="${Number(data.image.height)}"` : ''}`
        const caption = data.caption ? `<figcaption>${escapeHtml(data.caption)}</figcaption>` : ''
        return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(data.altText ?? '')}"${size}>${caption}</figure>\n`
      }
      case 'HTML':
        return `<div class="html-embed">${node.htmlData?.html ?? (node.htmlData?.url ? `<iframe src="${escapeHtml(node.htmlData.url)}"></iframe>` : '')}</div>\n`
      case 'TABLE':
        return `<table>${inner()}</table>\n`
      case 'TABLE_ROW':
        return `<tr>${inner()}</tr>`
      case 'TABLE_CELL':
        return `<td>${inner()}</td>`
      default:
        return inner()
    }
  }

  function pageHtml(title: string, body: string, head = ''): string {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}
<style>body{font-family:sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}img{max-width:100%;height:auto}</style>
</head><body>
${body}
</body></html>`
  }

  function postPage(site: SiteRecord, post: Json): string {
    const seoTags = (post.seoData?.tags ?? []) as Json[]
    const seoTitle = seoTags.find((t) => t.type === 'title')?.children
    const head = seoTags
      .filter((t) => t.type === 'meta' && t.props && !t.disabled)
      .map(
        (t) =>
          `\n<meta ${Object.entries(t.props as Json)
            .map(([k, v]) => `${escapeHtml(k)}="${escapeHtml(v)}"`)
            .join(' ')}>`,
      )
      .join('')
    const author = site.config.members.find((m) => m.id === post.memberId)?.nickname ?? ''
    const coverImage = post.media?.displayed !== false ? (post.media?.wixMedia?.image ?? post.heroImage) : undefined
    const cover = coverImage
      ? `<figure class="cover"><img src="${escapeHtml(imageSrc(site, coverImage))}" alt="${escapeHtml(post.media?.altText ?? coverImage.altText ?? '')}"></figure>\n`
      : ''
    const tags = (post.tagIds as string[])
      .map((id) => site.tags.get(id))
      .filter(Boolean)
      .map((tag) => {
        const link = tagUrl(site, tag as Json)
        return `<li><a rel="tag" href="${escapeHtml(`${link.base}${link.path}`)}">${escapeHtml((tag as Json).label)}</a></li>`
      })
      .join('')
    const categories = (post.categoryIds as string[])
      .map((id) => site.categories.get(id))
      .filter(Boolean)
      .map((c) => `<li>${escapeHtml((c as Json).label)}</li>`)
      .join('')
    const body = `<article data-post-id="${escapeHtml(post.id)}">
<h1>${escapeHtml(post.title)}</h1>
${author ? `<p class="author">By ${escapeHtml(author)}</p>\n` : ''}${post.excerpt ? `<p class="excerpt">${escapeHtml(post.excerpt)}</p>\n` : ''}${cover}<div class="content">
${renderNodes(site, post.richContent?.nodes)}</div>
${categories ? `<ul class="categories">${categories}</ul>\n` : ''}${tags ? `<ul class="tags">${tags}</ul>\n` : ''}</article>`
    return pageHtml(typeof seoTitle === 'string' && seoTitle ? seoTitle : post.title, body, head)
  }

  // --- Start ----------------------------------------------------------------------------------

  const server = await startServer({
    label: 'fake-wix',
    port: options.port,
    handle,
    internalError: (res, message) =>
      sendJson(res, 500, { message, details: { applicationError: { code: 'INTERNAL', description: message, data: {} } } }),
  })
  baseUrl = server.baseUrl

  const fake: WixFake = {
    url: baseUrl,
    port: server.port,
    addSite,
    state(siteId) {
      const site = siteOf(siteId)
      return { drafts: site.drafts, posts: site.posts, tags: site.tags, categories: site.categories, files: site.files }
    },
    requests,
    failNext(matcher, status, body) {
      failures.push({ matcher, status, body })
    },
    defaultMemberId,
    stop: () => server.close(),
  }
  return fake
}

// Run standalone (a Playwright webServer): FAKE_WIX_PORT (12151), FAKE_WIX_SITES (a JSON array of
// WixFakeSite). Post URLs point at the fake's own /__fake/post/:id pages.
if (isDirectRun(/(^|[\\/])wix\.ts$/)) {
  await runStandalone(
    async () => {
      const fake = await startWixFake({ port: Number(process.env.FAKE_WIX_PORT ?? 12151), postUrls: 'fake' })
      const sites = process.env.FAKE_WIX_SITES ? JSON.parse(process.env.FAKE_WIX_SITES) : []
      for (const site of Array.isArray(sites) ? sites : [sites]) fake.addSite(site)
      return fake
    },
    (fake) => `Fake Wix listening on ${fake.url}`,
  )
}
