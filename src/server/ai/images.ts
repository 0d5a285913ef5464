import 'server-only'

import { GoogleGenAI } from '@google/genai'
import OpenAI from 'openai'
import sharp from 'sharp'

import { fontFiles } from '../content/fonts'
import { allFailed, configuredProviders, noProvider } from '.'
import { classify } from './failures'
import { idleDeadline } from './timeout'
import { ProviderError, type GeneratedImage, type ImageProvider } from './types'

const IMAGE_TIMEOUT_MS = 120_000

/** The size each OpenAI image model accepts closest to a 3:2 blog cover. */
function openAiSize(model: string): '1024x1024' | '1792x1024' | '1536x1024' {
  if (model.startsWith('dall-e-2')) return '1024x1024'
  if (model.startsWith('dall-e-3')) return '1792x1024'
  return '1536x1024'
}

const noImage = (provider: 'openai' | 'gemini') => new ProviderError(provider, 'empty', 'No image received from AI')

function openAiImages(options: { apiKey?: string; baseURL?: string; model: string }): ImageProvider {
  const client = new OpenAI({ apiKey: options.apiKey ?? 'not-needed', baseURL: options.baseURL, maxRetries: 0 })
  return {
    name: 'openai',
    model: options.model,
    async generate({ prompt, signal }) {
      const clock = idleDeadline(IMAGE_TIMEOUT_MS, signal)
      try {
        // gpt-image models always answer base64; DALL·E needs to be asked.
        const dallE = options.model.startsWith('dall-e')
        const result = await client.images.generate(
          { model: options.model, prompt, n: 1, size: openAiSize(options.model), ...(dallE ? { response_format: 'b64_json' as const } : {}) },
          { signal: clock.signal },
        )
        const base64 = result.data?.[0]?.b64_json
        if (!base64) throw noImage('openai')
        return { data: Buffer.from(base64, 'base64'), mimeType: 'image/png' }
      } catch (error) {
        throw classify('openai', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
  }
}

function geminiImages(options: { apiKey: string; baseUrl?: string; model: string }): ImageProvider {
  const client = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: options.baseUrl ? { baseUrl: options.baseUrl } : undefined })
  return {
    name: 'gemini',
    model: options.model,
    async generate({ prompt, signal }) {
      const clock = idleDeadline(IMAGE_TIMEOUT_MS, signal)
      try {
        const response = await client.models.generateContent({
          model: options.model,
          contents: prompt,
          config: { responseModalities: ['TEXT', 'IMAGE'], abortSignal: clock.signal },
        })
        const inline = response.candidates?.[0]?.content?.parts?.find((part) => part.inlineData?.data)?.inlineData
        if (!inline?.data) throw noImage('gemini')
        return { data: Buffer.from(inline.data, 'base64'), mimeType: inline.mimeType ?? 'image/png' }
      } catch (error) {
        throw classify('gemini', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
  }
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The offline demo's featured image: the title in white on the brand gradient, a real PNG. */
export async function placeholderImage(title: string, width = 1536, height = 1024): Promise<GeneratedImage> {
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0ea5e9"/></linearGradient></defs>' +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="#ffffff" fill-opacity="0.08"/></svg>`,
  )
  const text = await sharp({
    text: {
      text: `<span foreground="white">${escapeMarkup(title)}</span>`,
      fontfile: fontFiles().bold,
      font: 'DejaVu Sans Bold',
      width: Math.round(width * 0.8),
      height: Math.round(height * 0.5),
      align: 'center',
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  const data = await sharp(background)
    .composite([{ input: text.data, left: Math.round((width - text.info.width) / 2), top: Math.round((height - text.info.height) / 2) }])
    .png()
    .toBuffer()
  return { data, mimeType: 'image/png' }
}

function demoImages(title: string): ImageProvider {
  return { name: 'demo', model: 'offline-demo', generate: () => placeholderImage(title) }
}

/** Image models in the same provider order as the writers: OPENAI_IMAGE_MODEL, GEMINI_IMAGE_MODEL; the demo draws `title`. */
export function imageProviders(title: string): ImageProvider[] {
  return configuredProviders<ImageProvider>(
    {
      gemini: (config) => geminiImages({ apiKey: config.GEMINI_API_KEY!, baseUrl: config.GEMINI_BASE_URL, model: config.GEMINI_IMAGE_MODEL ?? 'gemini-2.5-flash-image' }),
      openai: (config) => openAiImages({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL ?? 'gpt-image-1' }),
    },
    () => demoImages(title),
  )
}

export type GeneratedBy = GeneratedImage & { provider: string; model: string }

/** Asks each image model in turn; an answer without an image counts as a failure, and says so. */
export async function imageWithFallback(prompt: string, providers: ImageProvider[], signal?: AbortSignal): Promise<GeneratedBy> {
  if (!providers.length) throw noProvider()
  const failures: ProviderError[] = []
  for (const provider of providers) {
    try {
      return { ...(await provider.generate({ prompt, signal })), provider: provider.name, model: provider.model }
    } catch (error) {
      if (signal?.aborted) throw error
      failures.push(error instanceof ProviderError ? error : new ProviderError(provider.name, 'network', String(error)))
    }
  }
  throw allFailed(failures)
}
