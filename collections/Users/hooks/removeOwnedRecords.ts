import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A deleted account takes its own records with it (articles, usage, subscriptions), in the same
 * transaction; otherwise their required owner reference would block the delete.
 */
export const removeOwnedRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['articles', 'usage', 'subscriptions'] as const) {
    await req.payload.delete({ collection, where: { user: { equals: id } }, req, overrideAccess: true })
  }
}
