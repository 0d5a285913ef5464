/**
 * How deeply a JSON text nests arrays and objects (strings skipped), read without parsing it.
 * A request body nested thousands deep parses fine, but overflows the stack of whatever walks it
 * later — node-postgres among them, which then leaves its connection half-way through a query.
 */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 92 /* \ */) i++
      else if (char === 34 /* " */) inString = false
    } else if (char === 34) inString = true
    else if (char === 123 /* { */ || char === 91 /* [ */) deepest = Math.max(deepest, ++depth)
    else if (char === 125 /* } */ || char === 93 /* ] */) depth--
  }
  return deepest
}

/** Deeper than any document of ours (a Lexical post is about ten levels): refused as bad input. */
export const MAX_JSON_DEPTH = 64
