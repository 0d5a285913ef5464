import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogWriterSliding } from '@/components/tools/BlogWriterSliding'
import { requireRoute } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('writerTitle'), robots: { index: false } }
}

export default async function BlogWriterSlidingPage() {
  await requireRoute('blogWriterSliding')
  return <BlogWriterSliding />
}
