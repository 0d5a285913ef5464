import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { BrandVoice, User } from '@/payload-types'
import { wordList } from '@/shared/voices'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'

/** What the writer needs of a brand voice: how it sounds, and its words to prefer and avoid. */
export type WritingVoice = { id: number; name: string; description: string; sample: string; prefer: string[]; avoid: string[] }

/** A request's `voice`: absent, the user's default; null, 0 or '' none; else one of the user's voices by id. */
export type VoiceChoice = 'default' | 'none' | number

export const voiceField = z
  .unknown()
  .optional()
  .transform((value, ctx): VoiceChoice => {
    if (value === undefined) return 'default'
    if (value === null || value === 0 || value === '' || value === 'none') return 'none'
    const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
    if (Number.isInteger(id) && id > 0) return id
    ctx.addIssue({ code: 'custom', message: 'Choose one of your brand voices.' })
    return z.NEVER
  })

export function writingVoice(voice: BrandVoice): WritingVoice {
  return { id: voice.id, name: voice.name, description: voice.description ?? '', sample: voice.sample ?? '', prefer: wordList(voice.preferWords), avoid: wordList(voice.avoidWords) }
}

/** The voice a request asked for, as the user may see it (their own; an admin's own too): another's is not found. */
export async function voiceFor(payload: Payload, user: User, choice: VoiceChoice): Promise<WritingVoice | undefined> {
  if (choice === 'none') return undefined
  if (choice === 'default') {
    const { docs } = await payload.find({ collection: 'brand-voices', where: { and: [{ user: { equals: user.id } }, { isDefault: { equals: true } }] }, limit: 1, depth: 0, overrideAccess: true })
    return docs[0] ? writingVoice(docs[0]) : undefined
  }
  const voice = await findVisible(payload, 'brand-voices', choice, user)
  // Admins see every voice; they write with their own.
  const owner = voice && (typeof voice.user === 'object' ? voice.user?.id : voice.user)
  if (!voice || owner !== user.id) throw new AppError('VALIDATION_ERROR', 'Choose one of your brand voices.', { field: 'voice' })
  return writingVoice(voice)
}
