import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback Gemini for tests: a real HTTP server on 127.0.0.1 that speaks the Generative Language
 * REST API, so the official `@google/genai` SDK works against it with
 * `new GoogleGenAI({ apiKey: 'test', httpOptions: { baseUrl: fake.baseUrl } })`.
 *
 * The SDK builds `${baseUrl}/${apiVersion}/models/${model}:generateContent` (and
 * `:streamGenerateContent?alt=sse`) and sends the key in the `x-goog-api-key` header. @google/genai
 * 3.x defaults apiVersion to 'v1' (1.x used 'v1beta'), so every version prefix is accepted here:
 * /v1, /v1beta, /v1alpha. The key may also come as `?key=` (curl style).
 *
 * Routes (under each version): POST models/{model}:generateContent,
 * POST models/{model}:streamGenerateContent (`alt=sse`: server-sent events separated by
 * "\r\n\r\n" like Google's; without it, one JSON array), POST models/{model}:countTokens,
 * GET models, GET models/{model}.
 * No key → 403 PERMISSION_DENIED; a key other than `opts.apiKey` (when given) or an empty one →
 * 400 INVALID_ARGUMENT with reason API_KEY_INVALID, as Google answers.
 *
 * Test controls: `respond(fn)`, `failNext(n, { status })` (status 0 = drop the connection),
 * `setDelay()`, `requests`, `reset()`; over HTTP for other processes (no auth):
 * GET /__fake/health, GET /__fake/requests, POST /__fake/reset,
 * POST /__fake/fail-next `{ count, status, message?, statusText? }`,
 * POST /__fake/delay `{ firstByteMs?, betweenChunksMs? }`, POST /__fake/respond `{ text }`.
 */

export const FAKE_GEMINI_MODEL = 'gemini-test'

export type GeminiPart = { text?: string; [key: string]: unknown }
export type GeminiContent = { role?: string; parts?: GeminiPart[] }

/** What a responder is given. `model` has no `models/` prefix; `prompt` is the last user turn's text. */
export type FakeGeminiRequest = {
  model: string
  contents: GeminiContent[]
  systemInstruction?: GeminiContent
  stream: boolean
  prompt: string
  body: Record<string, any>
}

export type FakeGeminiAnswer = string | { text: string; finishReason?: 'STOP' | 'MAX_TOKENS' | 'SAFETY' | 'RECITATION' | 'OTHER' }
export type FakeGeminiResponder = (request: FakeGeminiRequest) => FakeGeminiAnswer | Promise<FakeGeminiAnswer>

export type FakeGeminiFailure = {
  /** HTTP status (error.code); 0 destroys the connection without an answer. */
  status: number
  message?: string
  /** Google's status string (error.status), e.g. 'RESOURCE_EXHAUSTED', 'UNAVAILABLE'; derived from `status` when omitted. */
  statusText?: string
  headers?: Record<string, string>
}

export type FakeDelay = { firstByteMs?: number; betweenChunksMs?: number }

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  /** Parsed JSON body (undefined when empty or not JSON). */
  body: any
  rawBody: string
  receivedAt: number
  /** Status answered (0 when the connection was dropped on purpose); undefined until answered. */
  status?: number
  /** True when the client went away before the answer was complete. */
  aborted?: boolean
}

export type FakeGemini = {
  baseUrl: string
  port: number
  requests: RecordedRequest[]
  /** Sets the answer (a function, or a fixed string); null restores the default responder. */
  respond(responder: FakeGeminiResponder | string | null): void
  failNext(count: number, failure: FakeGeminiFailure): void
  setDelay(delay: FakeDelay): void
  reset(): void
  stop(): Promise<void>
}

// ---------------------------------------------------------------------------------------------
// The default answer (the same text as the fake OpenAI's)
// ---------------------------------------------------------------------------------------------

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The subject of a prompt: quoted text, or what follows "about"/"on"/"for"/"topic:"/"keyword:". */
export function topicOf(prompt: string): string {
  const quoted = /["“«]([^"”»\n]{2,80})["”»]/.exec(prompt)?.[1]
  const after = /\b(?:about|on|for|topic|keyword)s?\s*:?\s+([^\n.;!?]{2,120})/i.exec(prompt)?.[1]
  const raw = (quoted ?? after ?? '').trim().split(/\s+/).slice(0, 8).join(' ')
  return raw || 'the topic'
}

/**
 * The default responder's text for a prompt: 10 numbered title lines when it asks for titles,
 * otherwise a small HTML article.
 */
export function defaultAnswer(prompt: string): string {
  const topic = topicOf(prompt)
  if (/\btitles\b/i.test(prompt)) {
    return Array.from({ length: 10 }, (_, i) => `${i + 1}. Title ${i + 1} about ${topic}`).join('\n')
  }
  const t = escapeHtml(topic)
  return [
    `<h1>A practical guide to ${t}</h1>`,
    `<p>This article explains ${t} in plain words, with examples you can use today.</p>`,
    `<h2>Why ${t} matters</h2>`,
    `<p>Readers search for ${t} because they want clear answers. Good content saves them time and earns their trust.</p>`,
    `<h2>How to get started</h2>`,
    `<p>Start small, measure what works, and improve step by step. Consistency beats intensity.</p>`,
  ].join('\n')
}

/** Splits text into pieces of a few words each (whitespace kept), at least two when possible. */
export function splitIntoChunks(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''))
  if (chunks.length === 1 && text.length > 1) {
    const half = Math.ceil(text.length / 2)
    return [text.slice(0, half), text.slice(half)]
  }
  if (chunks.join('') !== text) return [text]
  return chunks.length ? chunks : [text]
}

/** About 4 characters a token. */
export const estimateTokens = (text: string) => (text ? Math.max(1, Math.ceil(text.length / 4)) : 0)

/** The text parts of contents, joined. Accepts a Content, an array of Contents, or a string. */
export function textOfContents(contents: unknown): string {
  if (typeof contents === 'string') return contents
  const list = Array.isArray(contents) ? contents : contents ? [contents] : []
  return list
    .map((content) => {
      if (typeof content === 'string') return content
      const parts = (content as GeminiContent)?.parts
      return Array.isArray(parts) ? parts.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('') : ''
    })
    .join('\n')
}

// ---------------------------------------------------------------------------------------------
// Small HTTP helpers
// ---------------------------------------------------------------------------------------------

const STATUS_TEXT: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
  504: 'Deadline expired before operation could complete.',
}

class GoogleError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly statusText = STATUS_TEXT[code] ?? (code >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
    readonly details?: unknown[],
  ) {
    super(message)
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const newId = () => crypto.randomBytes(16).toString('base64url').replace(/[-_]/g, 'x')

/** Resolves after `ms`, or at once when `signal` aborts (check `signal.aborted` afterwards). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (!ms || ms <= 0 || signal.aborted) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 20_000_000) {
        reject(new GoogleError(413, 'Request payload size exceeds the limit: 20971520 bytes.', 'INVALID_ARGUMENT'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeGemini(opts: { port?: number; apiKey?: string } = {}): Promise<FakeGemini> {
  const requests: RecordedRequest[] = []
  const defaultResponder: FakeGeminiResponder = (request) => defaultAnswer(request.prompt)
  let responder: FakeGeminiResponder = defaultResponder
  let failures: { remaining: number; failure: FakeGeminiFailure }[] = []
  let delay: Required<FakeDelay> = { firstByteMs: 0, betweenChunksMs: 0 }

  function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    if (res.destroyed || res.headersSent) return
    const text = JSON.stringify(body, null, 2)
    res.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(text),
      vary: 'Origin, X-Origin, Referer',
      'server-timing': 'gfet4t7; dur=1',
      ...headers,
    })
    res.end(text)
  }

  function sendError(res: http.ServerResponse, error: GoogleError, headers?: Record<string, string>): void {
    const body: Record<string, unknown> = { code: error.code, message: error.message, status: error.statusText }
    if (error.details) body.details = error.details
    sendJson(res, error.code, { error: body }, headers)
  }

  function takeFailure(): FakeGeminiFailure | undefined {
    const next = failures[0]
    if (!next) return undefined
    next.remaining--
    if (next.remaining <= 0) failures.shift()
    return next.failure
  }

  function checkKey(req: http.IncomingMessage, url: URL): void {
    const header = req.headers['x-goog-api-key']
    const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('key') ?? undefined
    if (key === undefined) {
      throw new GoogleError(
        403,
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        'PERMISSION_DENIED',
      )
    }
    if (key.trim() === '' || (opts.apiKey !== undefined && key !== opts.apiKey)) {
      throw new GoogleError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
        { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US', message: 'API key not valid. Please pass a valid API key.' },
      ])
    }
  }

  function parseRequest(body: any, model: string, stream: boolean): FakeGeminiRequest {
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new GoogleError(400, 'Invalid JSON payload received. Unexpected token.', 'INVALID_ARGUMENT')
    }
    if (!Array.isArray(body.contents) || body.contents.length === 0) {
      throw new GoogleError(400, '* GenerateContentRequest.contents: contents is not specified\n', 'INVALID_ARGUMENT')
    }
    const contents = body.contents as GeminiContent[]
    const lastUser = [...contents].reverse().find((c) => c && (c.role === undefined || c.role === 'user'))
    return {
      model,
      contents,
      systemInstruction: body.systemInstruction ?? body.system_instruction,
      stream,
      prompt: textOfContents(lastUser ? [lastUser] : []),
      body,
    }
  }

  async function generate(
    kind: 'generateContent' | 'streamGenerateContent',
    model: string,
    body: any,
    url: URL,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    signal: AbortSignal,
    record: RecordedRequest,
  ): Promise<void> {
    const stream = kind === 'streamGenerateContent'
    const request = parseRequest(body, model, stream)

    await pause(delay.firstByteMs, signal)
    if (signal.aborted) return

    const failure = takeFailure()
    if (failure) {
      if (failure.status === 0) {
        record.status = 0
        req.socket.destroy()
        return
      }
      const message = failure.message ?? DEFAULT_MESSAGES[failure.status] ?? `Request failed with status ${failure.status}.`
      sendError(res, new GoogleError(failure.status, message, failure.statusText ?? undefined), failure.headers)
      return
    }

    const answer = await responder(request)
    const text = typeof answer === 'string' ? answer : String(answer?.text ?? '')
    const finishReason = (typeof answer === 'object' && answer?.finishReason) || 'STOP'
    if (signal.aborted) return

    const promptTokenCount = estimateTokens(textOfContents(request.contents) + textOfContents(request.systemInstruction))
    const candidatesTokenCount = estimateTokens(text)
    const promptTokensDetails = [{ modality: 'TEXT', tokenCount: promptTokenCount }]
    const fullUsage = { promptTokenCount, candidatesTokenCount, totalTokenCount: promptTokenCount + candidatesTokenCount, promptTokensDetails }
    const responseId = newId()

    if (!stream) {
      sendJson(res, 200, {
        candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason, index: 0 }],
        usageMetadata: fullUsage,
        modelVersion: model,
        responseId,
      })
      return
    }

    const pieces = splitIntoChunks(text)
    const events = pieces.map((piece, i) => {
      const last = i === pieces.length - 1
      return {
        candidates: [{ content: { parts: [{ text: piece }], role: 'model' }, ...(last ? { finishReason } : {}), index: 0 }],
        usageMetadata: last ? fullUsage : { promptTokenCount, totalTokenCount: promptTokenCount, promptTokensDetails },
        modelVersion: model,
        responseId,
      }
    })

    if (url.searchParams.get('alt') !== 'sse') {
      // Without alt=sse, Google streams one JSON array.
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' })
      res.flushHeaders()
      for (let i = 0; i < events.length; i++) {
        if (i > 0) await pause(delay.betweenChunksMs, signal)
        if (signal.aborted || res.destroyed) return
        res.write(`${i === 0 ? '[' : ',\r\n'}${JSON.stringify(events[i])}`)
      }
      res.end(']')
      return
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'content-disposition': 'attachment',
      'cache-control': 'no-cache',
      vary: 'Origin, X-Origin, Referer',
    })
    res.flushHeaders()
    for (let i = 0; i < events.length; i++) {
      if (i > 0) await pause(delay.betweenChunksMs, signal)
      if (signal.aborted || res.destroyed) return
      res.write(`data: ${JSON.stringify(events[i])}\r\n\r\n`)
    }
    res.end()
  }

  function modelInfo(id: string) {
    return {
      name: `models/${id}`,
      version: '001',
      displayName: 'Gemini Test',
      description: 'A fake model for tests.',
      inputTokenLimit: 1_048_576,
      outputTokenLimit: 65_536,
      supportedGenerationMethods: ['generateContent', 'streamGenerateContent', 'countTokens'],
      temperature: 1,
      topP: 0.95,
      topK: 64,
      maxTemperature: 2,
    }
  }

  async function control(method: string, path: string, raw: string, res: http.ServerResponse): Promise<boolean> {
    if (!path.startsWith('/__fake/')) return false
    const body = (() => {
      try {
        return raw ? JSON.parse(raw) : {}
      } catch {
        return {}
      }
    })()
    if (path === '/__fake/health') sendJson(res, 200, { ok: true })
    else if (path === '/__fake/requests' && method === 'GET') sendJson(res, 200, requests)
    else if (path === '/__fake/reset' && method === 'POST') {
      fake.reset()
      sendJson(res, 200, { ok: true })
    } else if (path === '/__fake/fail-next' && method === 'POST') {
      fake.failNext(Number(body.count ?? 1), { status: Number(body.status ?? 503), message: body.message, statusText: body.statusText, headers: body.headers })
      sendJson(res, 200, { ok: true })
    } else if (path === '/__fake/delay' && method === 'POST') {
      fake.setDelay(body)
      sendJson(res, 200, { ok: true })
    } else if (path === '/__fake/respond' && method === 'POST') {
      fake.respond(typeof body.text === 'string' ? body.text : null)
      sendJson(res, 200, { ok: true })
    } else sendJson(res, 404, { error: `no control route ${method} ${path}` })
    return true
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = safeDecode(url.pathname).replace(/\/+$/, '') || '/'
    const raw = await readBody(req)
    if (await control(method, path, raw, res)) return

    let body: any
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw || undefined
    }
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
      rawBody: raw,
      receivedAt: Date.now(),
    }
    requests.push(record)

    const controller = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished && record.status !== 0) {
        record.aborted = true
        controller.abort()
      }
    })
    res.on('finish', () => {
      record.status = res.statusCode
    })

    try {
      const versioned = /^\/(v1|v1beta|v1alpha)(\/.*)$/.exec(path)
      if (!versioned) throw new GoogleError(404, `Method not found: ${method} ${path}`, 'NOT_FOUND')
      const apiVersion = versioned[1] as string
      const rest = versioned[2] as string
      checkKey(req, url)

      const m = /^\/(?:models|tunedModels)\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/.exec(rest)
      if (m) {
        if (method !== 'POST') throw new GoogleError(404, `Method not found: ${method} ${path}`, 'NOT_FOUND')
        const model = m[1] as string
        const kind = m[2] as 'generateContent' | 'streamGenerateContent' | 'countTokens'
        if (kind === 'countTokens') {
          const contents = body?.contents ?? body?.generateContentRequest?.contents
          sendJson(res, 200, { totalTokens: estimateTokens(textOfContents(contents)) })
          return
        }
        await generate(kind, model, body, url, req, res, controller.signal, record)
        return
      }
      if (rest === '/models' && method === 'GET') {
        sendJson(res, 200, { models: [modelInfo(FAKE_GEMINI_MODEL)] })
        return
      }
      const info = /^\/models\/([^/:]+)$/.exec(rest)
      if (info && method === 'GET') {
        const id = info[1] as string
        if (id !== FAKE_GEMINI_MODEL) {
          throw new GoogleError(404, `models/${id} is not found for API version ${apiVersion}, or is not supported for generateContent.`, 'NOT_FOUND')
        }
        sendJson(res, 200, modelInfo(id))
        return
      }
      throw new GoogleError(404, `Method not found: ${method} ${path}`, 'NOT_FOUND')
    } catch (error) {
      if (!(error instanceof GoogleError)) throw error
      sendError(res, error)
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[fake-gemini] internal error:', error)
      if (!res.headersSent) sendError(res, new GoogleError(500, (error as Error)?.message ?? 'Internal error', 'INTERNAL'))
      else res.destroy()
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port

  const fake: FakeGemini = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    respond(next) {
      responder = next === null ? defaultResponder : typeof next === 'string' ? () => next : next
    },
    failNext(count, failure) {
      if (count > 0) failures.push({ remaining: Math.floor(count), failure: { ...failure } })
    },
    setDelay(next) {
      delay = { firstByteMs: Math.max(0, Number(next.firstByteMs ?? 0)), betweenChunksMs: Math.max(0, Number(next.betweenChunksMs ?? 0)) }
    },
    reset() {
      requests.length = 0
      responder = defaultResponder
      failures = []
      delay = { firstByteMs: 0, betweenChunksMs: 0 }
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
  return fake
}

// Run standalone (e.g. as a Playwright web server): FAKE_GEMINI_PORT (12122), FAKE_GEMINI_API_KEY (any key when unset).
if (process.argv[1] && /(^|[\\/])fakes[\\/]gemini\.[cm]?[tj]s$/.test(process.argv[1])) {
  const fake = await startFakeGemini({
    port: Number(process.env.FAKE_GEMINI_PORT ?? 12122),
    apiKey: process.env.FAKE_GEMINI_API_KEY || undefined,
  })
  console.log(`Fake Gemini listening on ${fake.baseUrl} (SDK httpOptions.baseUrl, any of /v1 /v1beta /v1alpha; controls at ${fake.baseUrl}/__fake/)`)
  const shutdown = () => {
    fake.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}
