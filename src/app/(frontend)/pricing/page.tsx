import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PricingView } from '@/components/billing/PricingView'
import { currentUser, userIsAdmin } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta')
  return { title: t('pricingTitle'), description: t('pricingDescription'), alternates: { canonical: '/pricing' } }
}

export default async function PricingPage() {
  const user = await currentUser()
  return (
    <div className="px-4 py-12 sm:px-6">
      <PricingView signedIn={Boolean(user)} isAdmin={userIsAdmin(user)} heading="pricing" />
    </div>
  )
}
