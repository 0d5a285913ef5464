/** SPEC 5: tags typed as "a, b,, c" → ['a', 'b', 'c']. */
export function parseTags(input: string): string[] {
  return [...new Set(input.split(',').map((tag) => tag.trim()).filter(Boolean))]
}
