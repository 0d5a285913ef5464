/**
 * Bulk runs (issue 36): a list of keywords becomes articles, published on a schedule. Client-safe:
 * the page and the server share these limits, states and texts.
 */

/** Rows in one run. */
export const MAX_BULK_ROWS = 100

/** How the rows are spread over time. */
export type BulkSchedule = { mode: 'now' } | { mode: 'daily'; perDay: number; times: string[]; startDate: string; zone: string }

/** A row as read from the user's list, before anything starts. */
export type BulkRowDraft = {
  /** The line of the list (or of the CSV file) it came from, counted from 1. */
  line: number
  keyword: string
  title?: string
  /** A time the CSV gave: ISO with an offset, or a local `YYYY-MM-DD HH:mm` in the run's zone. */
  publishAt?: string
  /** The CSV's target column: `articles`, `blog`, or the name of one of the user's sites. */
  target?: string
}

export type BulkInputProblem = { line: number; reason: string }

/** One of the user's active sites, as the bulk page offers it for a run's target. */
export type SiteChoice = { id: number; name: string; platform: 'wordpress' | 'wix' }
