// The process's one logger: Payload's (payload.config.ts hands it this instance) and server.mjs's
// request lines. In production one JSON object per line (for a log collector), in development
// Payload's usual pretty lines. Every line written while a request is answered carries its id.
import { pino } from 'pino'
import { build as pretty } from 'pino-pretty'

import { requestContext } from './requestContext.mjs'

const KEY = Symbol.for('seo-writer.logger')

/** Never written, whatever a log call is given. */
const REDACT = ['password', 'token', 'authorization', 'cookie', 'secret', 'apiKey', 'html', 'text', '*.password', '*.token', '*.authorization', '*.cookie', '*.secret', '*.apiKey', 'headers.authorization', 'headers.cookie']

/**
 * The logger's options: its level, what is never written, and the id of the request being answered.
 * @returns {import('pino').LoggerOptions}
 */
export function loggerOptions() {
  return {
    level: process.env.LOG_LEVEL || 'info',
    enabled: process.env.DISABLE_LOGGING !== 'true',
    redact: { paths: REDACT, censor: '[hidden]' },
    mixin() {
      const store = requestContext.getStore()
      return store ? { requestId: store.requestId } : {}
    },
    hooks: {
      // Payload picks the level by the error's class name (loggingLevels), which the production build
      // minifies ("a"), and logs every GraphQL error by its wrapper's name: so a refusal or a missing
      // document, the caller's mistake (4xx), came out as an error with its stack. It is one info line.
      logMethod(args, method, level) {
        const err = args[0]?.err
        const status = typeof err?.status === 'number' ? err.status : err?.name === 'GraphQLError' ? err.originalError?.status : undefined
        if (level >= 50 && typeof status === 'number' && status < 500) return this.info({ msg: err.message, status, ...(err.path ? { path: err.path } : {}) })
        return method.apply(this, args)
      },
    },
  }
}

/** @returns {import('pino').Logger} */
export function appLogger() {
  // @ts-ignore: a symbol-keyed global
  return (globalThis[KEY] ??= pino(
    loggerOptions(),
    process.env.NODE_ENV === 'production' ? undefined : pretty({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss', sync: true }),
  ))
}
