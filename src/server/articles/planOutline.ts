import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import type { LinkedPage } from '@/shared/links'
import type { Outline } from '@/shared/outline'
import { monthlyLimit } from '@/shared/plans'
import { tierOf } from '../billing/status'
import { AppError } from '../errors'
import { requireCreditLeft } from '../quota'
import { withGenerationSlot } from '../quota/slots'
import { validateInput } from '../validate'
import { linksForOutline } from '../links'
import { chatJob, chatStartSchema, requireChat } from './chat'
import { keywordJob, promoJob, promptJob } from './generate'
import { voiceFor, type VoiceChoice, type WritingVoice } from '../voices'
import { draftOutline } from './outline'
import type { GenerationJob } from './pipeline'
import { articleRequestSchema, promoRequestSchema, promptRequestSchema } from './request'

/** Each writing tool's request and how it becomes a job: the outline is planned from the same task the article is written from. */
const TOOLS = {
  article: { schema: articleRequestSchema, job: keywordJob },
  prompt: { schema: promptRequestSchema, job: promptJob },
  promo: { schema: promoRequestSchema, job: promoJob },
  chat: { schema: chatStartSchema, job: async (input: z.infer<typeof chatStartSchema>, voice?: WritingVoice) => chatJob(input, voice) },
} as const

export type OutlineTool = keyof typeof TOOLS
const toolField = z.enum(Object.keys(TOOLS) as [OutlineTool, ...OutlineTool[]], { message: 'tool must be article, prompt, promo or chat' })

/**
 * POST /api/ai/outline (issue 35): the outline the model proposes for what a tool was asked to
 * write, for the user to review before 'Write article'. No credit is taken (the article takes one),
 * but a user without one left is refused as the article would be; the tool's own input rules and
 * plan (the chat is PRO PLUS) apply. A URL tool reads its page here, through the safe fetcher.
 */
export async function outlineFor(payload: Payload, user: User, body: unknown): Promise<{ outline: Outline; links: LinkedPage[] }> {
  const { tool } = validateInput(z.object({ tool: toolField }), body ?? {})
  const { schema, job } = TOOLS[tool] as { schema: z.ZodType; job: (input: unknown, voice?: WritingVoice) => Promise<GenerationJob> }
  const input = validateInput(schema, body)
  if (tool === 'chat') await requireChat(payload, user)
  await requireCreditLeft(payload, user.id, monthlyLimit(await tierOf(payload, user)))
  return withGenerationSlot(payload, user, 'outline', async () => {
    const planned = await job(input, await voiceFor(payload, user, (input as { voice?: VoiceChoice }).voice ?? 'default'))
    const { outline } = await draftOutline(planned.writing!.task)
    if (!outline) throw new AppError('AI_FAILED', 'The AI did not answer with an outline. Try again, or write the article without reviewing the outline.')
    // The writer's pages it could link to, for the user to accept with the outline; a courtesy.
    const links = await linksForOutline(payload, user, outline, planned.writing!.task.language).catch(() => [])
    return { outline, links }
  })
}
