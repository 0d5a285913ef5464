import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { privacyPolicy } from '@/content/legal/privacy-policy'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: privacyPolicy.en.title,
  description: privacyPolicy.en.intro.slice(0, 155),
  alternates: { canonical: '/en/privacy-policy', languages: { hu: '/privacy-policy' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={privacyPolicy.en} language="en" otherHref="/privacy-policy" />
}
