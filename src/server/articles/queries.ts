import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import type { Payload } from 'payload'

import type { Article, User } from '@/payload-types'
import { AppError } from '../errors'
import { findVisible } from '../db/lookup'

/** My Articles: the user's newest articles, the fields the list shows. */
export async function articlesOf(user: User) {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'articles',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    select: { title: true, status: true, score: true, readabilityScore: true, createdAt: true, demo: true },
    user,
    overrideAccess: false,
  })
  return docs
}

/** Whether the user has written anything yet: the dashboard greets a newcomer, not a returning writer. */
export async function hasArticles(user: User): Promise<boolean> {
  const payload = await getPayload({ config })
  const { totalDocs } = await payload.count({ collection: 'articles', where: { user: { equals: user.id } }, user, overrideAccess: false })
  return totalDocs > 0
}

/** One article of the user; another user's article answers exactly like a missing one (null). */
export async function articleOf(user: User, id: string) {
  const payload = await getPayload({ config })
  // Depth 1: the article's AI image comes with its URL and sizes.
  return findVisible(payload, 'articles', id, user, 1)
}

/** The user's own article (or any, for an admin); anything else is NOT_FOUND. */
export async function requireVisibleArticle(payload: Payload, user: User, articleId: number | string): Promise<Article> {
  const article = await findVisible(payload, 'articles', articleId, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found.')
  return article
}
