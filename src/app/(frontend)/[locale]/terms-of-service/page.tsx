import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { termsOfService } from '@/content/legal/terms-of-service'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: termsOfService.hu.title,
  description: termsOfService.hu.intro.slice(0, 155),
  alternates: { canonical: '/terms-of-service', languages: { en: '/en/terms-of-service' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={termsOfService.hu} language="hu" otherHref="/en/terms-of-service" />
}
