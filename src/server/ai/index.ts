import 'server-only'

import { env, type Env } from '../env'
import { AppError } from '../errors'
import { countAiRequest } from '../ops/appMetrics'
import { demoProvider } from './demo'
import { geminiProvider } from './gemini'
import { openAiProvider } from './openai'
import { ProviderError, type AiProvider, type GenerateRequest, type ProviderName } from './types'

export type { AiProvider, GenerateRequest, ProviderName } from './types'

const DEFAULT_TIMEOUT_MS = 60_000

/**
 * The providers AI_PROVIDERS names (or every configured one, Gemini first), in order. With none
 * configured outside production, the offline demo writer answers `demo()`: each caller says what
 * its demo text is, so a new tool works without keys from its first day.
 */
export function textProviders(demo: () => string): AiProvider[] {
  const timeoutMs = env().AI_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS
  return configuredProviders(
    {
      gemini: (config) => geminiProvider({ apiKey: config.GEMINI_API_KEY!, baseUrl: config.GEMINI_BASE_URL, model: config.GEMINI_MODEL ?? 'gemini-2.5-flash', timeoutMs }),
      openai: (config) => openAiProvider({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL ?? 'gpt-4o-mini', timeoutMs }),
    },
    () => demoProvider(demo),
  )
}

/**
 * The one provider rule of every model kind (text, image, speech): the configured providers in
 * AI_PROVIDERS order (Gemini, then OpenAI, by default), or outside production the offline demo.
 * A kind a provider does not offer leaves its factory out.
 */
export function configuredProviders<T>(factories: Partial<Record<'gemini' | 'openai', (config: Env) => T>>, demo: () => T): T[] {
  const config = env()
  const configured = { gemini: Boolean(config.GEMINI_API_KEY), openai: Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL) }
  const order = (config.AI_PROVIDERS ?? 'gemini,openai')
    .split(',')
    .map((p) => p.trim())
    .filter((p): p is 'gemini' | 'openai' => p === 'gemini' || p === 'openai')
  const chosen = order.flatMap((name) => (configured[name] && factories[name] ? [factories[name]!(config)] : []))
  if (chosen.length) return chosen
  if (!config.isProduction) return [demo()]
  return []
}

export function noProvider(): AppError {
  return new AppError('AI_NOT_CONFIGURED', 'No AI provider is configured on this server (set GEMINI_API_KEY or OPENAI_API_KEY).')
}

/** Who is overloaded, by name where the catalogs have one (issue 39: an OpenAI-only server said "Gemini"). */
const OVERLOADED_SERVICE: Partial<Record<ProviderError['provider'], string>> = { gemini: 'Gemini AI service', openai: 'OpenAI service' }

export function allFailed(failures: ProviderError[]): AppError {
  const busy = failures.find((f) => f.failure === 'overloaded' || f.failure === 'rate_limited')
  const providers = failures.map((f) => `${f.provider}: ${f.failure}`)
  // An image model that answered without an image (SPEC 8 names that case).
  if (!busy && failures.some((f) => f.failure === 'empty')) return new AppError('AI_FAILED', 'No image received from AI')
  if (!busy) return new AppError('AI_FAILED', 'Failed to generate content. Please try again.', { providers })
  const service = OVERLOADED_SERVICE[busy.provider] ?? 'The AI service'
  return new AppError('SERVICE_OVERLOADED', `${service} is currently overloaded. Please try again in a few minutes.`, { providers, provider: busy.provider })
}

export type Generated = { text: string; provider: ProviderName; model: string }

/** Asks each provider in turn until one answers. */
export async function generateWithFallback(request: GenerateRequest, providers: AiProvider[]): Promise<Generated> {
  if (!providers.length) throw noProvider()
  const failures: ProviderError[] = []
  for (const provider of providers) {
    const started = performance.now()
    try {
      const text = await provider.generate(request)
      countAiRequest(provider.name, 'ok', (performance.now() - started) / 1000)
      return { text, provider: provider.name, model: provider.model }
    } catch (error) {
      if (request.signal?.aborted) throw error
      const failure = error instanceof ProviderError ? error : new ProviderError(provider.name, 'network', String(error))
      countAiRequest(provider.name, failure.failure, (performance.now() - started) / 1000)
      failures.push(failure)
    }
  }
  throw allFailed(failures)
}

export type StreamEvent = { type: 'provider'; provider: ProviderName; model: string } | { type: 'text'; text: string }

/**
 * Streams from the first provider that produces text. A provider that fails before its first
 * token hands over to the next; once text has reached the reader, a failure ends the stream
 * (the reader already shows that text, so a silent switch would mix two articles).
 */
export async function* streamWithFallback(request: GenerateRequest, providers: AiProvider[]): AsyncGenerator<StreamEvent> {
  if (!providers.length) throw noProvider()
  const failures: ProviderError[] = []
  for (const provider of providers) {
    let started = false
    const began = performance.now()
    const seconds = () => (performance.now() - began) / 1000
    try {
      for await (const text of provider.stream(request)) {
        if (!started) {
          started = true
          yield { type: 'provider', provider: provider.name, model: provider.model }
        }
        yield { type: 'text', text }
      }
      if (started) return void countAiRequest(provider.name, 'ok', seconds())
      countAiRequest(provider.name, 'server_error', seconds())
      failures.push(new ProviderError(provider.name, 'server_error', 'empty answer'))
    } catch (error) {
      if (request.signal?.aborted) throw error
      const failure = error instanceof ProviderError ? error : new ProviderError(provider.name, 'network', String(error))
      countAiRequest(provider.name, failure.failure, seconds())
      if (started) throw allFailed([failure])
      failures.push(failure)
    }
  }
  throw allFailed(failures)
}
