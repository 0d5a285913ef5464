import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Article, User } from '@/payload-types'
import { languageOf } from '@/shared/language'
import { SPEECH_MAX_PARTS } from '@/shared/plans'
import { DEFAULT_VOICE, isVoice, SPEECH_MAX_CHARS, type Voice } from '@/shared/speech'
import { AUDIO_MIME_TYPE } from '@/shared/uploads'
import { cutAtWordBoundary } from '@/shared/text'
import { joinMp3 } from '../ai/mp3'
import { speechProviders, speechWithFallback } from '../ai/speech'
import type { SpeechProvider } from '../ai/types'
import { mediaId, removeIfPrivate } from '../articles/privateMedia'
import { postSlug } from '../content/slug'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { takeGenerationSlot } from '../quota/slots'
import { AUDIO_FAILED_MESSAGE, requireSpeech, reserveAudioSeconds } from '.'
import { articleSpeechText, speechChunks } from './chunks'

export const articleAudioSchema = z.object({
  voice: z.unknown().optional().transform((value): Voice => (isVoice(value) ? value : DEFAULT_VOICE)),
})

/** The events of POST /api/articles/:id/audio, server to screen. */
export type AudioEvent =
  | { event: 'progress'; data: { done: number; total: number } }
  | { event: 'done'; data: { article: Article } }
  | { event: 'error'; data: { code: string; message: string } }

/** Chunks read at once: a long article is read in a fraction of the time, without a burst the provider refuses. */
const PARALLEL_CHUNKS = 3
/** A chunk that fails is asked once more before the whole audio fails: one hiccup in fifteen calls should not cost the rest. */
const ATTEMPTS = 2

// The articles whose audio this process is making: a second 'Listen' waits for the first.
const inProgress = new Set<number>()

/** Refused before any speech call: an audio is at most SPEECH_MAX_PARTS parts of SPEECH_MAX_CHARS (plans.ts). */
function tooLongToRead(parts?: number): AppError {
  return new AppError(
    'VALIDATION_ERROR',
    `This article is too long to read aloud: an audio is at most ${SPEECH_MAX_PARTS} parts of ${SPEECH_MAX_CHARS} characters (${SPEECH_MAX_PARTS * SPEECH_MAX_CHARS} characters).`,
    { limit: 'speechParts', maxParts: SPEECH_MAX_PARTS, maxPartCharacters: SPEECH_MAX_CHARS, ...(parts ? { parts } : {}) },
  )
}

/**
 * 'Listen' (PRO PLUS and admins): the article read aloud. The text is split between sentences into
 * chunks the speech model accepts, every chunk is read by the same model and voice (the first that
 * answers), and the parts are joined into one MP3, stored in `media` private to the owner until the
 * article is published, and attached to the article in place of an earlier audio. `emit` reports
 * each finished chunk; the work goes on and is saved if the browser leaves. Checks that can fail at
 * once (plan, article, text) throw before anything starts.
 */
export async function startArticleAudio(
  payload: Payload,
  user: User,
  articleId: number | string,
  input: z.infer<typeof articleAudioSchema>,
  emit: (event: AudioEvent) => void,
): Promise<{ finished: Promise<void> }> {
  const tier = await requireSpeech(payload, user)
  const article = await findVisible(payload, 'articles', articleId, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found.')
  if (article.status !== 'ready' || !article.content) throw new AppError('VALIDATION_ERROR', 'Please generate content first before creating the audio.')
  if (inProgress.has(article.id)) throw new AppError('CONFLICT', 'The audio of this article is already being made.')
  // Every part is a paid speech call: too long a text is refused before it is even split (HTML
  // four times the text limit, before it is even read: a page far longer could block the server).
  const textLimit = SPEECH_MAX_PARTS * SPEECH_MAX_CHARS
  if (article.content.length > 4 * textLimit) throw tooLongToRead()
  const text = articleSpeechText(article)
  if (text.length > textLimit) throw tooLongToRead()
  const chunks = speechChunks(text, undefined, languageOf(article.language))
  if (chunks.length > SPEECH_MAX_PARTS) throw tooLongToRead(chunks.length)
  const slot = await takeGenerationSlot(payload, user, 'audio', tier)
  let minutes: Awaited<ReturnType<typeof reserveAudioSeconds>>
  try {
    minutes = await reserveAudioSeconds(payload, user, tier, chunks.reduce((sum, chunk) => sum + chunk.length, 0))
  } catch (error) {
    await slot.release()
    throw error
  }
  inProgress.add(article.id)
  emit({ event: 'progress', data: { done: 0, total: chunks.length } })
  const finished = makeAudio(payload, user, article, chunks, input.voice, (done) => emit({ event: 'progress', data: { done, total: chunks.length } }))
    .then(async ({ article: updated, seconds }) => {
      await minutes.settle(seconds).catch((err: unknown) => payload.logger.error({ err, msg: `article ${article.id}: audio minutes not settled` }))
      emit({ event: 'done', data: { article: updated } })
    })
    .catch(async (error: unknown) => {
      await minutes.refund().catch((err: unknown) => payload.logger.error({ err, msg: `article ${article.id}: audio minutes not refunded` }))
      // SPEC 8's audio message for a failed model (or one that answered no MP3) too; an overloaded one says so.
      const failure = error instanceof AppError && error.code !== 'AI_FAILED' ? error : new AppError('AI_FAILED', AUDIO_FAILED_MESSAGE)
      if (!(error instanceof AppError)) payload.logger.error({ err: error, msg: `article ${article.id}: audio failed` })
      emit({ event: 'error', data: { code: failure.code, message: failure.message } })
    })
    .finally(() => {
      inProgress.delete(article.id)
      return slot.release()
    })
  return { finished }
}

async function makeAudio(payload: Payload, user: User, article: Article, chunks: string[], voice: Voice, onChunk: (done: number) => void): Promise<{ article: Article; seconds: number }> {
  const parts = await readChunks(chunks, voice, onChunk)
  let joined: ReturnType<typeof joinMp3>
  try {
    joined = joinMp3(parts)
  } catch {
    throw new AppError('AI_FAILED', AUDIO_FAILED_MESSAGE)
  }
  const media = await payload.create({
    collection: 'media',
    data: { alt: cutAtWordBoundary(article.title, 200), owner: user.id },
    file: { data: joined.audio, mimetype: AUDIO_MIME_TYPE, name: `${postSlug(article.title)}.mp3`, size: joined.audio.length },
    overrideAccess: true,
  })
  try {
    const updated = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { audio: media.id, audioOutdated: false },
      overrideAccess: true,
      depth: 1,
      context: { skipRescore: true },
    })
    const previous = mediaId(article.audio)
    if (previous) await removeIfPrivate(payload, previous)
    return { article: updated, seconds: joined.seconds }
  } catch (error) {
    // The article went away while it was being read: its audio goes too.
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true }).catch(() => {})
    throw error
  }
}

/** Every chunk as MP3 bytes, in order, a few at a time, all by the model that read the first one. */
async function readChunks(chunks: string[], voice: Voice, onChunk: (done: number) => void): Promise<Buffer[]> {
  const parts: Buffer[] = new Array(chunks.length)
  const first = await withRetry(() => speechWithFallback(chunks[0], voice, speechProviders()))
  parts[0] = first.audio
  let done = 1
  onChunk(done)
  const reader: SpeechProvider = first.answeredBy
  let next = 1
  let failed = false
  const worker = async () => {
    // After a failure the other workers take no new chunk: the audio is lost anyway.
    for (let index = next++; index < chunks.length && !failed; index = next++) {
      try {
        parts[index] = (await withRetry(() => speechWithFallback(chunks[index], voice, [reader]))).audio
      } catch (error) {
        failed = true
        throw error
      }
      onChunk(++done)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CHUNKS, chunks.length - 1) }, worker))
  return parts
}

async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt()
    } catch (error) {
      if (tries >= ATTEMPTS) throw error
    }
  }
}
