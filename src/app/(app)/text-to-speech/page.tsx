import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TextToSpeech } from '@/components/tools/TextToSpeech'
import { requireRoute } from '@/server/auth/currentUser'
import { entitlementsOf } from '@/server/billing/queries'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('speechToolTitle'), robots: { index: false } }
}

export default async function TextToSpeechPage() {
  const user = await requireRoute('textToSpeech')
  return <TextToSpeech allowed={(await entitlementsOf(user)).textToSpeech} />
}
