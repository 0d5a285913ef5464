import type { Endpoint } from 'payload'

import { testIntegration } from '@/server/integrations'
import { AppError } from '@/server/errors'
import { createRateLimiter } from '@/server/rateLimit'
import { requireUser, respond } from './respond'

// Each test logs in to someone's site: a person needs a few a minute, a script gets no more.
const connectionTests = createRateLimiter({ name: 'connection-tests', limit: 10, windowMs: 60_000 })

/** POST /api/integrations/:id/test — 'Test connection': the result in plain words (never a secret). */
export const testIntegrationEndpoint: Endpoint = {
  path: '/:id/test',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      const user = await requireUser(req)
      if (!(await connectionTests(req.payload, String(user.id)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
      return Response.json(await testIntegration(req.payload, user, String(req.routeParams?.id ?? '')))
    }),
}
