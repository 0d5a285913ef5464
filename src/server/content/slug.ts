export const SLUG_MAX = 100

/**
 * An address from a title: lower-cased, letters, digits and hyphens only, at most 100 characters.
 * Accented letters keep their base letter (á → a), so Hungarian titles stay readable. This is the
 * address a post gets (issue 40: the keyword-rich title alone); a site that has it already makes
 * its own ("-2" on WordPress, Wix likewise), and our blog falls back to postSlug.
 */
export function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/**
 * SPEC 5: the title's slug plus the last 8 digits of the timestamp, at most 100 characters, so two
 * posts with one title still get two addresses. Used when the title's own slug is taken (and for
 * file names).
 */
export function postSlug(title: string, now = Date.now()): string {
  const suffix = String(now).slice(-8)
  const room = SLUG_MAX - suffix.length - 1
  const head = titleSlug(title).slice(0, room).replace(/-+$/, '')
  return head ? `${head}-${suffix}` : suffix
}
