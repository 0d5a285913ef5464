import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { entitlements } from '@/shared/plans'
import { DEFAULT_VOICE, isVoice, SPEECH_MAX_CHARS, type Voice } from '@/shared/speech'
import { speechWithFallback } from '../ai/speech'
import { tierOf } from '../billing/status'
import { AppError } from '../errors'

/** POST /api/ai/speech (SPEC 3, 5): text required, at most 4000 characters; an unknown voice is alloy. */
export const speechRequestSchema = z.object({
  text: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === 'string' ? value.trim() : ''))
    .pipe(z.string().min(1, 'Please enter the text!').max(SPEECH_MAX_CHARS, `The text can be at most ${SPEECH_MAX_CHARS} characters.`)),
  voice: z.unknown().optional().transform((value): Voice => (isVoice(value) ? value : DEFAULT_VOICE)),
})

/** Audio is for PRO PLUS and admins (plans.ts); everyone else is told which plan has it. */
export async function requireSpeech(payload: Payload, user: User): Promise<void> {
  if (!entitlements(await tierOf(payload, user)).textToSpeech) throw new AppError('SUBSCRIPTION_REQUIRED', 'Blog Master subscription required')
}

/** Text to speech (SPEC 2): one MP3 for up to 4000 characters. */
export async function synthesizeSpeech(payload: Payload, user: User, input: z.infer<typeof speechRequestSchema>): Promise<Buffer> {
  await requireSpeech(payload, user)
  return (await speechWithFallback(input.text, input.voice)).audio
}
