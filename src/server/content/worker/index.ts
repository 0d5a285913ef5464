import 'server-only'

import fs from 'node:fs'

import Piscina from 'piscina'

import { contentTasks, type ContentTask, type ContentTasks } from './tasks'
import { developmentBundle, PRODUCTION_BUNDLE } from './bundle.mjs'

/** Below this many characters the work takes a few milliseconds: a thread hop would cost more. */
export const INLINE_BELOW_CHARS = 20_000

let pool: Promise<Piscina> | undefined

async function workerFile(): Promise<string> {
  if (process.env.NODE_ENV === 'production') {
    if (!fs.existsSync(PRODUCTION_BUNDLE)) throw new Error(`The content worker ${PRODUCTION_BUNDLE} is missing: run npm run build.`)
    return PRODUCTION_BUNDLE
  }
  return developmentBundle()
}

function contentPool(): Promise<Piscina> {
  pool ??= workerFile().then(
    // One thread: the event loop keeps the other core. It ends after five idle minutes, so a quiet
    // server holds none, and one whose writers save long articles keeps it.
    (filename) => new Piscina({ filename, minThreads: 0, maxThreads: 1, idleTimeout: 5 * 60_000 }),
    (error) => {
      pool = undefined
      throw error
    },
  )
  return pool
}

/**
 * Runs a content task (sanitize, score, rescore) off the event loop when its text is long, so that
 * saving an article at its size limit never holds other requests; short texts run in place.
 */
export async function runContentTask<T extends ContentTask>(name: T, input: Parameters<ContentTasks[T]>[0], size: number): Promise<ReturnType<ContentTasks[T]>> {
  const task = contentTasks[name] as (value: typeof input) => ReturnType<ContentTasks[T]>
  if (size < INLINE_BELOW_CHARS) return task(input)
  return (await contentPool()).run(input, { name })
}
