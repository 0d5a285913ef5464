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
  if (/^Task: outline$/m.test(prompt)) return outlineAnswer(prompt)
  if (/^Task: (?:introduction|section \d+ of \d+)$/m.test(prompt)) return partAnswer(prompt)
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
  const rewrites = [...prompt.matchAll(/^ {2}(\d+)\. \[(split|link|avoid "[^"]+")\] (.+)$/gm)]
  if (rewrites.length) {
    fixes.rewrites = Object.fromEntries(
      rewrites.map(([, n, kind, sentence], i) => {
        // [avoid "word"]: the sentence without the word, as an editor would leave it.
        const avoided = /^avoid "([^"]+)"$/.exec(kind!)?.[1]
        if (avoided) return [n, sentence!.replace(new RegExp(`\\s*\\b${avoided.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi'), '').trim()]
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

const SECTION_HEADINGS = ['Why {k} matters', 'How to get started', 'Common mistakes with {k}', 'Tools that help', 'A simple {k} routine', 'Tips from experience', 'Measuring your progress', 'When to ask for help', 'Going further with {k}']

/**
 * What a model answers to the product's outline request (src/server/articles/outline.ts): the JSON
 * it asked for, with as many sections as asked, the user's title and keyword when given, about half
 * the headings naming the keyword, the last one the conclusion.
 */
function outlineAnswer(prompt: string): string {
  // Asked to choose a keyword, this model names none (as the default article names none): the product keeps its own guess.
  const keyword = /^Focus keyword: "([^"]+)"/m.exec(prompt)?.[1] ?? ''
  const topic = keyword || (/^Topic: (.+)$/m.exec(prompt)?.[1] ?? 'the topic')
  const title = /^Title \(the H1, word for word\): (.+)$/m.exec(prompt)?.[1] ?? `A practical guide to ${topic}`
  const count = Number(/^- (\d+) H2 sections/m.exec(prompt)?.[1] ?? 5)
  const sections = Array.from({ length: count - 1 }, (_, i) => ({
    heading: SECTION_HEADINGS[i % SECTION_HEADINGS.length]!.replace('{k}', topic),
    intent: `What the reader needs to know about part ${i + 1}.`,
    subheadings: i === 1 ? ['First steps', 'What to avoid'] : [],
  }))
  sections.push({ heading: `Conclusion: ${topic}`, intent: 'Sum up and give the next step.', subheadings: [] })
  const metaDescription = `Learn ${topic} step by step: a practical guide with clear examples, proven tips and the mistakes that cost beginners time.`.slice(0, 156)
  return JSON.stringify({ title, metaDescription, focusKeyword: keyword, sections })
}

const FILLER = [
  'Good content answers the question a reader came with.',
  'Start small and measure what works before you scale it.',
  'Clear steps help readers act on what they learn.',
  'Examples make an idea easy to remember and to use.',
  'Short paragraphs keep the page easy to scan on a phone.',
  'Consistency beats intensity over a whole season.',
]

/**
 * What a model answers to one part of an outline (src/server/articles/sections.ts): about as many
 * words as asked, the keyword in the first sentence, the H3s it was given, and the link it was asked
 * to end with.
 */
function partAnswer(prompt: string): string {
  const keyword = escapeHtml(/^Focus keyword: "([^"]+)"/m.exec(prompt)?.[1] ?? 'the topic')
  const wanted = Number(/^- About (\d+) words\.$/m.exec(prompt)?.[1] ?? 120)
  const given = [...(/^- Use exactly these H3 subheadings, in this order: (.+)\.$/m.exec(prompt)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
  // Asked to break a long part up: an H3 about every 200 words.
  const subheadings = given.length ? given : /^- Break it up with an <h3> subheading/m.test(prompt) ? Array.from({ length: Math.ceil(wanted / 200) }, (_, i) => `Part ${i + 1} in detail`) : []
  const link = /^- End with a link to (\S+) that says "([^"]+)"\.$/m.exec(prompt)
  const sentences = [`This part is about ${keyword}.`]
  let count = sentences[0]!.split(' ').length
  for (let i = 0; count < wanted; i++) {
    const sentence = FILLER[i % FILLER.length]!
    sentences.push(sentence)
    count += sentence.split(' ').length
  }
  const paragraphs = Array.from({ length: Math.ceil(sentences.length / 3) }, (_, i) => `<p>${sentences.slice(i * 3, i * 3 + 3).join(' ')}</p>`)
  // The H3s spread evenly through the paragraphs.
  const every = Math.max(1, Math.floor(paragraphs.length / Math.max(1, subheadings.length)))
  const blocks = paragraphs.flatMap((p, i) => (i % every === 0 && subheadings[i / every] ? [`<h3>${escapeHtml(subheadings[i / every]!)}</h3>`, p] : [p]))
  if (link) blocks.push(`<p><a href="${escapeHtml(link[1]!)}">${escapeHtml(link[2]!)}</a></p>`)
  return blocks.join('\n')
}
