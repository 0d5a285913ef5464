import 'server-only'

import type { Payload } from 'payload'

import { databaseReachable } from '../db/availability'

/** Whether a request carries a Payload session (cookie or Authorization header), valid or not. */
function carriesSession(headers: Headers, cookiePrefix: string): boolean {
  const cookie = headers.get('cookie') ?? ''
  return Boolean(headers.get('authorization')) || cookie.includes(`${cookiePrefix}-token=`)
}

/**
 * Payload takes a failed session lookup for "not signed in". Asked only when a request found no
 * user: true when it carried a session and the database cannot be reached, so the answer is an
 * outage (503, "Reconnecting…"), never a sign-out.
 */
export async function sessionLostToOutage(payload: Payload, headers: Headers): Promise<boolean> {
  return carriesSession(headers, payload.config.cookiePrefix) && !(await databaseReachable(payload))
}
