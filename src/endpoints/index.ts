import type { CollectionConfig, Endpoint } from 'payload'

import { adminEndpoints } from './admin'
import { googleAuthEndpoints } from './googleAuth'
import { accountEndpoints, usersForgotPasswordEndpoint, usersLoginEndpoint, usersMeEndpoint } from './account'
import { aiEndpoints } from './ai'
import { articleAudioEndpoint, changeInternalLinkEndpoint, exportArticle, fixArticleSeoEndpoint, internalLinksEndpoint, restoreArticleVersionEndpoint } from './articles'
import { billingEndpoints } from './billing'
import { bulkRunEndpoints } from './bulk'
import { contactEndpoint } from './contact'
import { emailEndpoints } from './email'
import { testIntegrationEndpoint } from './integrations'
import { opsEndpoints } from './ops'
import { editPostEndpoint, publicationsLiveEndpoint, publishArticleEndpoint, publishFormEndpoint } from './publish'

/**
 * Every custom endpoint of the API, in one place (README's API section lists them). Root ones
 * answer under /api; collection ones under /api/<collection>, and the users ones replace Payload's
 * own /login, /forgot-password and /me. payload.config.ts wires both lists; collections define none.
 */
export const rootEndpoints: Endpoint[] = [...accountEndpoints, ...billingEndpoints, ...aiEndpoints, ...adminEndpoints, ...googleAuthEndpoints, ...emailEndpoints, contactEndpoint, ...opsEndpoints]

export const collectionEndpoints: Record<string, Endpoint[]> = {
  users: [usersLoginEndpoint, usersForgotPasswordEndpoint, usersMeEndpoint],
  articles: [exportArticle, fixArticleSeoEndpoint, publishArticleEndpoint, publicationsLiveEndpoint, restoreArticleVersionEndpoint, articleAudioEndpoint, internalLinksEndpoint, changeInternalLinkEndpoint],
  posts: [publishFormEndpoint, editPostEndpoint],
  integrations: [testIntegrationEndpoint],
  'bulk-runs': bulkRunEndpoints,
}

/** The collections with their endpoints attached. */
export function withEndpoints(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const extra = collectionEndpoints[collection.slug]
    return extra ? { ...collection, endpoints: [...(Array.isArray(collection.endpoints) ? collection.endpoints : []), ...extra] } : collection
  })
}
