/** Paging rules shared by the lists that page (the blog, admin tables). Pages count from 1. */

export const POSTS_PER_PAGE = 12

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

/** Up to `max` page numbers around the current one, shifted to stay inside 1…count. */
export function pageNumbers(current: number, count: number, max = 5): number[] {
  const size = Math.min(max, count)
  const first = Math.min(Math.max(1, current - Math.floor(size / 2)), count - size + 1)
  return Array.from({ length: size }, (_, i) => first + i)
}

/** A page number from an address ('2' → 2), or null when it is not a whole number ≥ 1 in plain digits. */
export function parsePage(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}
