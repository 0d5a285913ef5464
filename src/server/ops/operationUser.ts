import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { noteSignedInUser } from './requestContext.mjs'

/** Payload's own routes (REST and GraphQL) sign the user in inside Payload: its first operation tells the request's log line who. */
const noteOperationUser: CollectionBeforeOperationHook = ({ req }) => {
  if (req.user) noteSignedInUser(req.user.id)
}

/** Every collection, with the hook that names the signed-in user on the request's log line. */
export function withOperationUser(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [noteOperationUser, ...(collection.hooks?.beforeOperation ?? [])] },
  }))
}
