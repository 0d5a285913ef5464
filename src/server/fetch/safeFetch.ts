import 'server-only'

import dns, { type LookupAddress } from 'node:dns'
import http from 'node:http'
import type net from 'node:net'
import https from 'node:https'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

import { AppError } from '../errors'
import { literalAddress, parseFetchableUrl, refusedRange } from './address'

export type SafeFetchOptions = {
  /** Test runs only (env FETCH_ALLOW_LOOPBACK, refused on a public server): loopback pages are allowed. */
  allowLoopback?: boolean
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export type FetchedPage = { url: string; contentType: string; html: string }

export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 }

const HTML_TYPES = ['text/html', 'application/xhtml+xml']
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export const fetchRefused = () => new AppError('URL_REFUSED', 'This address cannot be fetched.')
const timedOut = () => new AppError('URL_TIMEOUT', 'The page took too long to answer.')
const tooLarge = () => new AppError('URL_TOO_LARGE', 'The page is too large.')
const notHtml = () => new AppError('URL_NOT_HTML', 'This address does not point to a web page.')
const unreachable = (status?: number) =>
  new AppError('URL_UNREACHABLE', status ? `The page could not be loaded (HTTP ${status}).` : 'The page could not be loaded.', status ? { status } : undefined)

/** Raised inside the connection's lookup: the host resolved to an address we do not fetch. */
class RefusedAddress extends Error {}

/**
 * Resolves the host and refuses it when any of its addresses is not public; the socket then
 * connects to exactly the addresses checked here (Node uses the lookup's answer), so a DNS
 * answer that changes between check and connect (rebinding) cannot reach an inner address.
 */
function checkedLookup(allowLoopback: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = !addresses.length || addresses.some((entry) => refusedRange(entry.address, { allowLoopback }) !== null)
      if (refused) return callback(new RefusedAddress(hostname), '', 0)
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: http.IncomingMessage }

const PAGE_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (compatible; SEOWriter/1.0; article research)',
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'Accept-Language': 'en;q=0.9, hu;q=0.8, *;q=0.5',
}

type Outgoing = { method: string; headers: Record<string, string>; body?: Buffer }

function open(url: URL, allowLoopback: boolean, signal: AbortSignal, outgoing: Outgoing): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: outgoing.method,
      // A fresh connection per request: every hop is resolved and checked again.
      agent: false,
      lookup: checkedLookup(allowLoopback),
      signal,
      headers: { 'Accept-Encoding': 'gzip, deflate, br', ...outgoing.headers, ...(outgoing.body ? { 'Content-Length': String(outgoing.body.length) } : {}) },
    })
    request.on('response', (body) => resolve({ status: body.statusCode ?? 0, headers: body.headers, body }))
    request.on('error', reject)
    request.end(outgoing.body)
  })
}

function decoded(answer: Answer): Readable {
  const encoding = String(answer.headers['content-encoding'] ?? '').trim().toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return answer.body.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return answer.body.pipe(zlib.createInflate())
  if (encoding === 'br') return answer.body.pipe(zlib.createBrotliDecompress())
  return answer.body
}

/** The body, stopped as soon as it passes maxBytes (counted after decompression: what we hold). */
async function readCapped(answer: Answer, maxBytes: number): Promise<Buffer> {
  const declared = Number(answer.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  const stream = decoded(answer)
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > maxBytes) throw tooLarge()
      chunks.push(chunk as Buffer)
    }
  } finally {
    answer.body.destroy()
  }
  return Buffer.concat(chunks)
}

/** The charset of the Content-Type, else of a <meta> near the top, else UTF-8. */
export function decodeHtml(bytes: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(bytes.subarray(0, 4096).toString('latin1'))?.[1]
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

function checkedUrl(raw: string, allowLoopback: boolean): URL {
  const parsed = parseFetchableUrl(raw)
  if (!parsed.ok) throw fetchRefused()
  // A literal address is connected to without a lookup: it is checked here.
  const literal = literalAddress(parsed.url)
  if (literal && refusedRange(literal, { allowLoopback }) !== null) throw fetchRefused()
  return parsed.url
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !/^(authorization|cookie|proxy-authorization)$/i.test(name)))
}

export type SafeRequestOptions = SafeFetchOptions & {
  method?: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Looks at the answer before its body is read, and may refuse it (throw). */
  inspect?: (status: number, headers: http.IncomingHttpHeaders) => void
}

export type SafeResponse = { url: string; status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/**
 * One HTTP exchange with an address a user named (DESIGN: every user URL goes through here):
 * http(s) only, public addresses only, the connection pinned to the checked address, 10 s for the
 * whole exchange, the body capped (after decompression). GET and HEAD follow redirects, each
 * checked again (at most 5); other methods return the redirect. Any status comes back; failures
 * of the exchange itself are AppErrors with a sentence for people, nothing of the network stack.
 */
export async function safeRequest(raw: string, options: SafeRequestOptions = {}): Promise<SafeResponse> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...FETCH_LIMITS, ...options }
  const allowLoopback = Boolean(options.allowLoopback)
  const method = (options.method ?? 'GET').toUpperCase()
  const outgoing: Outgoing = { method, headers: options.headers ?? PAGE_HEADERS, body: options.body === undefined ? undefined : Buffer.from(options.body) }
  const deadline = AbortSignal.timeout(timeoutMs)
  let url = checkedUrl(raw, allowLoopback)
  try {
    for (let hop = 0; ; hop++) {
      const answer = await open(url, allowLoopback, deadline, outgoing)
      const location = answer.headers.location
      if (REDIRECTS.has(answer.status) && location && (method === 'GET' || method === 'HEAD')) {
        answer.body.destroy()
        if (hop >= maxRedirects) throw fetchRefused()
        const next = checkedUrl(new URL(location, url).toString(), allowLoopback)
        // Credentials were meant for the address asked: another origin does not get them.
        if (next.origin !== url.origin) outgoing.headers = withoutCredentials(outgoing.headers)
        url = next
        continue
      }
      try {
        options.inspect?.(answer.status, answer.headers)
      } catch (error) {
        answer.body.destroy()
        throw error
      }
      const body = method === 'HEAD' ? (answer.body.destroy(), Buffer.alloc(0)) : await readCapped(answer, maxBytes)
      return { url: url.toString(), status: answer.status, headers: answer.headers, body }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (deadline.aborted) throw timedOut()
    if (error instanceof RefusedAddress || (error as { cause?: unknown })?.cause instanceof RefusedAddress) throw fetchRefused()
    throw unreachable()
  }
}

/**
 * Fetches a web page a user named: safeRequest's rules, a 2xx answer, HTML only (5 MB), decoded
 * by its charset.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  let contentType = ''
  const answer = await safeRequest(raw, {
    ...options,
    inspect: (status, headers) => {
      if (status < 200 || status >= 300) throw unreachable(status)
      contentType = String(headers['content-type'] ?? '')
      if (!HTML_TYPES.includes(contentType.split(';')[0]!.trim().toLowerCase())) throw notHtml()
    },
  })
  return { url: answer.url, contentType, html: decodeHtml(answer.body, contentType) }
}
