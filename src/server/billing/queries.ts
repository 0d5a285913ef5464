import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'
import { entitlements, type Entitlements } from '@/shared/plans'
import { tierOf } from './status'

/** What the user's plan includes now: pages show or offer a tool with it. */
export async function entitlementsOf(user: User, now = new Date()): Promise<Entitlements> {
  return entitlements(await tierOf(await getPayload({ config }), user, now))
}
