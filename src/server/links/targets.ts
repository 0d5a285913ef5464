import 'server-only'

import { DomUtils } from 'htmlparser2'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { href } from '@/shared/paths'
import { elementText, parseHtml } from '../content/html'
import { userIsAdmin } from '../auth/roles'
import { serverUrl } from '../env'
import type { LinkTarget } from './suggest'

/** How many of the writer's pages are weighed: the most recent ones. */
const MAX_TARGETS = 300

const headingsOf = (html: string | null | undefined) =>
  DomUtils.getElementsByTagName((name) => name === 'h2' || name === 'h3', parseHtml(html ?? '').children, true).map(elementText)

/**
 * The pages of the writer's own an article may link to: their articles live on their WordPress or
 * Wix sites (the address the site gave), and for admins the published posts of this blog. An article
 * that is nowhere public has no address to link to. `except`: the article being written or edited.
 */
export async function linkTargets(payload: Payload, user: Pick<User, 'id' | 'roles'>, except?: number): Promise<LinkTarget[]> {
  const publications = await payload.find({
    collection: 'publications',
    where: { and: [{ user: { equals: user.id } }, { state: { equals: 'published' } }, { requestedStatus: { equals: 'publish' } }, { remoteUrl: { exists: true } }] },
    select: { article: true, remoteUrl: true },
    sort: '-updatedAt',
    limit: MAX_TARGETS,
    depth: 0,
    overrideAccess: true,
  })
  const byArticle = new Map<number, string>()
  for (const publication of publications.docs) {
    const article = typeof publication.article === 'object' ? publication.article.id : publication.article
    if (article !== except && publication.remoteUrl && !byArticle.has(article)) byArticle.set(article, publication.remoteUrl)
  }
  const targets: LinkTarget[] = []
  if (byArticle.size) {
    const articles = await payload.find({
      collection: 'articles',
      where: { id: { in: [...byArticle.keys()] } },
      select: { title: true, seo: true, content: true },
      limit: MAX_TARGETS,
      depth: 0,
      overrideAccess: true,
    })
    for (const article of articles.docs) {
      targets.push({ url: byArticle.get(article.id)!, title: article.seo?.title || article.title, keyword: article.seo?.focusKeyword ?? '', headings: headingsOf(article.content) })
    }
  }
  if (userIsAdmin(user as User)) {
    const posts = await payload.find({
      collection: 'posts',
      where: { status: { equals: 'published' } },
      select: { title: true, slug: true, focusKeyword: true, meta: true },
      sort: '-publishedAt',
      limit: MAX_TARGETS,
      depth: 0,
      overrideAccess: true,
    })
    for (const post of posts.docs) {
      if (!post.slug) continue
      targets.push({ url: serverUrl(href('blogPost', { slug: post.slug })), title: post.title, keyword: post.focusKeyword ?? '', headings: [post.meta?.description ?? ''] })
    }
  }
  return targets
}

/** The hosts of the writer's own sites: links there are internal in the analysis, as Yoast counts them on the site. */
export async function ownHosts(payload: Payload, user: Pick<User, 'id' | 'roles'>): Promise<string[]> {
  const sites = await payload.find({ collection: 'integrations', where: { user: { equals: user.id } }, select: { siteUrl: true }, limit: 50, depth: 0, overrideAccess: true })
  const hosts = new Set<string>()
  for (const site of sites.docs) {
    try {
      hosts.add(new URL(site.siteUrl).hostname)
    } catch {
      // A malformed address names no host.
    }
  }
  if (userIsAdmin(user as User)) hosts.add(new URL(serverUrl()).hostname)
  return [...hosts]
}
