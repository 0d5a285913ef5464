import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { cookiePolicy } from '@/content/legal/cookie-policy'

export const metadata: Metadata = {
  title: cookiePolicy.hu.title,
  description: cookiePolicy.hu.intro.slice(0, 155),
  alternates: { canonical: '/cookie-policy', languages: { en: '/en/cookie-policy' } },
}

export default function Page() {
  return <LegalPageView document={cookiePolicy.hu} language="hu" otherHref="/en/cookie-policy" />
}
