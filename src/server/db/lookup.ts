import 'server-only'

import type { CollectionSlug, Payload } from 'payload'

import type { User } from '@/payload-types'

// Record ids are PostgreSQL serial integers.
const MAX_ID = 2_147_483_647
const isRecordId = (id: number | string) => /^\d{1,10}$/.test(String(id)) && Number(id) >= 1 && Number(id) <= MAX_ID

// Payload's NotFound, by its status: a server component can hold another copy of the payload
// module than the one that threw, so `instanceof NotFound` misses it there.
const isNotFound = (error: unknown) => error instanceof Error && (error as Error & { status?: unknown }).status === 404

/**
 * One document by id as `user` may see it (access control applies), or null when there is none to
 * see: a missing document, another user's, or an id that is not a record id all answer alike. Any
 * other failure (a database outage) still throws, so it reaches the caller as a 503, not a false 404.
 */
/** The id of a relationship or upload value, read at depth 0 (an id) or deeper (the document). */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value == null) return null
  return typeof value === 'object' ? value.id : value
}

/**
 * Whether `user` still sees the record (their own, or an admin): asked at every ping of a live
 * stream, so it reads one small column, not the whole document.
 */
export async function stillVisible(payload: Payload, collection: 'articles' | 'bulk-runs', id: number, user: User): Promise<boolean> {
  const found = await payload.find({ collection, where: { id: { equals: id } }, select: { user: true }, limit: 1, depth: 0, user, overrideAccess: false, pagination: false })
  return found.docs.length > 0
}

export async function findVisible<S extends CollectionSlug>(payload: Payload, collection: S, id: number | string, user: User, depth = 0) {
  if (!isRecordId(id)) return null
  try {
    return await payload.findByID({ collection, id, user, overrideAccess: false, depth })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
