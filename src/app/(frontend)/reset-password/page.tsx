import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResetPasswordForm } from '@/components/account/ResetPasswordForm'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('resetTitle'), robots: { index: false } }
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams
  return (
    <div className="flex flex-1 items-center px-4 py-16">
      <ResetPasswordForm token={token ?? null} />
    </div>
  )
}
