import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { termsOfService } from '@/content/legal/terms-of-service'

export const metadata: Metadata = {
  title: termsOfService.hu.title,
  description: termsOfService.hu.intro.slice(0, 155),
  alternates: { canonical: '/terms-of-service', languages: { en: '/en/terms-of-service' } },
}

export default function Page() {
  return <LegalPageView document={termsOfService.hu} language="hu" otherHref="/en/terms-of-service" />
}
