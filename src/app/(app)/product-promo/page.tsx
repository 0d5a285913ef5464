import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ProductPromo } from '@/components/tools/ProductPromo'
import { requireRoute } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('promoToolTitle'), robots: { index: false } }
}

export default async function ProductPromoPage() {
  await requireRoute('productPromo')
  return <ProductPromo />
}
