import type { Language } from '@/shared/language'

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

/** A featured image for an article (the AI image tool). */
export type ImageRequest = { prompt: string; width: number; height: number; signal?: AbortSignal }
export type GeneratedImage = { data: Uint8Array; mimeType: 'image/png' | 'image/jpeg' | 'image/webp' }
export interface ImageProvider {
  readonly name: ProviderName
  readonly model: string
  image(request: ImageRequest): Promise<GeneratedImage>
}

/** An audio version of an article (text to speech). */
export type SpeechRequest = { text: string; language: Language; voice?: string; signal?: AbortSignal }
export type GeneratedSpeech = { data: Uint8Array; mimeType: 'audio/mpeg' }
export interface SpeechProvider {
  readonly name: ProviderName
  readonly model: string
  speech(request: SpeechRequest): Promise<GeneratedSpeech>
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
