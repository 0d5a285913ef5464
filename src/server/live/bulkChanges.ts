import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { listen, type Listener } from './channel'

/** The PostgreSQL channel the triggers of migration 'bulk_runs' notify on, with the run's id. */
export const BULK_CHANNEL = 'bulk_changes'

/** Calls `listener` whenever the run or one of its rows changes, on any instance (and 'reconnected' after an outage). */
export function onBulkRunChange(payload: Payload, runId: number, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  const key = String(runId)
  return listen(payload, BULK_CHANNEL, (message) => {
    if (message === key || message === 'reconnected') listener(message === key ? 'bulk-rows' : message)
  })
}

/** Whether `user` may still watch the run (its owner, or an admin): asked at every ping of the stream. */
export async function mayWatchBulkRun(payload: Payload, runId: number, user: User): Promise<boolean> {
  const found = await payload.find({ collection: 'bulk-runs', where: { id: { equals: runId } }, select: { user: true }, limit: 1, depth: 0, user, overrideAccess: false, pagination: false })
  return found.docs.length > 0
}
