import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { monthStart } from '../quota/period'

export type AdminOverview = { users: number; articlesThisMonth: number; posts: number; publishedPosts: number; openMessages: number }

/** The numbers the admin panel's first view opens with, counted with the viewer's own access. */
export async function adminOverview(payload: Payload, user: User, now = new Date()): Promise<AdminOverview> {
  const count = (collection: 'users' | 'articles' | 'posts' | 'contact-messages', where = {}) =>
    payload.count({ collection, where, user, overrideAccess: false }).then((result) => result.totalDocs)
  const [users, articlesThisMonth, posts, publishedPosts, openMessages] = await Promise.all([
    count('users'),
    count('articles', { createdAt: { greater_than_equal: monthStart(now).toISOString() } }),
    count('posts'),
    count('posts', { status: { equals: 'published' } }),
    count('contact-messages', { handled: { not_equals: true } }),
  ])
  return { users, articlesThisMonth, posts, publishedPosts, openMessages }
}
