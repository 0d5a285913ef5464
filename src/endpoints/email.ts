import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { databaseReachable } from '@/server/db/availability'
import { startWelcomeCampaign, welcomeCampaignStatus } from '@/server/email/campaign'
import { previewTemplate } from '@/server/email/preview'
import { unsubscribe, userOfToken } from '@/server/email/unsubscribe'
import { AppError } from '@/server/errors'
import { toAppError } from '@/server/http/errorMapping'
import { clientIp, createRateLimiter } from '@/server/rateLimit'
import { userIsAdmin } from '@/server/auth/roles'
import { LANGUAGES } from '@/shared/language'
import { errorResponse, parseBody, requireAdmin, respond } from './respond'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The campaign's own words (SPEC 8) for who may start it. */
async function requireCampaignAdmin(req: PayloadRequest) {
  if (!req.user) {
    if (!(await databaseReachable(req.payload))) throw new AppError('DATABASE_UNAVAILABLE', 'Email campaign service is currently unavailable.')
    throw new AppError('UNAUTHORIZED', 'You must be logged in to send campaigns.')
  }
  if (!userIsAdmin(req.user)) throw new AppError('FORBIDDEN', 'Only admins can send campaigns.')
}

const campaignInput = z.object({ dryRun: z.boolean().default(false) }).default({ dryRun: false })

/**
 * POST /api/email/welcome-campaign (admins) {dryRun?} — queues this month's welcome e-mail for every inactive
 * user who has not had it: {sent, campaign} (a dry run only counts them: {sent: 0, eligible}). GET — how many would get it, and how the campaign goes.
 */
export const welcomeCampaignEndpoint: Endpoint = {
  path: '/email/welcome-campaign',
  method: 'post',
  handler: async (req) => {
    try {
      await requireCampaignAdmin(req)
      const { dryRun } = await parseBody(req, campaignInput)
      if (dryRun) {
        const { eligible, campaign } = await welcomeCampaignStatus(req.payload)
        return Response.json({ sent: 0, eligible, campaign, dryRun: true }, { headers: NO_STORE })
      }
      const { queued, campaign } = await startWelcomeCampaign(req.payload)
      return Response.json({ sent: queued, campaign }, { headers: NO_STORE })
    } catch (error) {
      const appError = toAppError(error)
      if (appError.code === 'DATABASE_UNAVAILABLE') return errorResponse(new AppError('DATABASE_UNAVAILABLE', 'Email campaign service is currently unavailable.'))
      if (appError.status < 500) return errorResponse(appError)
      req.payload.logger.error({ err: error, msg: 'welcome campaign failed' })
      return errorResponse(new AppError('INTERNAL_ERROR', 'Failed to send welcome campaign emails.'))
    }
  },
}

export const welcomeCampaignStatusEndpoint: Endpoint = {
  path: '/email/welcome-campaign',
  method: 'get',
  handler: (req) =>
    respond(req, async () => {
      await requireCampaignAdmin(req)
      return Response.json(await welcomeCampaignStatus(req.payload), { headers: NO_STORE })
    }),
}

const previewInput = z.object({
  type: z.string().trim().min(1, 'Type is required.').max(64),
  language: z.enum(LANGUAGES).default('en'),
  subject: z.string().max(300).default(''),
  html: z.string().max(200_000).default(''),
})

/** POST /api/email/preview (admins) — a template as it would be sent, filled with sample data, or why it cannot be. */
export const emailPreviewEndpoint: Endpoint = {
  path: '/email/preview',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      await requireAdmin(req)
      const input = await parseBody(req, previewInput)
      return Response.json(previewTemplate(input), { headers: NO_STORE })
    }),
}

// Only guesses are limited: a mail provider's servers make the one-click POSTs of many recipients
// from a few addresses, and a valid token costs nothing to check.
const failedUnsubscribes = createRateLimiter({ name: 'unsubscribe-failures', limit: 30, windowMs: 10 * 60 * 1000 })

/**
 * POST /api/email/unsubscribe?token= — marketing e-mails off for the token's user. The address of
 * the List-Unsubscribe header: mail clients POST here (RFC 8058), and so does /unsubscribe.
 */
export const unsubscribeEndpoint: Endpoint = {
  path: '/email/unsubscribe',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const token = req.searchParams.get('token') ?? ''
      if (userOfToken(token) === null && !(await failedUnsubscribes(req.payload, clientIp(req.headers)))) {
        throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
      }
      await unsubscribe(req.payload, token)
      return Response.json({ unsubscribed: true }, { headers: NO_STORE })
    }),
}

export const emailEndpoints: Endpoint[] = [welcomeCampaignEndpoint, welcomeCampaignStatusEndpoint, emailPreviewEndpoint, unsubscribeEndpoint]
