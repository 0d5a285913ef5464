import { ServerResponse } from 'node:http'

/** Vary is a list: the union of both, in order, without repeats (case-insensitive). */
export function mergeVary(existing: string | number | readonly string[] | undefined, added: string | number | readonly string[]): string {
  const seen = new Set<string>()
  const merged: string[] = []
  for (const part of [existing ?? '', added].flat().join(',').split(',')) {
    const name = part.trim()
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      merged.push(name)
    }
  }
  return merged.join(', ')
}

const PATCHED = Symbol.for('seo-writer.varyMerged')

/**
 * Next 16's page handler sets Vary outright, dropping the Vary of next.config's headers (the page's language
 * follows the cookie and Accept-Language) and Payload's own. A shared cache needs all of them, so
 * setting Vary adds to what is already there instead of replacing it.
 */
export function keepVaryHeaders(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true }
  if (proto[PATCHED]) return
  const setHeader = proto.setHeader
  proto.setHeader = function (this: ServerResponse, name: string, value: string | number | readonly string[]) {
    const existing = name.toLowerCase() === 'vary' ? this.getHeader('vary') : undefined
    return setHeader.call(this, name, existing === undefined ? value : mergeVary(existing, value))
  }
  proto[PATCHED] = true
}
