import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { entitlements, isUnlimited, monthlyAudioMinutes, type Tier } from '@/shared/plans'
import { DEFAULT_VOICE, isVoice, SPEECH_MAX_CHARS, type Voice } from '@/shared/speech'
import { speechWithFallback } from '../ai/speech'
import { tierOf } from '../billing/status'
import { AppError } from '../errors'
import { refundCredit, reserveCredit } from '../quota'

/** POST /api/ai/speech (SPEC 3, 5): text required, at most 4000 characters; an unknown voice is alloy. */
export const speechRequestSchema = z.object({
  text: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().min(1, 'Please enter the text!').max(SPEECH_MAX_CHARS, `The text can be at most ${SPEECH_MAX_CHARS} characters.`)),
  voice: z.unknown().optional().transform((value): Voice => (isVoice(value) ? value : DEFAULT_VOICE)),
})

/** SPEC 8's audio message: what a failed speech model (or one that answered no MP3) shows. */
export const AUDIO_FAILED_MESSAGE = 'An error occurred while generating the audio file!'

/** Audio is for PRO PLUS and admins (plans.ts); everyone else is told which plan has it. Answers the tier. */
export async function requireSpeech(payload: Payload, user: User): Promise<Tier> {
  const tier = await tierOf(payload, user)
  if (!entitlements(tier).textToSpeech) throw new AppError('SUBSCRIPTION_REQUIRED', 'Blog Master subscription required')
  return tier
}

/** A generous guess of how long text takes to say (speech runs at about 15 characters a second). */
const CHARS_PER_SECOND = 12

/**
 * Reserves the audio minutes `characters` of text may take from the month's (plans.ts), atomically
 * like a credit, before any speech call. `settle(seconds)` gives back what the audio did not use,
 * `refund()` gives back all of it (nothing was made).
 */
export async function reserveAudioSeconds(payload: Payload, user: User, tier: Tier, characters: number) {
  const minutes = monthlyAudioMinutes(tier)
  const amount = Math.max(1, Math.ceil(characters / CHARS_PER_SECOND))
  const reservation = await reserveCredit(payload, { userId: user.id, counter: 'audioSeconds', limit: minutes * 60, unlimited: isUnlimited(minutes), amount })
  return {
    settle: async (seconds: number) => {
      const unused = amount - Math.ceil(seconds)
      if (unused > 0) await refundCredit(payload, reservation, unused)
    },
    refund: () => refundCredit(payload, reservation),
  }
}

/** Text to speech (SPEC 2): one MP3 for up to 4000 characters, counted in the month's audio minutes. */
export async function synthesizeSpeech(payload: Payload, user: User, input: z.infer<typeof speechRequestSchema>): Promise<Buffer> {
  const tier = await requireSpeech(payload, user)
  const audio = await reserveAudioSeconds(payload, user, tier, input.text.length)
  try {
    const spoken = await speechWithFallback(input.text, input.voice)
    await audio.settle(spoken.seconds)
    return spoken.audio
  } catch (error) {
    await audio.refund()
    // A failed model, or one that answered no MP3: SPEC 8's audio message (an overloaded one says so).
    if (error instanceof AppError && error.code === 'AI_FAILED') throw new AppError('AI_FAILED', AUDIO_FAILED_MESSAGE, error.details)
    throw error
  }
}
