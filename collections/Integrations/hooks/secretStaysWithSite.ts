import type { CollectionBeforeValidateHook } from 'payload'

import { clientError } from '@/server/errors'

import type { Platform } from '@/shared/integrations'

/** What a stored secret was given for: sending it anywhere else would hand it to another site. */
const IDENTITY = { wordpress: ['platform', 'siteUrl', 'username'], wix: ['platform', 'siteUrl', 'wixSiteId'] } as const
const SECRET = { wordpress: 'applicationPassword', wix: 'wixApiKey' } as const
const NAMES: Record<string, string> = { platform: 'platform', siteUrl: 'site address', username: 'username', wixSiteId: 'site ID' }

/**
 * An update that points a site at another address, account or Wix site must bring its secret again:
 * the sealed application password or API key was given for the old one. (Runs after
 * prepareIntegration, so addresses compare in their normalized form.)
 */
export const secretStaysWithSite: CollectionBeforeValidateHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !data || !originalDoc) return data
  const platform = (data.platform ?? originalDoc.platform) as Platform
  if (!(platform in SECRET)) return data
  const changed = IDENTITY[platform].filter((key) => key in data && (data[key] ?? '') !== (originalDoc[key] ?? ''))
  // On an update Payload passes the stored (sealed) secret through when none was sent.
  const secret = data[SECRET[platform]]
  const sentAgain = typeof secret === 'string' && secret.trim() !== '' && secret !== originalDoc[SECRET[platform]]
  if (changed.length && !sentAgain) {
    const what = changed.map((key) => NAMES[key]).join(' and ')
    const secretName = platform === 'wordpress' ? 'application password' : 'API key'
    const message = `The ${what} changed: enter the ${secretName} again, so the one stored for the old site is never sent to the new one.`
    throw clientError(message, 400, [{ path: SECRET[platform], message }])
  }
  return data
}
