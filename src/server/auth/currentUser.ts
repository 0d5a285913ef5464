import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { userIsAdmin } from '../../../collections/access/isAdmin'
import type { User } from '@/payload-types'

/** The signed-in user of this request (Payload's HTTP-only cookie), once per render. */
export const currentUser = cache(async (): Promise<User | null> => {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return user && user.collection === 'users' ? (user as User) : null
})

/** Signed-in pages: visitors go to the landing page. */
export async function requireUser(): Promise<User> {
  const user = await currentUser()
  if (!user) redirect('/')
  return user
}

/** Admin pages: everyone else goes to the landing page. */
export async function requireAdmin(): Promise<User> {
  const user = await requireUser()
  if (!userIsAdmin(user)) redirect('/')
  return user
}

export { userIsAdmin }
