import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Integration, User } from '@/payload-types'
import type { BulkInputProblem, BulkSchedule } from '@/shared/bulk'
import { LANGUAGES, type Language } from '@/shared/language'
import { entitlements, monthlyImageLimit, monthlyLimit } from '@/shared/plans'
import { isArticleLength, type ArticleLength } from '@/shared/outline'
import { tierOf } from '../billing/status'
import { cleanKeyword, cleanTopic } from '../content/input'
import { AppError } from '../errors'
import { requireIntegrations } from '../integrations'
import { resetsAt, usageThisMonth } from '../quota'
import { voiceField, type VoiceChoice } from '../voices'
import { bulkCost, type BulkCost } from './cost'
import { readKeywordCsv, readKeywordList } from './input'
import { rowTime, ScheduleError, scheduleTimes } from './schedule'

const TIME = z.string().regex(/^\d{2}:\d{2}$/)
const scheduleSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('now') }),
  z.object({ mode: z.literal('daily'), perDay: z.number().int().min(1).max(24), times: z.array(TIME).min(1).max(24), startDate: z.string() }),
])

/** POST /api/bulk/plan and /api/bulk/runs: the list and the run's options. */
export const bulkRequestSchema = z.object({
  format: z.enum(['list', 'csv']).default('list'),
  text: z.string().max(500_000, 'The list is too long: at most 100 keywords a run.'),
  language: z.enum(LANGUAGES).optional(),
  tone: z.string().trim().max(40).optional().transform((tone) => tone || 'professional'),
  length: z.unknown().optional().transform((value): ArticleLength => (isArticleLength(value) ? value : 'medium')),
  voice: voiceField,
  image: z.boolean().default(false),
  target: z.enum(['articles', 'blog', 'site']).default('articles'),
  integration: z.number().int().positive().optional(),
  siteStatus: z.enum(['draft', 'publish']).default('draft'),
  schedule: scheduleSchema.default({ mode: 'now' }),
  /** The browser's IANA zone (editable on the page). */
  zone: z.string().min(1).max(64).default('UTC'),
  /** Start only as many rows as the month's quota allows. */
  fitToQuota: z.boolean().default(false),
})
export type BulkRequest = z.infer<typeof bulkRequestSchema>

/** Where one row goes: the run's target unless the CSV named another. */
export type RowTarget = { kind: 'articles' } | { kind: 'blog' } | { kind: 'site'; integration: number; name: string; status: 'draft' | 'publish' }

export type PlannedRow = { line: number; keyword: string; title?: string; publishAt: Date | null; target: RowTarget }

export type BulkPlan = {
  rows: PlannedRow[]
  problems: BulkInputProblem[]
  blankLines: number[]
  cost: BulkCost & { resetsAt: string }
  options: { language?: Language; tone: string; length: ArticleLength; voice: VoiceChoice; image: boolean; schedule: BulkSchedule; zone: string }
}

/**
 * Reads a run's list and options into rows with their times and targets, and what it costs: the
 * preview shown before anything starts, and the plan a run is started from. Nothing is written.
 * A row that cannot go (duplicate, unsafe keyword, bad time, unknown site) is left out with its reason.
 */
export async function planBulkRun(payload: Payload, user: User, input: BulkRequest, now = new Date()): Promise<BulkPlan> {
  const tier = await tierOf(payload, user)
  if (!entitlements(tier).bulk) throw new AppError('SUBSCRIPTION_REQUIRED', 'Bulk writing is part of the PRO and PRO PLUS plans. Choose a plan to write a month of posts at once.')
  const schedule: BulkSchedule = input.schedule.mode === 'now' ? { mode: 'now' } : { ...input.schedule, zone: input.zone }
  const read = input.format === 'csv' ? readKeywordCsv(input.text) : readKeywordList(input.text)
  const problems = [...read.problems]
  const sites = await usableSites(payload, user, input)
  const runTarget = await targetOf(payload, user, tier === 'admin', input.target, input.integration, input.siteStatus, sites)

  const accepted: Omit<PlannedRow, 'publishAt'>[] = []
  const ownTimes: (Date | null)[] = []
  for (const draft of read.rows) {
    const keyword = cleanKeyword(draft.keyword)
    const title = draft.title ? cleanTopic(draft.title) : undefined
    if (!keyword.ok) {
      problems.push({ line: draft.line, reason: keyword.reason === 'unsafe' ? 'The keyword contains code that is not allowed.' : 'The keyword is too long (at most 100 characters).' })
      continue
    }
    if (title && !title.ok) {
      problems.push({ line: draft.line, reason: title.reason === 'unsafe' ? 'The title contains code that is not allowed.' : 'The title is too long (at most 200 characters).' })
      continue
    }
    let target = runTarget
    let own: Date | null = null
    try {
      if (draft.target) target = rowTargetOf(draft.target, tier === 'admin', input.siteStatus, sites)
      if (draft.publishAt) own = rowTime(draft.publishAt, input.zone, now)
    } catch (error) {
      if (!(error instanceof ScheduleError || error instanceof RowProblem)) throw error
      problems.push({ line: draft.line, reason: error.message })
      continue
    }
    accepted.push({ line: draft.line, keyword: keyword.value, title: title?.value, target })
    ownTimes.push(own)
  }
  // Only rows that go somewhere have a time: one kept in My Articles is saved when it is written.
  const timed = accepted.map((row, i) => row.target.kind !== 'articles' && !ownTimes[i])
  let slots: (Date | null)[]
  try {
    slots = scheduleTimes(schedule, timed.filter(Boolean).length, now)
  } catch (error) {
    if (error instanceof ScheduleError) throw new AppError('VALIDATION_ERROR', error.message)
    throw error
  }
  const rows = accepted.map((row, i) => ({ ...row, publishAt: row.target.kind === 'articles' ? null : (ownTimes[i] ?? (timed[i] ? slots.shift() : null) ?? null) }))
  problems.sort((a, b) => a.line - b.line)

  const [articlesUsed, imagesUsed] = await Promise.all([usageThisMonth(payload, user.id, now), usageThisMonth(payload, user.id, now, 'images')])
  const cost = bulkCost({ rows: rows.length, images: input.image, articleLimit: monthlyLimit(tier), articlesUsed, imageLimit: monthlyImageLimit(tier), imagesUsed })
  return {
    rows,
    problems,
    blankLines: read.blankLines,
    cost: { ...cost, resetsAt: resetsAt(now).toISOString() },
    options: { language: input.language, tone: input.tone, length: input.length, voice: input.voice, image: input.image, schedule, zone: input.zone },
  }
}

/** The user's active sites (admins: their own too): what a run or a CSV row may name. */
async function usableSites(payload: Payload, user: User, input: BulkRequest): Promise<Integration[]> {
  const wantsSites = input.target === 'site' || (input.format === 'csv' && /site|wordpress|wix|,/i.test(input.text))
  if (!wantsSites) return []
  const { docs } = await payload.find({ collection: 'integrations', where: { and: [{ user: { equals: user.id } }, { active: { equals: true } }] }, limit: 100, depth: 0, overrideAccess: true })
  return docs
}

async function targetOf(payload: Payload, user: User, admin: boolean, kind: BulkRequest['target'], integration: number | undefined, status: 'draft' | 'publish', sites: Integration[]): Promise<RowTarget> {
  if (kind === 'articles') return { kind }
  if (kind === 'blog') {
    if (!admin) throw new AppError('FORBIDDEN', 'Only admins publish to the public blog.')
    return { kind }
  }
  const site = sites.find((s) => s.id === integration)
  if (!site) throw new AppError('VALIDATION_ERROR', 'Choose one of your active WordPress or Wix sites.')
  await requireIntegrations(payload, user, site.platform)
  return { kind: 'site', integration: site.id, name: site.name, status }
}

/** A row that cannot go as written, with the reason shown beside its line. */
class RowProblem extends Error {}

/** A CSV row's target column: `articles`, `blog`, or the name of one of the user's active sites. */
function rowTargetOf(text: string, admin: boolean, status: 'draft' | 'publish', sites: Integration[]): RowTarget {
  const name = text.trim().toLowerCase()
  if (name === 'articles' || name === 'my articles') return { kind: 'articles' }
  if (name === 'blog') {
    if (!admin) throw new RowProblem('Only admins publish to the public blog.')
    return { kind: 'blog' }
  }
  const site = sites.find((s) => s.name.trim().toLowerCase() === name)
  if (!site) throw new RowProblem(`"${text}" is none of your active sites (or "articles").`)
  return { kind: 'site', integration: site.id, name: site.name, status }
}

