import type { Endpoint } from 'payload'

import { contactInput, submitContactMessage } from '@/server/contact/submit'
import { AppError } from '@/server/errors'
import { clientIp, createRateLimiter } from '@/server/rateLimit'
import { parseBody, respond } from './respond'

const messages = createRateLimiter({ name: 'contact', limit: 10, windowMs: 10 * 60 * 1000 })

export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: (req) =>
    respond(req, async () => {
      if (!(await messages(req.payload, clientIp(req.headers)))) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment.')
      const input = await parseBody(req, contactInput)
      return Response.json(await submitContactMessage(req.payload, input), { status: 201 })
    }),
}
