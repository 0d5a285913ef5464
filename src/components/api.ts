'use client'

export type ApiError = { code: string; message: string; details?: Record<string, unknown> }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError }

/** POSTs JSON to our API and returns our error shape, or NETWORK_ERROR when the request never arrived. */
export async function postJson<T = unknown>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: 'Network error' } }
  }
  const data = (await response.json().catch(() => null)) as unknown
  if (response.ok) return { ok: true, data: data as T }
  const error =
    data && typeof data === 'object' && 'error' in data && data.error && typeof data.error === 'object'
      ? (data.error as ApiError)
      : { code: 'INTERNAL_ERROR', message: response.statusText }
  return { ok: false, status: response.status, error }
}
