import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'
import type { SiteChoice } from '@/shared/bulk'

/** The user's active sites, as the bulk page offers them for a run's target. */
export async function bulkSiteChoices(user: User): Promise<SiteChoice[]> {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'integrations',
    where: { and: [{ user: { equals: user.id } }, { active: { equals: true } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    select: { name: true, platform: true },
  })
  return docs.map((site) => ({ id: site.id, name: site.name, platform: site.platform }))
}
