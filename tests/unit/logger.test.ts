import { Writable } from 'node:stream'

import { pino } from 'pino'

import { loggerOptions } from '@/server/ops/logger.mjs'
import { requestContext } from '@/server/ops/requestContext.mjs'

/** A logger with the app's options writing JSON lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino(loggerOptions(), sink), lines }
}

describe('the log', () => {
  it('carries the id of the request being answered into every line written meanwhile, work that goes on after the answer included', async () => {
    const { logger, lines } = capture()
    logger.info('before any request')
    await requestContext.run({ requestId: 'req-0123456789' }, async () => {
      logger.info('while answering')
      await new Promise((resolve) => setTimeout(resolve, 5))
      // An article written on after the client left, a publish retried later in the same chain.
      void Promise.resolve().then(() => logger.error({ err: new Error('provider failed') }, 'generation failed'))
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['before any request', undefined],
      ['while answering', 'req-0123456789'],
      ['generation failed', 'req-0123456789'],
    ])
  })

  it('never writes a password, token, cookie, secret or an e-mail body, whatever it is given', () => {
    const { logger, lines } = capture()
    logger.info({ password: 'p4ss', token: 't0k', headers: { authorization: 'JWT abc', cookie: 'payload-token=x' }, user: { password: 'p', apiKey: 'k' }, html: '<p>mail</p>', text: 'mail', msg: 'x' })
    const written = JSON.stringify(lines)
    for (const hidden of ['p4ss', 't0k', 'JWT abc', 'payload-token=x', '"k"', '<p>mail</p>', '"mail"']) expect(written).not.toContain(hidden)
  })
})

describe('GraphQL errors', () => {
  /** What Payload's GraphQL handler hands its logger: the wrapper, the real error inside. */
  const wrapped = (originalError: Error & { status?: number }) => Object.assign(new Error(originalError.message), { name: 'GraphQLError', originalError, path: ['Users'] })

  it('a refusal or a missing document is one info line without a stack, in GraphQL and in a minified build; a server error stays an error', () => {
    const { logger, lines } = capture()
    logger.error({ err: wrapped(Object.assign(new Error('You are not allowed to perform this action.'), { status: 403 })) })
    logger.error({ err: wrapped(Object.assign(new Error('Not Found'), { status: 404 })) })
    logger.error({ err: wrapped(new Error('connection terminated')) })
    // Payload's own error classes, as the production build names them (minified).
    logger.error({ err: Object.assign(new Error('Unauthorized, you must be logged in to make this request.'), { name: 'a', status: 401, isPublic: true }) })
    logger.error({ err: Object.assign(new Error('Something went wrong.'), { name: 'a', status: 500 }) })
    expect(lines.map((l) => [l.level, l.msg, l.status, Boolean((l.err as { stack?: string } | undefined)?.stack)])).toEqual([
      [30, 'You are not allowed to perform this action.', 403, false],
      [30, 'Not Found', 404, false],
      [50, 'connection terminated', undefined, true],
      [30, 'Unauthorized, you must be logged in to make this request.', 401, false],
      [50, 'Something went wrong.', undefined, true],
    ])
  })
})
