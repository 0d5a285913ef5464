import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { cookiePolicy } from '@/content/legal/cookie-policy'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: cookiePolicy.en.title,
  description: cookiePolicy.en.intro.slice(0, 155),
  alternates: { canonical: '/en/cookie-policy', languages: { hu: '/cookie-policy' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={cookiePolicy.en} language="en" otherHref="/cookie-policy" />
}
