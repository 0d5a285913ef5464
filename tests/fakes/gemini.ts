import crypto from 'node:crypto'
import type http from 'node:http'

import { defaultAnswer, estimateTokens, splitIntoChunks } from './answers'
import { fakePng } from './media'
import {
  controlRoute,
  createFaultControls,
  isDirectRun,
  parseJsonOr,
  readBody,
  runStandalone,
  sendIndentedJson,
  startControlledServer,
  type Exchange,
  type FakeDelay,
  type RecordedRequest,
  type ResponseHeaders,
} from './http'

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

export type { FakeDelay, RecordedRequest } from './http'

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
// The default answer (the same text as the fake OpenAI's, see answers.ts)
// ---------------------------------------------------------------------------------------------

export { defaultAnswer, estimateTokens, splitIntoChunks, topicOf } from './answers'

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
// Google's errors and ids
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

/** POST /__fake/fail-next `{ count, status, message?, statusText?, headers? }` (status 503 by default). */
const failureFromControlBody = (body: any): FakeGeminiFailure => ({
  status: Number(body.status ?? 503),
  message: body.message,
  statusText: body.statusText,
  headers: body.headers,
})

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeGemini(opts: { port?: number; apiKey?: string } = {}): Promise<FakeGemini> {
  const controls = createFaultControls<FakeGeminiResponder, FakeGeminiFailure>((request) => defaultAnswer(request.prompt))

  function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: ResponseHeaders = {}): void {
    sendIndentedJson(res, status, 'application/json; charset=UTF-8', body, { vary: 'Origin, X-Origin, Referer', 'server-timing': 'gfet4t7; dur=1', ...headers })
  }

  function sendError(res: http.ServerResponse, error: GoogleError, headers?: Record<string, string>): void {
    const body: Record<string, unknown> = { code: error.code, message: error.message, status: error.statusText }
    if (error.details) body.details = error.details
    sendJson(res, error.code, { error: body }, headers)
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
    exchange: Exchange,
  ): Promise<void> {
    const { res, signal } = exchange
    const stream = kind === 'streamGenerateContent'
    const request = parseRequest(body, model, stream)

    const failure = await controls.beforeAnswer(exchange)
    if (failure === 'done') return
    if (failure) {
      const message = failure.message ?? DEFAULT_MESSAGES[failure.status] ?? `Request failed with status ${failure.status}.`
      sendError(res, new GoogleError(failure.status, message, failure.statusText ?? undefined), failure.headers)
      return
    }

    // Image output (gemini-2.5-flash-image and the like): asked for by responseModalities.
    const modalities: unknown[] = body?.generationConfig?.responseModalities ?? []
    if (!stream && modalities.map((m) => String(m).toUpperCase()).includes('IMAGE')) {
      const png = await fakePng(1024, 1024, request.prompt)
      sendJson(res, 200, {
        candidates: [{ content: { parts: [{ text: 'Here is the image.' }, { inlineData: { mimeType: 'image/png', data: png.toString('base64') } }], role: 'model' }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: estimateTokens(request.prompt), candidatesTokenCount: 1290, totalTokenCount: estimateTokens(request.prompt) + 1290 },
        modelVersion: model,
        responseId: newId(),
      })
      return
    }

    const answer = await controls.responder(exchange)(request)
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
      const array = events.map((event, i) => `${i === 0 ? '[' : ',\r\n'}${JSON.stringify(event)}`)
      await controls.stream(exchange, array, { pauseBefore: (i) => i > 0, end: ']' })
      return
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'content-disposition': 'attachment',
      'cache-control': 'no-cache',
      vary: 'Origin, X-Origin, Referer',
    })
    res.flushHeaders()
    const sse = events.map((event) => `data: ${JSON.stringify(event)}\r\n\r\n`)
    await controls.stream(exchange, sse, { pauseBefore: (i) => i > 0 })
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

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = safeDecode(url.pathname).replace(/\/+$/, '') || '/'
    const raw = await readBody(req, 20_000_000, () => new GoogleError(413, 'Request payload size exceeds the limit: 20971520 bytes.', 'INVALID_ARGUMENT'))
    if (controlRoute({ method, path, raw, res, url }, controls, sendJson, failureFromControlBody)) return

    const body: any = parseJsonOr(raw, raw || undefined)
    const exchange = controls.record(req, res, { method, path, url, raw, body })

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
        await generate(kind, model, body, url, exchange)
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

  return startControlledServer(controls, {
    label: 'fake-gemini',
    port: opts.port,
    handle,
    internalError: (res, message) => sendError(res, new GoogleError(500, message, 'INTERNAL')),
  })
}

// Run standalone (e.g. as a Playwright web server): FAKE_GEMINI_PORT (12122), FAKE_GEMINI_API_KEY (any key when unset).
if (isDirectRun(/(^|[\\/])fakes[\\/]gemini\.[cm]?[tj]s$/)) {
  await runStandalone(
    () =>
      startFakeGemini({
        port: Number(process.env.FAKE_GEMINI_PORT ?? 12122),
        apiKey: process.env.FAKE_GEMINI_API_KEY || undefined,
      }),
    (fake) => `Fake Gemini listening on ${fake.baseUrl} (SDK httpOptions.baseUrl, any of /v1 /v1beta /v1alpha; controls at ${fake.baseUrl}/__fake/)`,
  )
}
