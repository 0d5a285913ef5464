import type { ErrorCode } from '@/shared/errors'
import type { SanitizedConfig } from 'payload'

import { checkRequestBody } from './requestBody'
import { refuseUpload } from './uploadGate'

type Handler = (request: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

const CODE_BY_STATUS: Record<number, ErrorCode> = { 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'BODY_TOO_LARGE', 423: 'ACCOUNT_LOCKED', 429: 'RATE_LIMITED' }

/**
 * The few answers Payload writes without passing its error hook — an address that matches no
 * endpoint (`{ message }`, or 501 for a collection without REST), a bulk update or delete whose
 * documents all failed (`{ docs, errors }`) — get our `error: { code, message }` like every other
 * error. The body is read only for those statuses. A request body over the size limit, or a JSON
 * one nested deeper than any document of ours, is refused before Payload sees it (checkRequestBody), as
 * is an upload the caller may not make or that is larger than any allowed (refuseUpload).
 */
export function withErrorShape(handler: Handler, config: Promise<SanitizedConfig> | SanitizedConfig): Handler {
  return async (incoming, context) => {
    const refused = await refuseUpload(incoming, config)
    if (refused) return refused
    const checked = await checkRequestBody(incoming)
    if ('refused' in checked) return checked.refused
    const request = checked.request
    const response = await handler(request, context)
    // A file the caller may not see (a private AI image) is, for them, not there: 404, never a hint that it exists.
    if (response.status === 403 && request.method === 'GET' && /^\/api\/[^/]+\/file\//.test(new URL(request.url).pathname)) {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not Found' } }, { status: 404 })
    }
    if (response.status < 400 || response.status === 503 || !response.headers.get('content-type')?.includes('application/json')) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown; error?: unknown; errors?: { message?: unknown }[] } | null
    if (!body || typeof body !== 'object' || body.error) return response
    // 501 is Payload's "this collection has no REST endpoint": for the caller, no such address.
    const status = response.status === 501 ? 404 : response.status
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR')
    const first = Array.isArray(body.errors) ? body.errors[0]?.message : undefined
    const message = typeof body.message === 'string' ? body.message : typeof first === 'string' ? first : 'The request could not be answered.'
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ ...body, error: { code, message } }, { status, headers })
  }
}
