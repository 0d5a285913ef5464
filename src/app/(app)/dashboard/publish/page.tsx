import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PublishForm } from '@/components/blog/PublishForm'
import { requireRoute } from '@/server/auth/currentUser'
import { PageHeader } from '@/components/ui/PageHeader'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('publishTitle'), robots: { index: false } }
}

export default async function PublishPage() {
  await requireRoute('publish')
  const t = await getTranslations('publish')
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      <PublishForm />
    </div>
  )
}
