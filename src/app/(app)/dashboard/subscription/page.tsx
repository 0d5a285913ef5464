import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PricingView } from '@/components/billing/PricingView'
import { requireRoute } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('billingTitle'), robots: { index: false } }
}

export default async function SubscriptionPage() {
  await requireRoute('subscription')
  return <PricingView heading="subscription" />
}
