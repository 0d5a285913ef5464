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

/** An image model's answer: the bytes and their type. */
export type GeneratedImage = { data: Buffer; mimeType: string }

/** One image model behind one SDK (OpenAI Images, Gemini image output, or the offline demo). */
export interface ImageProvider {
  readonly name: ProviderName
  readonly model: string
  generate(request: { prompt: string; signal?: AbortSignal }): Promise<GeneratedImage>
}

/** One speech model: text in, MP3 bytes out. */
export interface SpeechProvider {
  readonly name: ProviderName
  readonly model: string
  synthesize(request: { text: string; voice: import('@/shared/speech').Voice; signal?: AbortSignal }): Promise<Buffer>
}

export type ProviderFailure = 'overloaded' | 'rate_limited' | 'server_error' | 'timeout' | 'network' | 'rejected' | 'empty'

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
