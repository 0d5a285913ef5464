import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { termsOfService } from '@/content/legal/terms-of-service'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: termsOfService.en.title,
  description: termsOfService.en.intro.slice(0, 155),
  alternates: { canonical: '/en/terms-of-service', languages: { hu: '/terms-of-service' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={termsOfService.en} language="en" otherHref="/terms-of-service" />
}
