/** SPEC 5: the focus keyword an article is optimised for. */
import type { Language } from '@/shared/language'
import { collapseWhitespace } from '@/shared/text'

export const KEYWORD_WORDS_MAX = 3

// Grammar words plus the filler that headlines are made of ("ultimate guide", "tips"), which never makes a keyword.
export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set([
    'the', 'and', 'for', 'with', 'your', 'you', 'are', 'was', 'were', 'been', 'being', 'this', 'that', 'these',
    'those', 'from', 'into', 'onto', 'about', 'over', 'under', 'than', 'then', 'how', 'what', 'why', 'when', 'where',
    'which', 'who', 'whom', 'will', 'can', 'could', 'should', 'would', 'does', 'did', 'have', 'has', 'had', 'not',
    'but', 'all', 'any', 'more', 'most', 'our', 'their', 'its', 'his', 'her', 'they', 'them', 'yours', 'best',
    'top', 'tips', 'tricks', 'guide', 'ultimate', 'complete', 'easy', 'simple', 'ways', 'things', 'need', 'know',
    'everything', 'step', 'steps', 'really', 'just', 'make', 'get', 'beginners', 'beginner', 'explained',
  ]),
  hu: new Set([
    'az', 'és', 'hogy', 'nem', 'egy', 'van', 'vannak', 'meg', 'már', 'csak', 'mint', 'vagy', 'fel', 'lesz', 'volt',
    'kell', 'lehet', 'hogyan', 'miért', 'mikor', 'hol', 'mit', 'mely', 'melyik', 'amit', 'ami', 'aki', 'amely',
    'mert', 'még', 'minden', 'nagyon', 'azt', 'ezt', 'ezek', 'azok', 'így', 'úgy', 'sem', 'pedig', 'illetve',
    'legjobb', 'tippek', 'tipp', 'útmutató', 'teljes', 'egyszerű', 'könnyű', 'lépésről', 'lépésre', 'kezdőknek',
    'tudnod', 'tudni', 'érdemes', 'hogyha', 'avagy', 'vagyis', 'szóló', 'kapcsolatos', 'által', 'után', 'előtt',
  ]),
}

function tokens(title: string): string[] {
  return (title ?? '')
    .toLowerCase()
    .replace(/['’]s\b/g, '') // possessive "'s" belongs to the word before it
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length > 2)
}

/** Up to three meaningful words of a title, lower-cased: "The Ultimate Guide to Sourdough Baking" → "sourdough baking". */
export function keywordFromTitle(title: string, language: Language): string {
  const candidates = tokens(title)
  const stop = STOP_WORDS[language] ?? STOP_WORDS.en
  const meaningful = candidates.filter((word) => !stop.has(word))
  // A title made only of filler still deserves a keyword rather than none.
  const chosen = meaningful.length ? meaningful : candidates
  return chosen.slice(0, KEYWORD_WORDS_MAX).join(' ')
}

/**
 * A keyword for a tool that has to guess one (chat, instructions, promo) before the model names its
 * own: SPEC 5's keyword when the title contains it as a phrase, else the longest run of meaningful
 * words the title does contain ("Composting on a balcony" → "composting", not "composting balcony",
 * which its own title could never hold, so its title and H1 checks could never pass).
 */
export function keywordInTitle(title: string, language: Language): string {
  const spec = keywordFromTitle(title, language)
  if (!spec || containsKeyword(title, spec)) return spec
  const stop = STOP_WORDS[language] ?? STOP_WORDS.en
  const runs: string[][] = [[]]
  for (const word of collapseWhitespace(title).split(' ')) {
    const clean = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    const meaningful = clean.length > 2 && !stop.has(clean)
    if (meaningful) runs.at(-1)!.push(clean)
    // A stop word or punctuation between words ends a run: the phrase must stand in the title as written.
    if (!meaningful || clean !== word.toLowerCase()) runs.push([])
  }
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), [])
  return longest.slice(0, KEYWORD_WORDS_MAX).join(' ') || spec
}

// Case-insensitive and whitespace-tolerant, but "kave" must not match "kávé": accents change Hungarian words.
function normalise(value: string): string {
  return collapseWhitespace((value ?? '').normalize('NFC').toLowerCase())
}

/** How often the keyword phrase appears (non-overlapping, also inside longer words such as Hungarian suffixed forms). */
export function countKeyword(text: string, keyword: string): number {
  const needle = normalise(keyword)
  if (!needle) return 0
  const haystack = normalise(text)
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

export function containsKeyword(text: string, keyword: string): boolean {
  return countKeyword(text, keyword) > 0
}
