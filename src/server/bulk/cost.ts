import { isUnlimited } from '@/shared/plans'

export type BulkCost = {
  articles: number
  images: number
  /** What is left this month: null when the plan is unlimited. */
  articlesLeft: number | null
  imagesLeft: number | null
  /** How many rows the quota allows now (every row, on an unlimited plan). */
  fits: number
}

/**
 * What a run costs against what is left of the month: one article per row, one image per row when
 * images are asked for. Credits are only taken when a row starts writing; this is the promise made
 * before the run starts (another tab may still spend meanwhile: those rows then stop).
 */
export function bulkCost({ rows, images, articleLimit, articlesUsed, imageLimit, imagesUsed }: { rows: number; images: boolean; articleLimit: number; articlesUsed: number; imageLimit: number; imagesUsed: number }): BulkCost {
  const articlesLeft = isUnlimited(articleLimit) ? null : Math.max(0, articleLimit - articlesUsed)
  const imagesLeft = isUnlimited(imageLimit) ? null : Math.max(0, imageLimit - imagesUsed)
  const fits = Math.min(rows, articlesLeft ?? rows, images ? (imagesLeft ?? rows) : rows)
  return { articles: rows, images: images ? rows : 0, articlesLeft, imagesLeft, fits }
}
