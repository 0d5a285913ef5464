import 'server-only'

import OpenAI from 'openai'

import { VOICES, type Voice } from '@/shared/speech'
import { configuredProviders, noProvider, allFailed } from '.'
import { classify } from './failures'
import { idleDeadline } from './timeout'
import { ProviderError, type ProviderName, type SpeechProvider } from './types'
import { encodeMp3, readMp3 } from './mp3'

const SPEECH_TIMEOUT_MS = 120_000
/** What an MP3 answer may be labelled (octet-stream: servers that send bytes unlabelled); its frames are read too. */
const MP3_CONTENT_TYPE = /^\s*(audio\/(mpeg|mp3|mpeg3|x-mpeg-3|x-mp3)|application\/octet-stream)\s*(;|$)/i

function openAiSpeech(options: { apiKey?: string; baseURL?: string; model: string }): SpeechProvider {
  const client = new OpenAI({ apiKey: options.apiKey ?? 'not-needed', baseURL: options.baseURL, maxRetries: 0 })
  return {
    name: 'openai',
    model: options.model,
    async synthesize({ text, voice, signal }) {
      const clock = idleDeadline(SPEECH_TIMEOUT_MS, signal)
      try {
        const response = await client.audio.speech.create({ model: options.model, voice, input: text, response_format: 'mp3' }, { signal: clock.signal })
        // A proxy's or server's 200 with JSON or an HTML page is no audio: never offered as an MP3.
        const contentType = response.headers.get('content-type') ?? ''
        if (!MP3_CONTENT_TYPE.test(contentType)) throw new ProviderError('openai', 'server_error', `The speech server answered ${contentType || 'without a content type'}, not MP3 audio.`)
        const audio = Buffer.from(await response.arrayBuffer())
        if (!audio.length) throw new ProviderError('openai', 'empty', 'No audio received from AI')
        return audio
      } catch (error) {
        throw classify('openai', error, clock.timedOut())
      } finally {
        clock.done()
      }
    },
  }
}

/**
 * The offline demo's speech: a real MP3, one short tone per word (up to 40 words), pitched by the
 * voice, so players, durations and downloads behave as with a model. It says nothing.
 */
export function demoSpeech(text: string, voice: Voice): Buffer {
  const sampleRate = 24_000
  const base = 180 + VOICES.indexOf(voice) * 40
  const wordsSpoken = text.split(/\s+/).filter(Boolean).slice(0, 40)
  const samples: number[] = []
  for (const word of wordsSpoken) {
    const pitch = base + (word.length % 7) * 25
    const toneSamples = Math.round(sampleRate * 0.14)
    for (let i = 0; i < toneSamples; i++) {
      const fade = Math.min(1, i / 240, (toneSamples - i) / 240)
      samples.push(Math.round(Math.sin((2 * Math.PI * pitch * i) / sampleRate) * 9000 * fade))
    }
    for (let i = 0; i < sampleRate * 0.06; i++) samples.push(0)
  }
  if (!samples.length) for (let i = 0; i < sampleRate * 0.2; i++) samples.push(0)
  return encodeMp3(Int16Array.from(samples), sampleRate)
}

/** Speech models: OpenAI's (OPENAI_TTS_MODEL; any OpenAI-compatible speech server), else the demo. */
export function speechProviders(): SpeechProvider[] {
  return configuredProviders<SpeechProvider>(
    { openai: (config) => openAiSpeech({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_TTS_MODEL ?? 'gpt-4o-mini-tts' }) },
    () => ({ name: 'demo', model: 'offline-demo', synthesize: async ({ text, voice }) => demoSpeech(text, voice) }),
  )
}

/** Answers that are not MP3 sound frames (readMp3, the reader that joins and measures them) count as a failed model. */
function mp3Seconds(provider: ProviderName, audio: Buffer): number {
  try {
    return readMp3(audio).seconds
  } catch {
    throw new ProviderError(provider, 'server_error', 'The speech model answered something that is not MP3 audio.')
  }
}

/**
 * The first speech model that answers with real MP3 audio (`seconds`: its length; `answeredBy`: to
 * read the rest of a long text with the same voice).
 */
export async function speechWithFallback(text: string, voice: Voice, providers = speechProviders()): Promise<{ audio: Buffer; seconds: number; provider: string; answeredBy: SpeechProvider }> {
  if (!providers.length) throw noProvider()
  const failures: ProviderError[] = []
  for (const provider of providers) {
    try {
      const audio = await provider.synthesize({ text, voice })
      return { audio, seconds: mp3Seconds(provider.name, audio), provider: provider.name, answeredBy: provider }
    } catch (error) {
      failures.push(error instanceof ProviderError ? error : new ProviderError(provider.name, 'network', String(error)))
    }
  }
  throw allFailed(failures)
}
