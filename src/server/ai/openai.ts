import 'server-only'

import OpenAI from 'openai'

import { classify } from './failures'
import { idleDeadline } from './timeout'
import type { AiProvider, GenerateRequest } from './types'

/** OpenAI, or any OpenAI-compatible server (Ollama, vLLM, LM Studio) through OPENAI_BASE_URL. */
export function openAiProvider(options: { apiKey?: string; baseURL?: string; model: string; timeoutMs: number }): AiProvider {
  // Retries are the chain's job (it moves on to the next provider), not the SDK's.
  const client = new OpenAI({ apiKey: options.apiKey ?? 'not-needed', baseURL: options.baseURL, maxRetries: 0 })
  const messages = (r: GenerateRequest) => [
    { role: 'system' as const, content: r.system },
    { role: 'user' as const, content: r.prompt },
  ]
  return {
    name: 'openai',
    model: options.model,
    async generate(request) {
      const clock = idleDeadline(options.timeoutMs, request.signal)
      try {
        const completion = await client.chat.completions.create(
          { model: options.model, messages: messages(request), max_tokens: request.maxTokens, temperature: request.temperature },
          { signal: clock.signal },
        )
        return completion.choices[0]?.message?.content ?? ''
      } catch (error) {
        throw classify('openai', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
    async *stream(request) {
      const clock = idleDeadline(options.timeoutMs, request.signal)
      try {
        const stream = await client.chat.completions.create(
          { model: options.model, messages: messages(request), max_tokens: request.maxTokens, temperature: request.temperature, stream: true },
          { signal: clock.signal },
        )
        for await (const chunk of stream) {
          clock.touch()
          const text = chunk.choices[0]?.delta?.content
          if (text) yield text
        }
        // The SDK ends an aborted stream quietly: a cut-off answer must not pass as complete.
        if (clock.signal.aborted) throw clock.signal.reason ?? new Error('aborted')
      } catch (error) {
        throw classify('openai', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
  }
}
