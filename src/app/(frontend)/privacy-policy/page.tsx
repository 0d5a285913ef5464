import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { privacyPolicy } from '@/content/legal/privacy-policy'

export const metadata: Metadata = {
  title: privacyPolicy.hu.title,
  description: privacyPolicy.hu.intro.slice(0, 155),
  alternates: { canonical: '/privacy-policy', languages: { en: '/en/privacy-policy' } },
}

export default function Page() {
  return <LegalPageView document={privacyPolicy.hu} language="hu" otherHref="/en/privacy-policy" />
}
