'use client'

import { errorOf, send, type Failure } from './api'

// Apart from api.ts, which every public page loads (the session): only the writing tools stream.

/** Opens a streaming answer (text/event-stream); a refusal before the stream comes in the error shape. */
export async function requestStream(path: string, body: unknown): Promise<{ ok: true; body: ReadableStream<Uint8Array> } | Failure> {
  const response = await send('POST', path, body)
  if (!(response instanceof Response)) return response
  if (response.ok && response.body) return { ok: true, body: response.body }
  return { ok: false, status: response.status, error: await errorOf(response) }
}
