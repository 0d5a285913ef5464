import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { entitlements } from '@/shared/plans'
import { tierOf } from '../../../src/server/billing/status'

/** Whether the signed-in user's plan includes integrations (PRO, PRO PLUS, admins; plans.ts). */
export async function mayConnectSites(req: PayloadRequest): Promise<boolean> {
  if (!req.user || req.user.collection !== 'users') return false
  return entitlements(await tierOf(req.payload, req.user as User)).integrations
}
