import type { Metadata } from 'next'

import { LegalPageView } from '@/components/legal/LegalPageView'
import { termsOfService } from '@/content/legal/terms-of-service'

export const metadata: Metadata = {
  title: termsOfService.en.title,
  description: termsOfService.en.intro.slice(0, 155),
  alternates: { canonical: '/en/terms-of-service', languages: { hu: '/terms-of-service' } },
}

export default function Page() {
  return <LegalPageView document={termsOfService.en} language="en" otherHref="/terms-of-service" />
}
