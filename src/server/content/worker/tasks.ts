/**
 * The content work that can take longer than a request may hold the event loop (sanitizing and
 * scoring an article near its size limit takes 30-100 ms, a crafted one far more): run in a worker
 * thread by runContentTask (./index.ts). Pure functions of their input, no database, no secrets.
 */
import { checkAgainstSource, scoreArticle } from '../../articles/finish'
import { sanitizeArticleHtml } from '../sanitize'

type ScoredDoc = Parameters<typeof scoreArticle>[0]
type SourcedDoc = Parameters<typeof checkAgainstSource>[1]

export const contentTasks = {
  sanitize: (html: string) => sanitizeArticleHtml(html),
  score: (doc: ScoredDoc) => scoreArticle(doc),
  /** An edited article: sanitized and scored again, and checked against its source page when it has one. */
  rescore: (doc: ScoredDoc & SourcedDoc) => {
    const scored = scoreArticle(doc)
    return { ...scored, ...checkAgainstSource(scored.content, doc) }
  },
}

export type ContentTasks = typeof contentTasks
export type ContentTask = keyof ContentTasks
