import type { PayloadRequest } from 'payload'

type MaybeUser = PayloadRequest['user'] | null | undefined

/** The one admin check: services, pages and the collections' access functions all ask this. */
export function userIsAdmin(user: MaybeUser): boolean {
  return Boolean(user && 'roles' in user && Array.isArray(user.roles) && user.roles.includes('admin'))
}
