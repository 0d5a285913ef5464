// Elements without content, and elements whose end tag HTML lets a writer leave out (a new <p> or
// <li> closes the last one): neither holds the next element inside it.
const NOT_NESTING = new Set(
  'area base br col embed hr img input link meta source track wbr p li dt dd tr td th thead tbody tfoot option optgroup colgroup caption rb rt rp html head body'.split(' '),
)
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g

/**
 * Whether the HTML's elements sit inside each other more than `limit` deep, read with one linear
 * scan of its tags (no parser: htmlparser2 and sanitize-html take quadratic time on 30,000 unclosed
 * <b> tags, about 0.3 and 0.7 s). An end tag closes the nearest open element of its name, as
 * browsers do; the scan stops at the first element past the limit, so it never holds more.
 */
export function nestedDeeperThan(html: string, limit: number): boolean {
  const open: string[] = []
  for (const [, closing, rawName, selfClosing] of html.matchAll(TAG)) {
    const name = rawName!.toLowerCase()
    if (NOT_NESTING.has(name)) continue
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at !== -1) open.length = at
    } else if (!selfClosing && open.push(name) > limit) return true
  }
  return false
}
