import { escapeHtml } from './http'

/**
 * The default answer of the fake OpenAI and the fake Gemini (both answer the same text), and the
 * helpers both use to stream and count it.
 */

/** The subject of a prompt: quoted text, or what follows "about"/"on"/"for"/"topic:"/"keyword:". */
export function topicOf(prompt: string): string {
  // The request, not the answer format after it (whose JSON keys are quoted too).
  const request = prompt.split('\nRules:')[0]!
  const quoted = /["“«]([^"”»\n]{2,80})["”»]/.exec(request)?.[1]
  const after = /\b(?:about|on|for|topic|keyword)s?\s*:?\s+([^\n.;!?]{2,120})/i.exec(request)?.[1]
  const raw = (quoted ?? after ?? '').trim().split(/\s+/).slice(0, 8).join(' ')
  return raw || 'the topic'
}

/**
 * The default responder's text for a prompt: 10 numbered title lines when it asks for titles
 * (the word "titles"), otherwise a small HTML article.
 */
export function defaultAnswer(prompt: string): string {
  const repair = /^Edit of the .* with the focus keyword "([^"]+)"/m.exec(prompt)
  if (repair) return repairAnswer(prompt, repair[1]!)
  const topic = topicOf(prompt)
  if (/\btitles\b/i.test(prompt)) {
    return Array.from({ length: 10 }, (_, i) => `${i + 1}. Title ${i + 1} about ${topic}`).join('\n')
  }
  const t = escapeHtml(topic)
  return [
    `<h1>A practical guide to ${t}</h1>`,
    `<p>This article explains ${t} in plain words, with examples you can use today.</p>`,
    `<h2>Why ${t} matters</h2>`,
    `<p>Readers search for ${t} because they want clear answers. Good content saves them time and earns their trust.</p>`,
    `<h2>How to get started</h2>`,
    `<p>Start small, measure what works, and improve step by step. Consistency beats intensity.</p>`,
  ].join('\n')
}

const OPENERS = ['However', 'For example', 'Therefore', 'In addition', 'As a result', 'Moreover']

/**
 * What an editor model answers to the product's repair request (src/server/articles/repair.ts): JSON
 * with the keys it asked for, each numbered sentence rewritten as asked ([split] in two, [link] with
 * a transition word), a subheading per place, and as many keyword sentences as requested.
 */
function repairAnswer(prompt: string, keyword: string): string {
  const fixes: Record<string, unknown> = {}
  if (/"title"/.test(prompt)) fixes.title = `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)}: what to know first`
  if (/"metaDescription"/.test(prompt)) fixes.metaDescription = `Learn ${keyword} step by step: a practical guide with clear examples, proven tips and the mistakes that cost beginners time.`
  if (/"firstParagraph"/.test(prompt)) fixes.firstParagraph = `This guide explains ${keyword} in plain words, with examples you can use today.`
  const wanted = Number(/"sentences": (\d+)/.exec(prompt)?.[1] ?? 0)
  if (wanted) fixes.sentences = Array.from({ length: wanted }, (_, i) => [`Start with ${keyword} on one small project.`, `Review your ${keyword} results every week.`][i % 2])
  const rewrites = [...prompt.matchAll(/^ {2}(\d+)\. \[(split|link)\] (.+)$/gm)]
  if (rewrites.length) {
    fixes.rewrites = Object.fromEntries(
      rewrites.map(([, n, kind, sentence], i) => {
        if (kind === 'link') return [n, `${OPENERS[i % OPENERS.length]}, ${sentence!.charAt(0).toLowerCase()}${sentence!.slice(1)}`]
        const words = sentence!.split(' ')
        const half = Math.ceil(words.length / 2)
        return [n, `${words.slice(0, half).join(' ').replace(/[,;]$/, '')}. ${words[half]!.charAt(0).toUpperCase()}${words.slice(half).join(' ').slice(1)}`]
      }),
    )
  }
  const places = [...prompt.matchAll(/^ {2}(\d+)\. before: /gm)]
  if (places.length) fixes.subheadings = places.map(([, n]) => `What to know, part ${n}`)
  return JSON.stringify(fixes)
}

/** Splits text into pieces of a few words each (whitespace kept), at least two when possible. */
export function splitIntoChunks(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk) chunks.push(tokens.slice(i, i + wordsPerChunk).join(''))
  if (chunks.length === 1 && text.length > 1) {
    const half = Math.ceil(text.length / 2)
    return [text.slice(0, half), text.slice(half)]
  }
  if (chunks.join('') !== text) return [text] // leading-only whitespace etc.: never lose a character
  return chunks.length ? chunks : [text]
}

/** About 4 characters a token, like OpenAI's rule of thumb. */
export const estimateTokens = (text: string) => (text ? Math.max(1, Math.ceil(text.length / 4)) : 0)
