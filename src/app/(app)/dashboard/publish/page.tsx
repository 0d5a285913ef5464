import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PublishForm } from '@/components/blog/PublishForm'
import { requireAdmin } from '@/server/auth/currentUser'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('publishTitle'), robots: { index: false } }
}

export default async function PublishPage() {
  await requireAdmin()
  const t = await getTranslations('publish')
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </div>
      <PublishForm />
    </div>
  )
}
