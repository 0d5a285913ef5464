import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmailManagement } from '@/components/email/EmailManagement'
import { PageHeader } from '@/components/ui/PageHeader'
import { requireRoute } from '@/server/auth/currentUser'
import { emailManagementData } from '@/server/email/management'

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('meta'))('emailManagementTitle'), robots: { index: false } }
}

export default async function EmailManagementPage() {
  const [user, t] = await Promise.all([requireRoute('emailManagement'), getTranslations('emailManagement')])
  const { templates, campaign } = await emailManagementData(user)
  return (
    <div className="space-y-6">
      <PageHeader size="dashboard" title={t('title')} subtitle={t('subtitle')} />
      <EmailManagement initialTemplates={templates} initialCampaign={campaign} />
    </div>
  )
}
