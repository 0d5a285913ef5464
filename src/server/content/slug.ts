export const SLUG_MAX = 100

/**
 * SPEC 5: the title lower-cased, letters, digits and hyphens only, at most 100 characters, plus
 * the last 8 digits of the timestamp, so two posts with one title still get two addresses.
 * Accented letters keep their base letter (á → a), so Hungarian titles stay readable.
 */
export function postSlug(title: string, now = Date.now()): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const suffix = String(now).slice(-8)
  const room = SLUG_MAX - suffix.length - 1
  const head = base.slice(0, room).replace(/-+$/, '')
  return head ? `${head}-${suffix}` : suffix
}
