import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The plumbing the loopback fakes (openai.ts, gemini.ts, stripe.ts) share: reading bodies, sending
 * answers, the server's start and stop, running a fake standalone, and — for the AI fakes — the
 * test controls (`respond`, `failNext`, `setDelay`, `requests`, `reset`) with their
 * `/__fake/` HTTP routes. Everything protocol-specific (routes, error shapes, headers, ids) stays
 * in the fakes.
 */

export type ResponseHeaders = Record<string, string | number>

export const unixNow = () => Math.floor(Date.now() / 1000)

export const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** `JSON.parse(raw)`, or `fallback` when `raw` is empty or not JSON. */
export function parseJsonOr(raw: string, fallback: unknown): any {
  if (!raw) return fallback
  try {
    return JSON.parse(raw)
  } catch {
    return fallback
  }
}

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

/** The whole body as UTF-8; rejects with `tooLarge()` (and drops the request) past `maxBytes`. */
export function readBody(req: http.IncomingMessage, maxBytes: number, tooLarge: () => Error): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(tooLarge())
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Answers `text` whole: content-type, content-length, then `headers` (which may override both). */
export function send(res: http.ServerResponse, status: number, contentType: string, text: string, headers: ResponseHeaders = {}): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text), ...headers })
  res.end(text)
}

/** Answers `body` as indented JSON, unless the answer was already started or the connection is gone. */
export function sendIndentedJson(res: http.ServerResponse, status: number, contentType: string, body: unknown, headers: ResponseHeaders = {}): void {
  if (res.destroyed || res.headersSent) return
  send(res, status, contentType, JSON.stringify(body, null, 2), headers)
}

/** Resolves after `ms`, or at once when `signal` aborts (check `signal.aborted` afterwards). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
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

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

/** Listens on 127.0.0.1 (`port` 0 or undefined: any free port); resolves with the port. */
export async function listen(server: http.Server, port: number | undefined): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  return (server.address() as AddressInfo).port
}

/** Stops listening and cuts every open connection. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

export type LoopbackServer = { port: number; baseUrl: string; close(): Promise<void> }

/**
 * Starts a server on 127.0.0.1 that runs `handle` for each request. When `handle` fails, the
 * error is logged as `[label] internal error:` and `internalError(res, message)` answers (or, when
 * the answer was already started, the connection is dropped).
 */
export async function startServer(options: {
  label: string
  port: number | undefined
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>
  internalError: (res: http.ServerResponse, message: string) => void
}): Promise<LoopbackServer> {
  const server = http.createServer((req, res) => {
    options.handle(req, res).catch((error: unknown) => {
      console.error(`[${options.label}] internal error:`, error)
      if (!res.headersSent) options.internalError(res, (error as Error)?.message ?? 'Internal error')
      else res.destroy()
    })
  })
  const port = await listen(server, options.port)
  return { port, baseUrl: `http://127.0.0.1:${port}`, close: () => closeServer(server) }
}

/** True when this process was started with a file matching `pattern` (e.g. `npx tsx tests/fakes/openai.ts`). */
export const isDirectRun = (pattern: RegExp) => Boolean(process.argv[1] && pattern.test(process.argv[1]))

/** Starts a fake for a standalone process, logs `banner(fake)`, and stops it on SIGINT/SIGTERM. */
export async function runStandalone<T extends { stop(): Promise<void> }>(start: () => Promise<T>, banner: (fake: T) => string): Promise<void> {
  const fake = await start()
  console.log(banner(fake))
  const shutdown = () => {
    fake.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

// ---------------------------------------------------------------------------------------------
// Test controls of the AI fakes: responder, planned failures, delays, recorded requests
// ---------------------------------------------------------------------------------------------

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
  /** The control scope the request fell in (its body holds the scope's text), if any. */
  scope?: string
}

/** One recorded request being answered; `signal` aborts when the client goes away too early. */
export type Exchange = {
  req: http.IncomingMessage
  res: http.ServerResponse
  record: RecordedRequest
  signal: AbortSignal
}

/** A planned failure: an HTTP status, or 0 to drop the connection without an answer. */
export type PlannedFailure = { status: number }

/**
 * Every control takes an optional `scope`: a text. A request whose body contains it (in any case;
 * the first scope that matches) gets that scope's answer, failures and delays instead of the unscoped ones,
 * so tests running side by side (each with its own topic as its scope) do not steer each other's
 * requests. Without a scope a control applies to every request outside the scopes.
 */
export type FaultControls<Responder, Failure extends PlannedFailure> = {
  requests: RecordedRequest[]
  /** The answer in force for this exchange (the default one unless `respond` set another). */
  responder(exchange?: Exchange): Responder
  /** Sets the answer (a function, or a fixed string); null restores the default responder. */
  respond(responder: Responder | string | null, scope?: string): void
  failNext(count: number, failure: Failure, scope?: string): void
  setDelay(delay: FakeDelay, scope?: string): void
  /**
   * Without a scope: the unscoped controls and the recorded requests (the scopes stay: they are
   * other tests'). With one: that scope's controls only.
   */
  reset(scope?: string): void
  /** Opens `scope` with the default behaviour: its requests are not steered by unscoped controls. */
  isolate(scope: string): void
  /** Records a request and watches for the client going away before the answer is complete. */
  record(req: http.IncomingMessage, res: http.ServerResponse, request: { method: string; path: string; url: URL; raw: string; body: unknown }): Exchange
  /**
   * Before an answer: waits the first-byte delay, then takes the next planned failure.
   * 'done' when nothing more must be sent (the client left, or the connection was dropped on
   * purpose); a failure for the fake to answer with; null to answer normally.
   */
  beforeAnswer(exchange: Exchange): Promise<Failure | 'done' | null>
  /**
   * Streams `pieces` with the between-chunks delay before each piece where `pauseBefore(i)` says
   * so, then ends with `end`. Stops quietly when the client goes away. `cutBefore`: the connection
   * drops before that piece (a stream that breaks off mid-answer).
   */
  stream(exchange: Exchange, pieces: string[], options: { pauseBefore: (index: number) => boolean; end?: string; cutBefore?: number }): Promise<void>
}

const NO_DELAY: Required<FakeDelay> = { firstByteMs: 0, betweenChunksMs: 0 }

export function createFaultControls<Responder extends (...args: any[]) => unknown, Failure extends PlannedFailure>(
  defaultResponder: Responder,
): FaultControls<Responder, Failure> {
  const requests: RecordedRequest[] = []
  type State = { responder: Responder; failures: { remaining: number; failure: Failure }[]; delay: Required<FakeDelay> }
  const fresh = (): State => ({ responder: defaultResponder, failures: [], delay: { ...NO_DELAY } })
  let unscoped = fresh()
  const scopes = new Map<string, State>()
  const stateOf = (text?: string): State => {
    const scope = text?.toLowerCase()
    if (!scope) return unscoped
    let state = scopes.get(scope)
    if (!state) scopes.set(scope, (state = fresh()))
    return state
  }
  const stateFor = (exchange?: Exchange): State => (exchange?.record.scope && scopes.get(exchange.record.scope)) || unscoped

  function takeFailure(state: State): Failure | undefined {
    const next = state.failures[0]
    if (!next) return undefined
    next.remaining--
    if (next.remaining <= 0) state.failures.shift()
    return next.failure
  }

  return {
    requests,
    responder: (exchange) => stateFor(exchange).responder,
    respond(next, scope) {
      stateOf(scope).responder = next === null ? defaultResponder : typeof next === 'string' ? ((() => next) as unknown as Responder) : next
    },
    failNext(count, failure, scope) {
      if (count > 0) stateOf(scope).failures.push({ remaining: Math.floor(count), failure: { ...failure } })
    },
    setDelay(next, scope) {
      stateOf(scope).delay = { firstByteMs: Math.max(0, Number(next.firstByteMs ?? 0)), betweenChunksMs: Math.max(0, Number(next.betweenChunksMs ?? 0)) }
    },
    isolate(scope) {
      stateOf(scope)
    },
    reset(scope) {
      if (scope) return void scopes.delete(scope.toLowerCase())
      requests.length = 0
      unscoped = fresh()
    },

    record(req, res, { method, path, url, raw, body }) {
      const record: RecordedRequest = {
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        rawBody: raw,
        receivedAt: Date.now(),
        scope: scopes.size ? [...scopes.keys()].find((scope) => raw.toLowerCase().includes(scope)) : undefined,
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
      return { req, res, record, signal: controller.signal }
    },

    async beforeAnswer(exchange) {
      const { req, record, signal } = exchange
      const state = stateFor(exchange)
      await pause(state.delay.firstByteMs, signal)
      if (signal.aborted) return 'done'
      const failure = takeFailure(state)
      if (!failure) return null
      if (failure.status === 0) {
        record.status = 0
        req.socket.destroy()
        return 'done'
      }
      return failure
    },

    async stream(exchange, pieces, { pauseBefore, end, cutBefore }) {
      const { res, signal } = exchange
      for (let i = 0; i < pieces.length; i++) {
        // Read at each pause: a test may change the delay while the answer streams.
        if (pauseBefore(i)) await pause(stateFor(exchange).delay.betweenChunksMs, signal)
        if (signal.aborted || res.destroyed) return
        if (i === cutBefore) return void res.destroy()
        res.write(pieces[i])
      }
      res.end(end)
    },
  }
}

/**
 * The AI fakes' control routes, for tests in another process (no auth): GET /__fake/health,
 * GET /__fake/requests[?scope=…], POST /__fake/reset, POST /__fake/fail-next `{ count, status, … }` (the
 * failure's fields as `failureFrom` reads them), POST /__fake/delay `{ firstByteMs?, betweenChunksMs? }`,
 * POST /__fake/respond `{ text }` (`{}` restores the default responder), POST /__fake/isolate
 * `{ scope }`. Each POST takes an optional `scope` (see FaultControls).
 * Returns false when `path` is not under /__fake/.
 */
export function controlRoute<Failure extends PlannedFailure>(
  request: { method: string; path: string; raw: string; res: http.ServerResponse; url?: URL },
  controls: FaultControls<any, Failure>,
  sendJson: (res: http.ServerResponse, status: number, body: unknown) => void,
  failureFrom: (body: any) => Failure,
): boolean {
  const { method, path, raw, res } = request
  if (!path.startsWith('/__fake/')) return false
  const body = parseJsonOr(raw, {})
  const scope = typeof body.scope === 'string' && body.scope ? body.scope : undefined
  if (path === '/__fake/health') sendJson(res, 200, { ok: true })
  else if (path === '/__fake/requests' && method === 'GET') {
    const only = request.url?.searchParams.get('scope')
    sendJson(res, 200, only ? controls.requests.filter((r) => r.scope === only.toLowerCase()) : controls.requests)
  } else if (path === '/__fake/reset' && method === 'POST') {
    controls.reset(scope)
    sendJson(res, 200, { ok: true })
  } else if (path === '/__fake/fail-next' && method === 'POST') {
    controls.failNext(Number(body.count ?? 1), failureFrom(body), scope)
    sendJson(res, 200, { ok: true })
  } else if (path === '/__fake/delay' && method === 'POST') {
    controls.setDelay(body, scope)
    sendJson(res, 200, { ok: true })
  } else if (path === '/__fake/isolate' && method === 'POST' && scope) {
    controls.isolate(scope)
    sendJson(res, 200, { ok: true })
  } else if (path === '/__fake/respond' && method === 'POST') {
    controls.respond(typeof body.text === 'string' ? body.text : null, scope)
    sendJson(res, 200, { ok: true })
  } else sendJson(res, 404, { error: `no control route ${method} ${path}` })
  return true
}

/** An AI fake's public face: where it listens, and its test controls. */
export type ControlledFake<Responder, Failure extends PlannedFailure> = Pick<
  FaultControls<Responder, Failure>,
  'requests' | 'respond' | 'failNext' | 'setDelay' | 'reset'
> & { baseUrl: string; port: number; stop(): Promise<void> }

/** Starts an AI fake's server (see `startServer`) and returns it with its test controls. */
export async function startControlledServer<Responder, Failure extends PlannedFailure>(
  controls: FaultControls<Responder, Failure>,
  options: Parameters<typeof startServer>[0],
): Promise<ControlledFake<Responder, Failure>> {
  const server = await startServer(options)
  return {
    baseUrl: server.baseUrl,
    port: server.port,
    requests: controls.requests,
    respond: controls.respond,
    failNext: controls.failNext,
    setDelay: controls.setDelay,
    reset: controls.reset,
    stop: server.close,
  }
}
