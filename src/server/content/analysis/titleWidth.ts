/**
 * How wide an SEO title is in a search result: Google sets titles in Arial at 20 px, and Yoast SEO
 * greens a title up to 600 px wide (WordPress measures it in the browser; we add up Arial's
 * advance widths, which Liberation Sans and Helvetica share).
 */

// Arial advance widths per 1,000 units of the em, printable ASCII from the space (32) to "~" (126).
const ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
const OTHER: Record<string, number> = { '–': 556, '—': 1000, '‘': 222, '’': 222, '“': 333, '”': 333, '„': 333, '…': 1000, '«': 556, '»': 556, '€': 556, '£': 556, '°': 400, '·': 278, '\u00a0': 278 }

export const TITLE_FONT_PX = 20
export const TITLE_WIDTH = { max: 600 } as const

function charWidth(char: string): number {
  const code = char.charCodeAt(0)
  if (code >= 32 && code <= 126) return ASCII[code - 32]!
  if (OTHER[char] !== undefined) return OTHER[char]
  // Accented letters are as wide as their base letter ("ő" as "o", "Í" as "I").
  const base = char.normalize('NFD').charAt(0)
  if (base !== char && base.charCodeAt(0) >= 32 && base.charCodeAt(0) <= 126) return ASCII[base.charCodeAt(0) - 32]!
  return 556
}

/** The title's width in pixels as a search result draws it. */
export function titleWidthPx(title: string): number {
  let units = 0
  for (const char of title.trim()) units += charWidth(char)
  return Math.round((units / 1000) * TITLE_FONT_PX)
}
