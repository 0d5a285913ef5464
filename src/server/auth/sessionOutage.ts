import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

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

/**
 * Whether a live stream's session still allows it: signed out (the session is gone), or a user that
 * `allows` refuses (demoted, deleted, no longer the owner) ends it. An unreachable database is not a
 * sign-out: the stream stays.
 */
export async function sessionStillAllows(payload: Payload, headers: Headers, allows: (user: User) => boolean | Promise<boolean>): Promise<boolean> {
  try {
    const { user } = await payload.auth({ headers })
    if (user) return await allows(user as User)
  } catch {
    // the lookup failed: decided below
  }
  return sessionLostToOutage(payload, headers)
}
