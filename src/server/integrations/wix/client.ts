import 'server-only'

import { categories, draftPosts, posts, tags } from '@wix/blog'
import { files } from '@wix/media'
import { members } from '@wix/members'
import { ApiKeyStrategy, createClient } from '@wix/sdk'

import { env } from '../../env'
import { AppError } from '../../errors'
import { safeRequest } from '../../fetch/safeFetch'
import { siteFailure, SiteFailureError, type SiteFailure } from '../failures'

export type WixSite = { siteUrl: string; siteId: string; apiKey: string }

const WIX_API = 'https://www.wixapis.com'
const API_TIMEOUT_MS = 20_000
const MAX_ANSWER_BYTES = 10 * 1024 * 1024

/** An exchange with Wix that never got an answer, remembered for the SDK error that follows it. */
type Transport = { failure?: SiteFailure }

/**
 * The fetch the Wix SDK runs on: every call goes through the safe fetcher (the upload URL Wix
 * hands out too), to WIX_API_BASE instead of www.wixapis.com when that is set (the tests' loopback
 * Wix). An exchange that fails is kept as a SiteFailure: the SDK wraps it in its own error.
 */
export function wixFetch(transport: Transport): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null
    const raw = request ? request.url : String(input)
    const base = env().WIX_API_BASE
    const url = base && raw.startsWith(WIX_API) ? `${base.replace(/\/$/, '')}${raw.slice(WIX_API.length)}` : raw
    const headers = Object.fromEntries(new Headers(init?.headers ?? request?.headers ?? undefined))
    const body = init?.body ?? (request && request.method !== 'GET' && request.method !== 'HEAD' ? Buffer.from(await request.arrayBuffer()) : undefined)
    try {
      const answer = await safeRequest(url, {
        method: init?.method ?? request?.method ?? 'GET',
        headers: { 'user-agent': 'SEOWriter/1.0 (+publishing)', ...headers },
        body: body === undefined || body === null ? undefined : typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer),
        allowLoopback: env().FETCH_ALLOW_LOOPBACK,
        timeoutMs: API_TIMEOUT_MS,
        maxBytes: MAX_ANSWER_BYTES,
      })
      const answerHeaders = new Headers()
      for (const [name, value] of Object.entries(answer.headers)) {
        // The body comes back decoded and whole: its encoding and length headers no longer apply.
        if (value === undefined || name === 'content-encoding' || name === 'content-length' || name === 'transfer-encoding') continue
        for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one)
      }
      const empty = answer.status === 204 || answer.status === 304
      return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers: answerHeaders })
    } catch (error) {
      if (error instanceof AppError) transport.failure = siteFailure(error.code === 'URL_REFUSED' ? 'SITE_REFUSED' : 'SITE_UNREACHABLE', { detail: error.message })
      throw error
    }
  }
}

/** The official SDK's client for one site, authenticated with its API key. */
export function wixClient(site: WixSite, transport: Transport = {}) {
  return createClient({
    auth: ApiKeyStrategy({ siteId: site.siteId, apiKey: site.apiKey }),
    modules: { draftPosts, posts, tags, categories, members, files },
    fetch: wixFetch(transport),
  })
}

export type WixClient = ReturnType<typeof wixClient>

type WixError = { status?: number; details?: { applicationError?: { code?: string | number; description?: string } } }

/**
 * What a failed Wix call means for the user. Wix answers 403 both for a site the key cannot reach
 * and for a permission the key lacks, with the same message: `area` tells them apart, since the
 * member lookup ('site') always runs first; a 403 after it is a missing Manage Blog (or Media).
 */
export function explainWixError(error: unknown, transport: Transport, area: 'blog' | 'site' | 'media' = 'blog'): SiteFailure {
  if (error instanceof SiteFailureError) return error.failure
  if (transport.failure) return transport.failure
  const wix = (error ?? {}) as WixError
  const status = wix.status
  const code = String(wix.details?.applicationError?.code ?? '')
  const detail = code || undefined
  if (status === undefined) return siteFailure('SITE_UNREACHABLE', { detail })
  if (status === 429 || status >= 500) return siteFailure('SITE_ERROR', { status, detail })
  if (code === 'APP_NOT_INSTALLED' || code === 'BLOG_NOT_INSTALLED') return siteFailure('WIX_BLOG_MISSING', { status, detail })
  if (status === 401) return siteFailure('WIX_KEY_INVALID', { status, detail })
  if (status === 403) return siteFailure(area === 'site' ? 'WIX_WRONG_SITE' : 'WIX_NO_BLOG_PERMISSION', { status, detail })
  if (status === 404 && area === 'site') return siteFailure('WIX_WRONG_SITE', { status, detail })
  if (status === 408) return siteFailure('SITE_ERROR', { status, detail })
  // Any other 4xx: Wix refused what was sent; sending it again would change nothing.
  return siteFailure(status >= 400 && status < 500 ? 'SITE_REJECTED' : 'SITE_ERROR', { status, detail })
}

/** Runs one SDK call; a failure comes back as a SiteFailureError explained for the user. */
export async function wixCall<T>(transport: Transport, area: 'blog' | 'site' | 'media', call: () => Promise<T>): Promise<T> {
  transport.failure = undefined
  try {
    return await call()
  } catch (error) {
    throw new SiteFailureError(explainWixError(error, transport, area))
  }
}

/** The site member who signs the posts: Wix wants one, and an API key is nobody. The first approved member (usually the owner). */
export async function authorMemberId(client: WixClient, transport: Transport): Promise<string> {
  // The PUBLIC fieldset leaves status out; EXTENDED has it.
  const found = await wixCall(transport, 'site', () => client.members.queryMembers({ fieldsets: ['EXTENDED'] }).limit(50).find())
  const member = found.items.find((m) => m.status === 'APPROVED') ?? found.items[0]
  if (!member?._id) throw new SiteFailureError(siteFailure('WIX_NO_MEMBER'))
  return member._id
}

/**
 * 'Test connection' for Wix (SPEC 2, 5): the member lookup (the key reaches the site) and a blog
 * query (the key may manage the blog, and the Blog app is there). Failures come back explained.
 */
export async function checkWix(site: WixSite): Promise<({ ok: true; name: string; roles: string[] }) | SiteFailure> {
  const transport: Transport = {}
  const client = wixClient(site, transport)
  try {
    await authorMemberId(client, transport)
    await wixCall(transport, 'blog', () => client.posts.queryPosts().limit(1).find())
    return { ok: true, name: site.siteUrl.replace(/^https?:\/\//, ''), roles: ['Manage Blog'] }
  } catch (error) {
    if (error instanceof SiteFailureError) return error.failure
    throw error
  }
}
