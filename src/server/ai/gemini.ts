import 'server-only'

import { GoogleGenAI } from '@google/genai'

import { classify } from './failures'
import { idleDeadline } from './timeout'
import type { AiProvider, GenerateRequest } from './types'

export function geminiProvider(options: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number }): AiProvider {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: options.baseUrl ? { baseUrl: options.baseUrl } : undefined,
  })
  const params = (r: GenerateRequest, signal: AbortSignal) => ({
    model: options.model,
    contents: r.prompt,
    config: { systemInstruction: r.system, maxOutputTokens: r.maxTokens, temperature: r.temperature, abortSignal: signal },
  })
  return {
    name: 'gemini',
    model: options.model,
    async generate(request) {
      const clock = idleDeadline(options.timeoutMs, request.signal)
      try {
        const response = await client.models.generateContent(params(request, clock.signal))
        return response.text ?? ''
      } catch (error) {
        throw classify('gemini', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
    async *stream(request) {
      const clock = idleDeadline(options.timeoutMs, request.signal)
      try {
        const stream = await client.models.generateContentStream(params(request, clock.signal))
        for await (const chunk of stream) {
          clock.touch()
          const text = chunk.text
          if (text) yield text
        }
      } catch (error) {
        throw classify('gemini', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
  }
}
