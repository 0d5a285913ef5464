import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BulkScreen } from '@/components/bulk/BulkScreen'
import { requireRoute, userIsAdmin } from '@/server/auth/currentUser'
import { entitlementsOf } from '@/server/billing/queries'
import { bulkSiteChoices } from '@/server/bulk/queries'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('bulkTitle'), robots: { index: false } }
}

/** /dashboard/bulk (issue 36): plan, start and watch bulk runs; a free user sees the offer. */
export default async function BulkPage() {
  const user = await requireRoute('bulk')
  const { bulk } = await entitlementsOf(user)
  return <BulkScreen allowed={bulk} admin={userIsAdmin(user)} sites={bulk ? await bulkSiteChoices(user) : []} />
}
