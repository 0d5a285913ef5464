import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { User } from '@/payload-types'
import type { CampaignStatus, TemplateRow } from '@/shared/emailTemplates'
import { welcomeCampaignStatus } from './campaign'


/** What /dashboard/email-management opens with: every template (as the admin may read them) and the campaign's state. */
export async function emailManagementData(user: User): Promise<{ templates: TemplateRow[]; campaign: CampaignStatus }> {
  const payload = await getPayload({ config })
  const [templates, campaign] = await Promise.all([
    payload.find({ collection: 'email-templates', user, overrideAccess: false, sort: ['type', 'language'], limit: 200, depth: 0 }),
    welcomeCampaignStatus(payload),
  ])
  return { templates: templates.docs.map(({ id, type, language, subject, html, variables, updatedAt }) => ({ id, type, language, subject, html, variables, updatedAt })), campaign }
}
