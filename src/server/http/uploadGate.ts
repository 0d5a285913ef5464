import 'server-only'

import { getPayload, type PayloadRequest, type SanitizedConfig } from 'payload'

import { MAX_UPLOAD_MB, MAX_UPLOAD_REQUEST_BYTES } from '@/shared/uploads'

const refuse = (status: 403 | 413, code: 'FORBIDDEN' | 'BODY_TOO_LARGE', message: string) => Response.json({ errors: [{ message }], error: { code, message } }, { status })

export const UPLOAD_TOO_LARGE = `The file is larger than the limit of ${MAX_UPLOAD_MB} MB.`

/**
 * Payload reads a multipart body (every file in it) before it asks whether the caller may upload at
 * all. For an upload collection this asks first: a request larger than any allowed upload is 413
 * before a byte is read, and a caller the collection's create (or update) access refuses outright
 * is 403 without reading the file. Access that depends on the document is left to Payload.
 */
export async function refuseUpload(request: Request, config: Promise<SanitizedConfig> | SanitizedConfig): Promise<Response | null> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/')) return null
  if (Number(request.headers.get('content-length')) > MAX_UPLOAD_REQUEST_BYTES) return refuse(413, 'BODY_TOO_LARGE', UPLOAD_TOO_LARGE)
  const [slug, id, ...rest] = new URL(request.url).pathname.replace(/^\/api\//, '').split('/')
  const payload = await getPayload({ config })
  const collection = slug ? (payload.collections as Record<string, (typeof payload.collections)[keyof typeof payload.collections] | undefined>)[slug] : undefined
  if (!collection?.config.upload || rest.length) return null
  const access = id ? collection.config.access.update : collection.config.access.create
  const { user } = await payload.auth({ headers: request.headers })
  const req = { user, payload, headers: request.headers, context: {} } as unknown as PayloadRequest
  const allowed = await access({ req, id: id ? (decodeURIComponent(id) as unknown as number) : undefined })
  return allowed === false ? refuse(403, 'FORBIDDEN', 'You are not allowed to perform this action.') : null
}
