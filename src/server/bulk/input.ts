import { parse } from 'csv-parse/sync'

import { MAX_BULK_ROWS, type BulkInputProblem, type BulkRowDraft } from '@/shared/bulk'

/** A keyword longer than this is a pasted paragraph, not a keyword. */
export const MAX_KEYWORD_LENGTH = 150

export type BulkInput = {
  rows: BulkRowDraft[]
  /** Rows left out, each with its reason (duplicates, too long, more than the run takes). */
  problems: BulkInputProblem[]
  /** Lines with nothing on them: skipped, and said so. */
  blankLines: number[]
}

/** Keywords pasted one per line. */
export function readKeywordList(text: string): BulkInput {
  const drafts: BulkRowDraft[] = []
  const blankLines: number[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const keyword = raw.trim()
    if (keyword) drafts.push({ line: index + 1, keyword })
    else blankLines.push(index + 1)
  })
  return checked(drafts, trailingBlanksDropped(blankLines, text.split(/\r?\n/).length))
}

const COLUMNS: Record<string, keyof Omit<BulkRowDraft, 'line'>> = {
  keyword: 'keyword',
  'focus keyword': 'keyword',
  title: 'title',
  'publish at': 'publishAt',
  'publish date': 'publishAt',
  'publish time': 'publishAt',
  publish_at: 'publishAt',
  date: 'publishAt',
  target: 'target',
}
const POSITIONAL: (keyof Omit<BulkRowDraft, 'line'>)[] = ['keyword', 'title', 'publishAt', 'target']

/**
 * A CSV file: keyword, then optionally title, publish date and time, target. A first row with a
 * "keyword" cell names the columns (in any order); without it they are taken in that order.
 */
export function readKeywordCsv(text: string): BulkInput {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, { bom: true, trim: true, relax_column_count: true, skip_empty_lines: false, info: true }) as unknown as typeof records
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0
    return { rows: [], problems: [{ line, reason: `This file is not a CSV file we can read (${(error as Error).message.replace(/^Invalid Record Length: /, '')}).` }], blankLines: [] }
  }
  let columns = POSITIONAL
  const first = records[0]?.record
  if (first?.some((cell) => COLUMNS[cell.toLowerCase()] === 'keyword')) {
    columns = first.map((name) => COLUMNS[name.toLowerCase()] ?? ('' as never))
    records = records.slice(1)
  }
  const drafts: BulkRowDraft[] = []
  const blankLines: number[] = []
  for (const { record, info } of records) {
    const row: BulkRowDraft = { line: info.lines, keyword: '' }
    record.forEach((cell, i) => {
      const column = columns[i]
      if (column && cell) row[column] = cell
    })
    if (!row.keyword && record.every((cell) => !cell)) blankLines.push(info.lines)
    else drafts.push(row)
  }
  return checked(drafts, blankLines)
}

/** A blank last line is how files end, not something to report. */
function trailingBlanksDropped(blankLines: number[], lineCount: number): number[] {
  const kept = [...blankLines]
  for (let last = lineCount; kept.at(-1) === last; last--) kept.pop()
  return kept
}

function normalised(keyword: string): string {
  return keyword.toLowerCase().replace(/\s+/g, ' ')
}

/** Leaves out what cannot be a row, with its reason; the first MAX_BULK_ROWS good rows go on. */
function checked(drafts: BulkRowDraft[], blankLines: number[]): BulkInput {
  const rows: BulkRowDraft[] = []
  const problems: BulkInputProblem[] = []
  const seen = new Map<string, number>()
  for (const draft of drafts) {
    const key = normalised(draft.keyword)
    if (!draft.keyword) problems.push({ line: draft.line, reason: 'No keyword on this row.' })
    else if (draft.keyword.length > MAX_KEYWORD_LENGTH) problems.push({ line: draft.line, reason: `The keyword is longer than ${MAX_KEYWORD_LENGTH} characters.` })
    else if (seen.has(key)) problems.push({ line: draft.line, reason: `The same keyword as line ${seen.get(key)}.` })
    else if (rows.length >= MAX_BULK_ROWS) problems.push({ line: draft.line, reason: `A run takes at most ${MAX_BULK_ROWS} keywords: start another run for the rest.` })
    else {
      seen.set(key, draft.line)
      rows.push(draft)
    }
  }
  return { rows, problems, blankLines }
}
