import { ProviderError, type ProviderFailure, type ProviderName } from './types'

const OVERLOAD = /overload|unavailable|try again later|resource.?exhausted/i

/** Maps whatever an SDK threw to why it failed: the chain falls back on every kind but 'rejected'. */
export function classify(provider: ProviderName, error: unknown, timedOut: boolean): ProviderError {
  if (error instanceof ProviderError) return error
  const message = error instanceof Error ? error.message : String(error)
  if (timedOut) return new ProviderError(provider, 'timeout', `${provider} did not answer in time`)
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined
  let failure: ProviderFailure
  if (status === 429) failure = OVERLOAD.test(message) ? 'overloaded' : 'rate_limited'
  else if (status === 503 || (status === undefined && OVERLOAD.test(message))) failure = 'overloaded'
  else if (status !== undefined && status >= 500) failure = 'server_error'
  else if (status === undefined) failure = 'network'
  else failure = 'rejected'
  return new ProviderError(provider, failure, message, status)
}
