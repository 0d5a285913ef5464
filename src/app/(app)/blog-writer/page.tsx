import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogWriter } from '@/components/tools/BlogWriter'
import { requireRoute, userIsAdmin } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('blogWriterTitle'), robots: { index: false } }
}

export default async function BlogWriterPage() {
  const user = await requireRoute('blogWriter')
  return <BlogWriter isAdmin={userIsAdmin(user)} />
}
