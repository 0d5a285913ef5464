export type ProviderName = 'openai' | 'gemini' | 'demo'

export type GenerateRequest = {
  system: string
  prompt: string
  maxTokens?: number
  temperature?: number
  /** Cancels the request (the caller gave up). */
  signal?: AbortSignal
}

/** One text model behind one SDK. Providers throw ProviderError so the chain can decide to fall back. */
export interface AiProvider {
  readonly name: ProviderName
  readonly model: string
  generate(request: GenerateRequest): Promise<string>
  stream(request: GenerateRequest): AsyncIterable<string>
}

export type ProviderFailure = 'overloaded' | 'rate_limited' | 'server_error' | 'timeout' | 'network' | 'rejected'

export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}
