import type { CollectionBeforeValidateHook } from 'payload'

import { clientError } from '@/server/errors'

import { DEFAULT_NAMES, normalizeSiteUrl, type Platform } from '@/shared/integrations'

/** SPEC 3: a missing name becomes the platform's; the site address gets https:// when it has no scheme. */
export const prepareIntegration: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const platform = (data.platform ?? originalDoc?.platform) as Platform | undefined
  if (platform && (data.name === undefined ? !originalDoc?.name : !String(data.name ?? '').trim())) data.name = DEFAULT_NAMES[platform]
  if (typeof data.siteUrl === 'string') {
    const url = normalizeSiteUrl(data.siteUrl)
    if (!url) throw clientError('Please enter a valid site address, such as https://example.com.', 400, [{ path: 'siteUrl', message: 'Invalid site address' }])
    data.siteUrl = url
  }
  return data
}
