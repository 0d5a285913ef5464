import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { stillVisible } from '../db/lookup'
import { listenFor, type Listener } from './channel'

/** The PostgreSQL channel the triggers of migration 'bulk_runs' notify on, with the run's id. */
export const BULK_CHANNEL = 'bulk_changes'

/** Calls `listener` whenever the run or one of its rows changes, on any instance (and 'reconnected' after an outage). */
export function onBulkRunChange(payload: Payload, runId: number, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  return listenFor(payload, BULK_CHANNEL, runId, 'bulk-rows', listener)
}

/** Whether `user` may still watch the run (its owner, or an admin). */
export function mayWatchBulkRun(payload: Payload, runId: number, user: User): Promise<boolean> {
  return stillVisible(payload, 'bulk-runs', runId, user)
}
