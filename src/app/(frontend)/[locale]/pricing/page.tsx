import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PricingView } from '@/components/billing/PricingView'
import { pageMetadata } from '@/components/site/RootDocument'
import { href } from '@/shared/paths'
import { pageLocale, type LocaleParams } from '@/i18n/page'
import { ClientMessages } from '@/i18n/ClientMessages'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return pageMetadata(locale, { title: t('pricingTitle'), description: t('pricingDescription'), path: href('pricing') })
}

export default async function PricingPage({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return (
    <div className="px-4 py-12 sm:px-6">
      <ClientMessages namespaces={['billing', 'errors']}>
        <PricingView heading="pricing" />
      </ClientMessages>
    </div>
  )
}
