import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { cookiePolicy } from '@/content/legal/cookie-policy'
import { pageLocale, type LocaleParams } from '@/i18n/page'

export const metadata: Metadata = {
  title: cookiePolicy.hu.title,
  description: cookiePolicy.hu.intro.slice(0, 155),
  alternates: { canonical: '/cookie-policy', languages: { en: '/en/cookie-policy' } },
}

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params)
  return <LegalPageView document={cookiePolicy.hu} language="hu" otherHref="/en/cookie-policy" />
}
