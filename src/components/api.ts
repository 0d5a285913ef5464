'use client'

import type { ApiError } from '@/shared/errors'

export type { ApiError }
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError }

export type Failure = { ok: false; status: number; error: ApiError }

const NETWORK_FAILURE: Failure = { ok: false, status: 0, error: { code: 'NETWORK_ERROR', message: 'Network error' } }

/** One request to our API with an optional JSON body: the response, or NETWORK_ERROR when it never arrived. */
export async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown): Promise<Response | Failure> {
  try {
    return await fetch(path, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      // API answers are live data: never from the browser's cache.
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    return NETWORK_FAILURE
  }
}

/**
 * Calls our API with a JSON body and returns its answer or its error in the one error shape;
 * NETWORK_ERROR when the request never arrived. Every screen talks to the API through this.
 */
export async function requestJson<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  const response = await send(method, path, body)
  return response instanceof Response ? answerOf<T>(response) : response
}

/** A request the page made before the app started (deferredApp.mjs's session), read as requestJson reads its own. */
export function answerOfEarly<T = unknown>(request: Promise<Response>): Promise<ApiResult<T>> {
  return request.then((response) => answerOf<T>(response), () => NETWORK_FAILURE)
}

async function answerOf<T>(response: Response): Promise<ApiResult<T>> {
  if (!response.ok) return { ok: false, status: response.status, error: await errorOf(response) }
  return { ok: true, data: (await response.json().catch(() => null)) as T }
}

export function postJson<T = unknown>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return requestJson<T>('POST', path, body)
}

export async function errorOf(response: Response): Promise<ApiError> {
  const data = (await response.json().catch(() => null)) as unknown
  return data && typeof data === 'object' && 'error' in data && data.error && typeof data.error === 'object'
    ? (data.error as ApiError)
    : { code: 'INTERNAL_ERROR', message: response.statusText }
}
