import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { Article, User } from '@/payload-types'
import { languageOf, type Language } from '@/shared/language'
import type { InternalLinks, LinkedPage } from '@/shared/links'
import type { Outline } from '@/shared/outline'
import { findVisible } from '../db/lookup'
import { AppError } from '../errors'
import { appendLink, articleSections, insertLinks, linkedUrls, removeLink, suggestLinks, type LinkTarget } from './suggest'
import { linkTargets, ownHosts } from './targets'

type Writer = Pick<User, 'id' | 'roles'>

/** How many pages the panel offers beyond those linked. */
const PANEL_SUGGESTIONS = 10

/**
 * A freshly written article with links to the writer's own pages where its sections discuss them
 * (issue 35), and the hosts whose links count as internal. `accepted`: the pages the user kept on the
 * reviewed outline (none: no links). Links are a courtesy: when the targets
 * cannot be read, the article is kept as written.
 */
export async function withInternalLinks(
  payload: Payload,
  writer: Writer,
  article: { id: number; content: string; title: string; language: Language },
  accepted?: readonly string[],
): Promise<{ content: string; linked: string[]; hosts: string[] }> {
  const [all, hosts] = await Promise.all([linkTargets(payload, writer, article.id), ownHosts(payload, writer)])
  // Accepted on the reviewed outline: those of the writer's pages only.
  const targets = accepted ? all.filter((target) => accepted.includes(target.url)) : all
  const suggestions = suggestLinks(articleSections(article.content, article.title), targets, article.language)
  const { html, linked } = insertLinks(article.content, suggestions)
  return { content: html, linked, hosts }
}

/** The writer's pages an outline's sections are about (at most 5), offered on the reviewed outline. */
export async function linksForOutline(payload: Payload, writer: Writer, outline: Outline, language: Language): Promise<LinkedPage[]> {
  const sections = [{ heading: outline.title, text: outline.focusKeyword }, ...outline.sections.map((section) => ({ heading: section.heading, text: `${section.intent} ${section.subheadings.join(' ')}` }))]
  return suggestLinks(sections, await linkTargets(payload, writer), language).map(({ url, title }) => ({ url, title }))
}

/** The Internal links panel: the article's links to the writer's pages, and the pages it could link to. */
export async function internalLinksOf(payload: Payload, user: User, id: string): Promise<InternalLinks> {
  const article = await requireFinished(payload, user, id)
  const targets = await linkTargets(payload, await ownerOf(payload, article, user), article.id)
  return panel(article, targets)
}

function panel(article: Article, targets: LinkTarget[]): InternalLinks {
  const content = article.content ?? ''
  const present = new Set(linkedUrls(content))
  const language = languageOf(article.language)
  const suggested = suggestLinks(articleSections(content, article.title), targets, language, present.size + PANEL_SUGGESTIONS)
  return {
    linked: targets.filter((target) => present.has(target.url)).map(({ url, title }) => ({ url, title })),
    suggestions: suggested.filter((suggestion) => !present.has(suggestion.url)).slice(0, PANEL_SUGGESTIONS).map(({ url, title }) => ({ url, title })),
  }
}

export const linkChangeSchema = z.object({ url: z.string().min(1).max(2048), action: z.enum(['add', 'remove']) })

/**
 * Adds or removes one link to the writer's own pages; only those pages can be added (no address
 * typed by hand). An added link goes where the text uses the page's words, else on a "Read also"
 * line closing the section that discusses it most. Saved like an edit, so the article is scored again.
 */
export async function changeInternalLink(payload: Payload, user: User, id: string, change: z.infer<typeof linkChangeSchema>): Promise<{ article: Article; links: InternalLinks }> {
  const article = await requireFinished(payload, user, id)
  const owner = await ownerOf(payload, article, user)
  const targets = await linkTargets(payload, owner, article.id)
  const content = article.content ?? ''
  const language = languageOf(article.language)
  let next = content
  if (change.action === 'remove') next = removeLink(content, change.url)
  else {
    const target = targets.find((candidate) => candidate.url === change.url)
    if (!target) throw new AppError('VALIDATION_ERROR', 'Only your own published pages can be linked here.')
    if (!linkedUrls(content).includes(target.url)) {
      const [ranked] = suggestLinks(articleSections(content, article.title), [target], language)
      const placed = ranked ? insertLinks(content, [ranked]) : { html: content, linked: [] }
      next = placed.linked.length ? placed.html : appendLink(content, { url: target.url, title: target.title, section: ranked?.section ?? 0 }, language)
    }
  }
  const hosts = await ownHosts(payload, owner)
  const saved = next === content ? article : await payload.update({ collection: 'articles', id: article.id, data: { content: next, linkHosts: hosts }, overrideAccess: true, depth: 0 })
  return { article: saved, links: panel(saved, targets) }
}

async function requireFinished(payload: Payload, user: User, id: string): Promise<Article> {
  const article = await findVisible(payload, 'articles', id, user)
  if (!article) throw new AppError('NOT_FOUND', 'Article not found')
  if (article.status !== 'ready') throw new AppError('VALIDATION_ERROR', 'Only a finished article can be linked.')
  return article
}

/** Links go to the article's writer's pages, also when an admin opens it. */
async function ownerOf(payload: Payload, article: Article, user: User): Promise<Writer> {
  const ownerId = typeof article.user === 'object' ? article.user.id : article.user
  if (ownerId === user.id) return user
  const owner = await payload.findByID({ collection: 'users', id: ownerId, select: { roles: true }, depth: 0, overrideAccess: true })
  return { id: ownerId, roles: owner.roles }
}
