import 'server-only'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { userIsAdmin } from '@/server/auth/roles'
import type { User } from '@/payload-types'
import { ROUTES, type RouteEntry, type RouteName } from '@/shared/routes'
import { noteSignedInUser } from '../ops/requestContext.mjs'
import { sessionLostToOutage } from './sessionOutage'

/** Thrown while the database is unreachable; its digest survives Next's production error masking. */
export class DatabaseOutage extends Error {
  readonly digest = 'DATABASE_UNAVAILABLE'
  constructor() {
    super('The database cannot be reached right now.')
  }
}

/**
 * The signed-in user of this request (Payload's HTTP-only cookie), once per render. A session
 * whose lookup failed because the database is down throws DatabaseOutage: the person is still
 * signed in, and the page says it is reconnecting instead of showing them signed out.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const payload = await getPayload({ config })
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (user && user.collection === 'users') {
    noteSignedInUser(user.id)
    return user as User
  }
  if (await sessionLostToOutage(payload, requestHeaders)) throw new DatabaseOutage()
  return null
})

/** Signed-in pages: visitors go to the landing page. */
export async function requireUser(): Promise<User> {
  const user = await currentUser()
  if (!user) redirect('/')
  return user
}

/** Admin pages: everyone else goes to the landing page. */
export async function requireAdmin(): Promise<User> {
  const user = await requireUser()
  if (!userIsAdmin(user)) redirect('/')
  return user
}

/**
 * The guard of a page of the route registry: its area decides (app: signed in, admin: admin).
 * Every signed-in page calls this with its own entry (tests/unit/routes.test.ts checks).
 */
export async function requireRoute(name: RouteName): Promise<User> {
  const { area } = ROUTES[name] as RouteEntry
  if (area === 'admin') return requireAdmin()
  if (area === 'app') return requireUser()
  throw new Error(`${name} is a public page: it has no guard.`)
}

export { userIsAdmin }
