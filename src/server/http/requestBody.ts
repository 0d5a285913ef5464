import { DEFAULT_MAX_BODY_MB } from '@/shared/uploads'
import { jsonDepth, MAX_JSON_DEPTH } from './jsonDepth'

/** MAX_BODY_MB (default 2): the largest request body other than a file upload, in MB. */
export function maxBodyBytes(): number {
  const mb = Number(process.env.MAX_BODY_MB)
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_BODY_MB) * 1024 * 1024)
}

export type BodyCheck = { refused: Response } | { request: Request }

const refuse = (status: number, message: string): { refused: Response } => ({
  refused: Response.json({ error: { code: status === 413 ? 'BODY_TOO_LARGE' : 'VALIDATION_ERROR', message } }, { status }),
})

/**
 * A request body other than a multipart upload (whose files have limits of their own) is read at
 * most up to the limit: a declared length over it is refused before a byte is read, and a chunked
 * one as soon as it passes it, so a 20 MB JSON text is never buffered or parsed. The bytes read are
 * handed on in a request of their own; a JSON text nested deeper than any document of ours is
 * refused too (see jsonDepth).
 */
export async function checkRequestBody(request: Request, limit = maxBodyBytes()): Promise<BodyCheck> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { request }
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/')) return { request }
  const tooLarge = () => refuse(413, `The request body is larger than the limit of ${formatMb(limit)}.`)
  if (Number(request.headers.get('content-length')) > limit) return tooLarge()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return tooLarge()
    }
    chunks.push(value)
  }
  const bytes = Buffer.concat(chunks)
  if (type.includes('json') && jsonDepth(bytes.toString('utf8')) > MAX_JSON_DEPTH) return refuse(400, 'The request body is nested too deeply.')
  const headers = new Headers(request.headers)
  headers.set('content-length', String(bytes.byteLength))
  return { request: new Request(request.url, { method: request.method, headers, body: bytes, signal: request.signal }) }
}

function formatMb(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(2))} MB`
}
