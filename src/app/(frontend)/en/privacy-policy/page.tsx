import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { privacyPolicy } from '@/content/legal/privacy-policy'

export const metadata: Metadata = {
  title: privacyPolicy.en.title,
  description: privacyPolicy.en.intro.slice(0, 155),
  alternates: { canonical: '/en/privacy-policy', languages: { hu: '/privacy-policy' } },
}

export default function Page() {
  return <LegalPageView document={privacyPolicy.en} language="en" otherHref="/privacy-policy" />
}
