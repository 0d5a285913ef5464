import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { SuccessView } from '@/components/billing/SuccessView'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('successTitle'), robots: { index: false } }
}

export default async function SuccessPage({ searchParams }: { searchParams: Promise<{ session_id?: string }> }) {
  const { session_id: sessionId } = await searchParams
  return (
    <div className="flex flex-1 items-center px-4 py-16">
      <SuccessView sessionId={sessionId ?? null} />
    </div>
  )
}
