import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PromptToPost } from '@/components/tools/PromptToPost'
import { requireRoute } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('promptToolTitle'), robots: { index: false } }
}

export default async function PromptToPostPage() {
  await requireRoute('promptToPost')
  return <PromptToPost />
}
