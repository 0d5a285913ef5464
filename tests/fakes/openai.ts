import crypto from 'node:crypto'
import type http from 'node:http'

import { defaultAnswer, estimateTokens, splitIntoChunks } from './answers'
import { fakeMp3, fakePng, sizeOf } from './media'
import {
  controlRoute,
  createFaultControls,
  isDirectRun,
  parseJsonOr,
  readBody,
  runStandalone,
  sendIndentedJson,
  startControlledServer,
  unixNow,
  type Exchange,
  type FakeDelay,
  type RecordedRequest,
  type ResponseHeaders,
} from './http'

/**
 * A loopback OpenAI for tests: a real HTTP server on 127.0.0.1 that speaks the Chat Completions
 * REST protocol, so the official SDK works against it with
 * `new OpenAI({ apiKey: 'sk-test', baseURL: `${fake.baseUrl}/v1`, maxRetries: 0 })`.
 *
 * Routes: POST /v1/chat/completions (JSON or, with `stream: true`, server-sent events ending with
 * `data: [DONE]`), GET /v1/models, GET /v1/models/:id. Every /v1 route wants
 * `Authorization: Bearer <key>` (any key, or exactly `opts.apiKey` when given), else 401 with
 * OpenAI's error JSON.
 *
 * Test controls: `respond(fn)` sets the answer, `failNext(n, { status })` makes the next n chat
 * completions fail (status 0 = drop the connection without answering), `setDelay()` slows answers
 * down (a client that disconnects meanwhile is noticed: its request gets `aborted: true`), and
 * `requests` records everything received. `reset()` undoes all of it.
 *
 * The same controls over HTTP, for tests in another process (no auth):
 * GET /__fake/health, GET /__fake/requests, POST /__fake/reset,
 * POST /__fake/fail-next `{ count, status, message?, code?, type? }`,
 * POST /__fake/delay `{ firstByteMs?, betweenChunksMs? }`,
 * POST /__fake/respond `{ text }` (a fixed answer; `{}` restores the default responder),
 * POST /__fake/speech `{ kind: 'mp3' | 'json' | 'html' | 'json-as-mp3' }` (what a 200 from the speech route carries).
 */

export const FAKE_OPENAI_MODEL = 'gpt-test'

export type ChatMessage = { role: string; content?: unknown; [key: string]: unknown }

/** What a responder is given. `prompt` is the text of the last user message. */
export type FakeOpenAIChatRequest = {
  model: string
  messages: ChatMessage[]
  stream: boolean
  prompt: string
  body: Record<string, any>
}

/** `cutAfterPieces`: a streamed answer breaks off (the connection drops) after that many pieces of content. */
export type FakeOpenAIAnswer = string | { content: string; finishReason?: 'stop' | 'length' | 'content_filter'; cutAfterPieces?: number }
export type FakeOpenAIResponder = (request: FakeOpenAIChatRequest) => FakeOpenAIAnswer | Promise<FakeOpenAIAnswer>

export type FakeOpenAIFailure = {
  /** HTTP status; 0 destroys the connection without an answer (a network error for the client). */
  status: number
  message?: string
  code?: string | null
  type?: string
  headers?: Record<string, string>
}

export type { FakeDelay, RecordedRequest } from './http'

export type FakeSpeechAnswer = 'mp3' | 'json' | 'html' | 'json-as-mp3'

export type FakeOpenAI = {
  baseUrl: string
  port: number
  requests: RecordedRequest[]
  /** Sets the answer (a function, or a fixed string); null restores the default responder. */
  respond(responder: FakeOpenAIResponder | string | null): void
  failNext(count: number, failure: FakeOpenAIFailure): void
  setDelay(delay: FakeDelay): void
  /** What /v1/images/generations answers: a real PNG (default), or no image at all. */
  answerImages(kind: 'png' | 'none'): void
  /** What /v1/audio/speech answers with 200: an MP3 (default), or JSON or an HTML page as a misconfigured proxy or server does. */
  answerSpeech(kind: FakeSpeechAnswer): void
  reset(): void
  stop(): Promise<void>
}

// ---------------------------------------------------------------------------------------------
// The default answer (shared with the fake Gemini, see answers.ts)
// ---------------------------------------------------------------------------------------------

export { defaultAnswer, estimateTokens, splitIntoChunks, topicOf } from './answers'

function textOf(content: unknown): string {
  if (typeof content === 'string') return content
  if (Array.isArray(content)) {
    return content
      .map((part) => (typeof part === 'string' ? part : part && typeof part === 'object' && typeof part.text === 'string' ? part.text : ''))
      .join('')
  }
  return ''
}

// ---------------------------------------------------------------------------------------------
// OpenAI's errors and ids
// ---------------------------------------------------------------------------------------------

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message)
  }
}

const newId = (prefix: string) => prefix + crypto.randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')

const DEFAULT_FAILURES: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Bad request.', type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { message: 'You are not allowed to sample from this model.', type: 'invalid_request_error', code: null },
  404: { message: 'The model does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' },
  429: {
    message: 'Rate limit reached for requests. Please try again in 20s.',
    type: 'rate_limit_exceeded',
    code: 'rate_limit_exceeded',
  },
  500: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', code: null },
  502: { message: 'Bad gateway.', type: 'server_error', code: null },
  503: { message: 'The engine is currently overloaded, please try again later.', type: 'server_error', code: null },
  504: { message: 'Gateway timeout.', type: 'server_error', code: null },
}

/** POST /__fake/fail-next `{ count, status, message?, code?, type?, headers? }` (status 500 by default). */
const failureFromControlBody = (body: any): FakeOpenAIFailure => ({
  status: Number(body.status ?? 500),
  message: body.message,
  code: body.code,
  type: body.type,
  headers: body.headers,
})

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export async function startFakeOpenAI(opts: { port?: number; apiKey?: string } = {}): Promise<FakeOpenAI> {
  const controls = createFaultControls<FakeOpenAIResponder, FakeOpenAIFailure>((request) => defaultAnswer(request.prompt))

  function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: ResponseHeaders = {}): void {
    sendIndentedJson(res, status, 'application/json', body, { 'x-request-id': newId('req_'), 'openai-processing-ms': '1', ...headers })
  }

  function sendError(res: http.ServerResponse, error: HttpError, headers?: Record<string, string>): void {
    sendJson(res, error.status, { error: { message: error.message, type: error.type, param: error.param, code: error.code } }, headers)
  }

  function checkAuth(req: http.IncomingMessage): void {
    const auth = req.headers.authorization ?? ''
    const key = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1]
    if (!key) {
      throw new HttpError(
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
        'invalid_request_error',
        'invalid_api_key',
      )
    }
    if (opts.apiKey !== undefined && key !== opts.apiKey) {
      const shown = key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : key
      throw new HttpError(
        401,
        `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      )
    }
  }

  async function chatCompletion(body: any, exchange: Exchange): Promise<void> {
    const { res, signal } = exchange
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)",
      )
    }
    if (typeof body.model !== 'string' || !body.model) throw new HttpError(400, 'you must provide a model parameter')
    if (!Array.isArray(body.messages)) {
      throw new HttpError(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter', 'messages')
    }
    if (body.messages.length === 0) {
      throw new HttpError(400, "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.", 'invalid_request_error', 'empty_array', 'messages')
    }
    const messages = body.messages as ChatMessage[]
    const stream = body.stream === true

    const failure = await controls.beforeAnswer(exchange)
    if (failure === 'done') return
    if (failure) {
      const defaults = DEFAULT_FAILURES[failure.status] ?? {
        message: `Request failed with status ${failure.status}.`,
        type: failure.status >= 500 ? 'server_error' : 'invalid_request_error',
        code: null,
      }
      sendError(
        res,
        new HttpError(failure.status, failure.message ?? defaults.message, failure.type ?? defaults.type, failure.code !== undefined ? failure.code : defaults.code),
        failure.headers,
      )
      return
    }

    const lastUser = [...messages].reverse().find((m) => m && m.role === 'user')
    const answer = await controls.responder(exchange)({ model: body.model, messages, stream, prompt: textOf(lastUser?.content), body })
    const content = typeof answer === 'string' ? answer : String(answer?.content ?? '')
    const finishReason = (typeof answer === 'object' && answer?.finishReason) || 'stop'
    if (signal.aborted) return

    const promptTokens = estimateTokens(messages.map((m) => textOf(m?.content)).join('\n')) + 3 * messages.length
    const completionTokens = estimateTokens(content)
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    }
    const id = newId('chatcmpl-')
    const created = unixNow()
    const model = body.model as string

    if (!stream) {
      sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: finishReason }],
        usage,
        service_tier: 'default',
        system_fingerprint: 'fp_fake',
      })
      return
    }

    const includeUsage = body.stream_options?.include_usage === true
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      service_tier: 'default',
      system_fingerprint: 'fp_fake',
      choices,
      ...(includeUsage ? { usage: null } : {}),
      ...extra,
    })
    const events: unknown[] = [
      chunk([{ index: 0, delta: { role: 'assistant', content: '', refusal: null }, logprobs: null, finish_reason: null }]),
      ...splitIntoChunks(content).map((piece) => chunk([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }])),
      chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: finishReason }]),
    ]
    if (includeUsage) events.push(chunk([], { usage }))

    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-request-id': newId('req_'),
    })
    res.flushHeaders()
    await controls.stream(
      exchange,
      events.map((event) => `data: ${JSON.stringify(event)}\n\n`),
      // The pause sits between content pieces (not before the role chunk nor after the last piece).
      { pauseBefore: (i) => i > 1 && i < events.length - (includeUsage ? 1 : 0), end: 'data: [DONE]\n\n', cutBefore: typeof answer === 'object' && answer.cutAfterPieces !== undefined ? answer.cutAfterPieces + 1 : undefined },
    )
  }

  let images: 'png' | 'none' = 'png'
  let speechAnswer: FakeSpeechAnswer = 'mp3'

  /** A planned failure (failNext) or a dropped connection answers instead of the images and speech routes. */
  async function answeredWithFailure(exchange: Exchange): Promise<boolean> {
    const failure = await controls.beforeAnswer(exchange)
    if (failure === 'done') return true
    if (!failure) return false
    const defaults = DEFAULT_FAILURES[failure.status]
    const message = failure.message ?? defaults?.message ?? `Request failed with status ${failure.status}.`
    sendError(exchange.res, new HttpError(failure.status, message, failure.type ?? defaults?.type ?? 'server_error', failure.code ?? defaults?.code ?? null), failure.headers)
    return true
  }

  /** POST /v1/images/generations: OpenAI's Images API, b64_json answers (gpt-image models always send base64). */
  async function imageGeneration(body: any, exchange: Exchange): Promise<void> {
    if (typeof body?.prompt !== 'string' || !body.prompt) throw new HttpError(400, "Missing required parameter: 'prompt'.", 'invalid_request_error', 'missing_required_parameter', 'prompt')
    if (await answeredWithFailure(exchange)) return
    const [width, height] = sizeOf(body.size)
    const data = images === 'none' ? [] : [{ b64_json: (await fakePng(width, height, body.prompt)).toString('base64'), revised_prompt: body.prompt }]
    sendJson(exchange.res, 200, { created: unixNow(), data, usage: { input_tokens: estimateTokens(body.prompt), output_tokens: 1056, total_tokens: estimateTokens(body.prompt) + 1056 } })
  }

  /** POST /v1/audio/speech: OpenAI's speech API, the MP3 bytes as the body. */
  async function speech(body: any, exchange: Exchange): Promise<void> {
    if (typeof body?.input !== 'string' || !body.input) throw new HttpError(400, "Missing required parameter: 'input'.", 'invalid_request_error', 'missing_required_parameter', 'input')
    if (body.input.length > 4096) throw new HttpError(400, "Invalid 'input': string too long. Expected a string with maximum length 4096.", 'invalid_request_error', 'string_above_max_length', 'input')
    if (typeof body.voice !== 'string' || !body.voice) throw new HttpError(400, "Missing required parameter: 'voice'.", 'invalid_request_error', 'missing_required_parameter', 'voice')
    if (await answeredWithFailure(exchange)) return
    if (speechAnswer === 'json') return sendJson(exchange.res, 200, { status: 'queued', audio_url: null })
    if (speechAnswer === 'html' || speechAnswer === 'json-as-mp3') {
      // 'json-as-mp3': a body that is no audio, labelled as if it were (only the frames tell).
      const page = Buffer.from(speechAnswer === 'html' ? '<!doctype html><html><body><h1>Welcome</h1></body></html>' : '{"error":"maintenance"}')
      exchange.res.writeHead(200, { 'content-type': speechAnswer === 'html' ? 'text/html; charset=utf-8' : 'audio/mpeg', 'content-length': page.length })
      return void exchange.res.end(page)
    }
    const audio = fakeMp3(body.input)
    exchange.res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length, 'x-request-id': newId('req_') })
    exchange.res.end(audio)
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const path = url.pathname.replace(/\/+$/, '') || '/'
    const raw = await readBody(req, 10_000_000, () => new HttpError(413, 'Request body too large.'))
    if (method === 'POST' && path === '/__fake/images') {
      images = parseJsonOr(raw, {})?.kind === 'none' ? 'none' : 'png'
      return sendJson(res, 200, { ok: true })
    }
    if (method === 'POST' && path === '/__fake/speech') {
      const kind = parseJsonOr(raw, {})?.kind
      speechAnswer = kind === 'json' || kind === 'html' || kind === 'json-as-mp3' ? kind : 'mp3'
      return sendJson(res, 200, { ok: true })
    }
    if (method === 'POST' && path === '/__fake/reset' && !parseJsonOr(raw, {})?.scope) {
      images = 'png'
      speechAnswer = 'mp3'
    }
    if (controlRoute({ method, path, raw, res, url }, controls, sendJson, failureFromControlBody)) return

    let body: any = parseJsonOr(raw, undefined)
    const exchange = controls.record(req, res, { method, path, url, raw, body })

    try {
      if (!path.startsWith('/v1/')) throw new HttpError(404, `Invalid URL (${method} ${path})`)
      checkAuth(req)
      if (path === '/v1/chat/completions') {
        if (method !== 'POST') throw new HttpError(405, `Invalid method for URL (${method} ${path})`)
        if (raw && body === undefined) body = raw // unparsable: chatCompletion answers 400
        await chatCompletion(body, exchange)
        return
      }
      if (path === '/v1/audio/speech' && method === 'POST') {
        await speech(body, exchange)
        return
      }
      if (path === '/v1/images/generations' && method === 'POST') {
        await imageGeneration(body, exchange)
        return
      }
      if (path === '/v1/models' && method === 'GET') {
        sendJson(res, 200, { object: 'list', data: [{ id: FAKE_OPENAI_MODEL, object: 'model', created: 1_700_000_000, owned_by: 'system' }] })
        return
      }
      const m = /^\/v1\/models\/([^/]+)$/.exec(path)
      if (m && method === 'GET') {
        const id = decodeURIComponent(m[1] as string)
        if (id !== FAKE_OPENAI_MODEL) {
          throw new HttpError(404, `The model '${id}' does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found')
        }
        sendJson(res, 200, { id, object: 'model', created: 1_700_000_000, owned_by: 'system' })
        return
      }
      throw new HttpError(404, `Invalid URL (${method} ${path})`)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      sendError(res, error)
    }
  }

  const fake = await startControlledServer(controls, {
    label: 'fake-openai',
    port: opts.port,
    handle,
    internalError: (res, message) => sendError(res, new HttpError(500, message, 'server_error')),
  })
  return {
    ...fake,
    answerImages: (kind) => void (images = kind),
    answerSpeech: (kind) => void (speechAnswer = kind),
    reset() {
      fake.reset()
      images = 'png'
      speechAnswer = 'mp3'
    },
  }
}

// Run standalone (e.g. as a Playwright web server): FAKE_OPENAI_PORT (12121), FAKE_OPENAI_API_KEY (any key when unset).
if (isDirectRun(/(^|[\\/])fakes[\\/]openai\.[cm]?[tj]s$/)) {
  await runStandalone(
    () =>
      startFakeOpenAI({
        port: Number(process.env.FAKE_OPENAI_PORT ?? 12121),
        apiKey: process.env.FAKE_OPENAI_API_KEY || undefined,
      }),
    (fake) => `Fake OpenAI listening on ${fake.baseUrl} (SDK baseURL ${fake.baseUrl}/v1, controls at ${fake.baseUrl}/__fake/)`,
  )
}
