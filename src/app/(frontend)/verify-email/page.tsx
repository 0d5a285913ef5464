import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ConfirmEmail } from '@/components/account/ConfirmEmail'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('verifyTitle'), robots: { index: false } }
}

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  return (
    <div className="flex flex-1 items-center px-4 py-16">
      <ConfirmEmail token={token ?? null} />
    </div>
  )
}
