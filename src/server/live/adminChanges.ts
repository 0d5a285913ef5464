import 'server-only'

import type { Payload } from 'payload'

import { listen, type Listener } from './channel'

/** The PostgreSQL channel the triggers of migration 'admin_live' notify on: users, usage, subscriptions. */
export const ADMIN_CHANNEL = 'admin_changes'

/**
 * Calls `listener` with the table name whenever users, usage or subscriptions change, on any
 * instance: the Admin Panel is live behind a load balancer without polling.
 */
export function onAdminChange(payload: Payload, listener: Listener): { ready: Promise<void>; unsubscribe: () => void } {
  return listen(payload, ADMIN_CHANNEL, listener)
}
