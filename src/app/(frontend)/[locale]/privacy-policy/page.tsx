import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { privacyPolicy } from '@/content/legal/privacy-policy'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: privacyPolicy.hu.title,
  description: privacyPolicy.hu.intro.slice(0, 155),
  alternates: { canonical: '/privacy-policy', languages: { en: '/en/privacy-policy' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={privacyPolicy.hu} language="hu" otherHref="/en/privacy-policy" />
}
