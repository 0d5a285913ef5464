/**
 * Scrolls to a sentence in rendered article text and marks it for a moment: the CSS Custom Highlight
 * API where the browser has it (no change to the article's DOM), else the sentence's block is outlined.
 * Matched on the sentence's opening words, as text nodes split a sentence at links and emphasis.
 */
const collapse = (text: string) => text.replace(/\s+/g, ' ')

/** The text with runs of whitespace as one space, and where each of its characters sits in the original. */
function collapsed(text: string): { text: string; at: number[] } {
  let out = ''
  const at: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!) && /\s/.test(text[i - 1] ?? '')) continue
    out += /\s/.test(text[i]!) ? ' ' : text[i]
    at.push(i)
  }
  at.push(text.length)
  return { text: out, at }
}

export function jumpToText(container: HTMLElement | null, sentence: string): boolean {
  if (!container) return false
  const needle = collapse(sentence).trim().slice(0, 40)
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = collapsed(node.data)
    const start = text.text.indexOf(needle)
    if (start < 0) continue
    const end = Math.min(start + collapse(sentence).trim().length, text.text.length)
    const range = document.createRange()
    range.setStart(node, text.at[start]!)
    range.setEnd(node, text.at[end]!)
    node.parentElement?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    const highlights = (globalThis.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights
    const Highlight = (globalThis as { Highlight?: new (range: Range) => unknown }).Highlight
    if (highlights && Highlight) {
      highlights.set('claim', new Highlight(range))
      setTimeout(() => highlights.delete('claim'), 4000)
    } else {
      const block = node.parentElement
      block?.classList.add('claim-flash')
      setTimeout(() => block?.classList.remove('claim-flash'), 4000)
    }
    return true
  }
  return false
}
