import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { IntegrationsScreen } from '@/components/integrations/IntegrationsScreen'
import { requireRoute } from '@/server/auth/currentUser'
import { entitlementsOf } from '@/server/billing/queries'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('integrationsTitle'), robots: { index: false } }
}

export default async function IntegrationsPage() {
  const user = await requireRoute('integrations')
  return <IntegrationsScreen allowed={(await entitlementsOf(user)).integrations} />
}
