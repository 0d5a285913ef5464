/** Small string helpers the content modules share. */

export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

// Separators that look broken when a cut leaves them dangling at the end.
const DANGLING = /[\s,;:–—\-(/&|]+$/

/**
 * Shortens to at most `max` characters at the last word boundary, without adding an ellipsis.
 * A single word longer than the limit is cut hard so the result never exceeds it.
 */
export function cutAtWordBoundary(value: string, max: number): string {
  const text = collapseWhitespace(value)
  if (text.length <= max) return text
  const slice = text.slice(0, max + 1)
  const lastSpace = slice.lastIndexOf(' ')
  const cut = lastSpace > 0 ? slice.slice(0, lastSpace) : text.slice(0, max)
  return cut.replace(DANGLING, '') || cut.trim()
}

export function capitaliseFirst(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1)
}

/** Words as a reader counts them: letters and digits, with inner apostrophes and hyphens kept. */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}
