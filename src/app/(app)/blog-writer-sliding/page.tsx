import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { KeywordWriter } from '@/components/tools/KeywordWriter'
import { requireUser } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('writerTitle'), robots: { index: false } }
}

export default async function BlogWriterSlidingPage() {
  await requireUser()
  return <KeywordWriter />
}
