import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { DEFAULT_NAMES, PLATFORMS } from '@/shared/integrations'
import { adminOrOwner } from '../access/adminOrOwner'
import { serverOnlyField, serverSetField } from '../access/serverSet'
import { assignOwner } from '../hooks/assignOwner'
import { forgetRemotePosts } from './hooks/forgetRemotePosts'
import { mayConnectSites } from './hooks/mayConnectSites'
import { prepareIntegration } from './hooks/prepareIntegration'
import { sealSecretField } from './hooks/sealSecret'
import { secretStaysWithSite } from './hooks/secretStaysWithSite'
import { visibleName } from '../validation/visibleName'

// A secret is written, never read: not over REST or GraphQL, not by the Local API with a user,
// not by admins. The server opens it (overrideAccess) only to call the site.
const writeOnly: { read: FieldAccess } = { read: () => false }

/** SPEC 2, 3: subscribers (and admins) connect sites; the server decides with plans.ts. */
const subscribers: Access = ({ req }) => mayConnectSites(req)

/**
 * A user's WordPress or Wix site: where articles are published. The owner (and admins) see and
 * manage it; its secrets are sealed at rest (AES-256-GCM, src/server/integrations/secrets.ts).
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'platform', 'siteUrl', 'user', 'active'], group: 'Publishing' },
  access: { read: adminOrOwner, create: subscribers, update: adminOrOwner, delete: adminOrOwner },
  hooks: { beforeValidate: [prepareIntegration, secretStaysWithSite], beforeChange: [assignOwner], afterChange: [forgetRemotePosts] },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: serverSetField },
    { name: 'platform', type: 'select', required: true, options: PLATFORMS.map((value) => ({ label: value === 'wix' ? 'Wix' : 'WordPress', value })) },
    { name: 'name', type: 'text', required: true, maxLength: 100, validate: visibleName, admin: { description: `Defaults to '${DEFAULT_NAMES.wordpress}' / '${DEFAULT_NAMES.wix}'.` } },
    { name: 'siteUrl', type: 'text', required: true, maxLength: 300, admin: { description: 'https:// is added when the address has no http(s) prefix.' } },
    { name: 'username', type: 'text', maxLength: 100, admin: { condition: (data) => data?.platform === 'wordpress' } },
    {
      name: 'applicationPassword',
      type: 'text',
      maxLength: 1000,
      access: writeOnly,
      hooks: { beforeChange: [sealSecretField] },
      admin: { condition: (data) => data?.platform === 'wordpress', description: 'A WordPress application password (Users → Profile). Stored encrypted; never shown again.' },
    },
    {
      name: 'restStyle',
      type: 'select',
      access: serverSetField,
      options: [
        { label: '/wp-json/ (pretty permalinks)', value: 'pretty' },
        { label: '/?rest_route= (plain permalinks)', value: 'plain' },
      ],
      admin: { condition: (data) => data?.platform === 'wordpress', description: 'How the REST API answered the last test.' },
    },
    { name: 'wixSiteId', type: 'text', maxLength: 100, admin: { condition: (data) => data?.platform === 'wix' } },
    {
      name: 'wixApiKey',
      type: 'text',
      maxLength: 4000,
      access: writeOnly,
      hooks: { beforeChange: [sealSecretField] },
      admin: { condition: (data) => data?.platform === 'wix', description: 'A Wix API key with the Manage Blog permission. Stored encrypted; never shown again.' },
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      name: 'seoMeta',
      type: 'select',
      options: ['kept', 'unsupported'].map((value) => ({ label: value, value })),
      access: serverOnlyField,
      admin: { readOnly: true, description: 'Whether the site kept the SEO fields at the last publish (Yoast / Rank Math); the site settings say how to fix it.' },
    },
    {
      name: 'lastCheck',
      type: 'group',
      access: serverSetField,
      admin: { description: "The last 'Test connection': its result in words." },
      fields: [
        { name: 'ok', type: 'checkbox', access: serverSetField },
        { name: 'code', type: 'text', access: serverSetField },
        { name: 'message', type: 'textarea', access: serverSetField },
        { name: 'checkedAt', type: 'date', access: serverSetField },
      ],
    },
  ],
  timestamps: true,
}
