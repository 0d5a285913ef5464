import type { CollectionAfterChangeHook } from 'payload'

import type { Integration } from '@/payload-types'

/**
 * An integration pointed at another site (new address or Wix site id) must not update the old
 * site's post ids there: post 12 on the new site is somebody else's post. Its publications forget
 * their remote posts, so the next publish creates new ones, and the site's SEO-fields note is reset.
 */
export const forgetRemotePosts: CollectionAfterChangeHook<Integration> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (doc.siteUrl === previousDoc.siteUrl && (doc.wixSiteId ?? '') === (previousDoc.wixSiteId ?? '')) return doc
  await req.payload.update({
    collection: 'publications',
    where: { integration: { equals: doc.id } },
    data: { remoteId: null, remoteMediaId: null, remoteMediaSource: null, remoteUrl: null, remoteStatus: null, seoMeta: null },
    overrideAccess: true,
    depth: 0,
    req,
  })
  // Nor does what the old site kept of the SEO fields.
  if (doc.seoMeta) await req.payload.update({ collection: 'integrations', id: doc.id, data: { seoMeta: null }, overrideAccess: true, depth: 0, req })
  return doc
}
