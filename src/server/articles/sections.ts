import 'server-only'

import { LONG_PART_WORDS, partsOf, wordTargets, type ArticlePart, type Outline } from '@/shared/outline'
import { escapeHtml } from '@/shared/text'
import { streamWithFallback, textProviders, type StreamEvent } from '../ai'
import { demoPart } from '../ai/demoOutline'
import { htmlToPlainText } from '../content/html'
import type { WritingTask } from './outline'
import { LANGUAGE_NAME, sourceLines, voiceLines } from './prompts'

export const SECTION_SYSTEM = [
  'You are an expert SEO content writer. You write one part of a blog article at a time, in clean HTML that continues the parts before it.',
  'Output only HTML: no Markdown, no code fences, no H1 or H2 headings, no inline styles, no scripts.',
  'Allowed tags: h3, p, ul, ol, li, strong, em, blockquote, a.',
].join(' ')

/** What the writer reads of the parts already written: each one's opening sentence. */
export type WrittenSummary = { label: string; opening: string }

const opening = (html: string) => (htmlToPlainText(html).match(/[^.!?]+[.!?]/)?.[0] ?? htmlToPlainText(html)).trim().slice(0, 200)

/** The request for one part: the whole outline, what came before, this part's heading, intent and length. */
export function partPrompt(task: WritingTask, outline: Outline, part: ArticlePart, words: number, before: WrittenSummary[]): string {
  const count = outline.sections.length
  const lines = [
    part.kind === 'introduction' ? 'Task: introduction' : `Task: section ${part.index + 1} of ${count}`,
    `Article in ${LANGUAGE_NAME[task.language]}: "${outline.title}"`,
    `Focus keyword: "${outline.focusKeyword}"`,
    `Tone: ${task.tone}.`,
    ...(task.instructions ? ['The user’s instructions (they win over the rules below):', '"""', task.instructions, '"""'] : []),
    ...(task.brief ?? []),
    ...voiceLines(task.voice),
    ...(task.source ? sourceLines(task.source) : []),
    '',
    'The outline of the whole article:',
    ...outline.sections.map((section, i) => `  ${i + 1}. ${section.heading} — ${section.intent}${section.subheadings.length ? ` (H3: ${section.subheadings.join('; ')})` : ''}`),
    ...(before.length ? ['', 'Written so far (each part’s opening):', ...before.map((summary) => `  ${summary.label}: ${summary.opening}`)] : []),
    '',
    part.kind === 'introduction'
      ? 'Now write the introduction, before the first section.'
      : `Now write section ${part.index + 1}: "${part.section.heading}" — ${part.section.intent}`,
    'Rules:',
    `- About ${words} words.`,
  ]
  if (part.kind === 'introduction') {
    lines.push('- One to three short paragraphs (<p> only); the focus keyword in the first sentence; say what the reader will get.')
  } else {
    lines.push('- Do not repeat the section heading: it is already there. Start with a paragraph.')
    if (part.section.subheadings.length) lines.push(`- Use exactly these H3 subheadings, in this order: ${part.section.subheadings.map((h) => `"${h}"`).join(', ')}.`)
    else if (words > LONG_PART_WORDS) lines.push('- Break it up with an <h3> subheading about every 200 words.')
    lines.push('- Use the focus keyword once or twice where it reads naturally; never stuff it.')
    if (part.last) lines.push('- This is the conclusion: sum up the article and end with a clear next step for the reader.')
    if (part.last && task.callToAction) lines.push(`- End with a link to ${task.callToAction.url} that says "${task.callToAction.label}".`)
  }
  lines.push('- Short sentences and paragraphs; lists where they help. Do not repeat what earlier parts said.')
  return lines.filter((line, i) => line !== '' || lines[i - 1] !== '').join('\n')
}

/** A part's answer as it goes into the article: no code fences, no heading the writer already placed. */
function cleanPart(html: string): string {
  return html
    .replace(/^\s*```(?:html)?\s*/i, '')
    .replace(/\s*```\s*$/i, '')
    .replace(/^\s*<h[12]\b[^>]*>[\s\S]*?<\/h[12]>\s*/i, '')
    .trim()
}

/** How a part's own H2 starts it: written by us, so the article's headings are the outline's. */
const headingOf = (part: ArticlePart) => (part.kind === 'section' ? `<h2>${escapeHtml(part.section.heading)}</h2>\n` : '')

/**
 * One part's writing, tried twice: a failed first try (any provider chain failure, before or after
 * its first words) starts the part again from nothing. The reader of `chunks` sees `resets` change.
 */
class PartRun {
  chunks: string[] = []
  resets = 0
  done = false
  error: unknown = null
  provider: Extract<StreamEvent, { type: 'provider' }> | null = null
  private wake: (() => void) | null = null

  constructor(private readonly stream: () => AsyncGenerator<StreamEvent>) {}

  start() {
    void this.run(1)
  }

  private async run(attempt: number): Promise<void> {
    try {
      for await (const event of this.stream()) {
        if (event.type === 'provider') this.provider = event
        else this.chunks.push(event.text)
        this.notify()
      }
      this.done = true
    } catch (error) {
      if (attempt < 2) {
        this.chunks = []
        this.resets++
        this.notify()
        return this.run(attempt + 1)
      }
      this.error = error
    }
    this.notify()
  }

  /** Resolves at the part's next change (one reader). */
  changed(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve))
  }

  private notify() {
    const wake = this.wake
    this.wake = null
    wake?.()
  }
}

export type PartsEvent = StreamEvent | { type: 'rewind'; text: string } | { type: 'assembled'; text: string }

/**
 * Writes the outline part by part (the introduction, then each section): one request a part, up to
 * `concurrency` at once, streamed in reading order (a part written ahead waits for the one before
 * it). Every part gets its share of the target words. A part whose writing fails is tried once more;
 * if it had already shown words, `rewind` gives the text before it. `assembled` is the whole article
 * (SEO comment, H1, parts) as it is saved; a part that fails twice ends the stream with its error.
 */
export async function* writeInParts(task: WritingTask, outline: Outline, { concurrency = 2 } = {}): AsyncGenerator<PartsEvent> {
  const parts = partsOf(outline)
  const targets = wordTargets(outline.sections.length, task.targetWords)
  const bodies: (string | null)[] = parts.map(() => null)
  const summaries = (): WrittenSummary[] =>
    parts.flatMap((part, i) => (bodies[i] === null ? [] : [{ label: part.kind === 'introduction' ? 'Introduction' : `${part.index + 1}. ${part.section.heading}`, opening: opening(bodies[i]!) }]))
  const runs = parts.map(
    (part, i) =>
      new PartRun(() =>
        streamWithFallback(
          { system: SECTION_SYSTEM, prompt: partPrompt(task, outline, part, targets[i]!, summaries()), maxTokens: Math.max(1024, targets[i]! * 3), temperature: 0.7 },
          textProviders(() => demoPart(task, outline, part, targets[i]!)),
        ),
      ),
  )
  let started = 0
  const startUpTo = (last: number) => {
    while (started < runs.length && started <= last) runs[started++]!.start()
  }

  const seo = { title: outline.title, metaDescription: outline.metaDescription, focusKeyword: outline.focusKeyword }
  let written = `<!--SEO ${JSON.stringify(seo)}-->\n<h1>${escapeHtml(outline.title)}</h1>\n`
  yield { type: 'text', text: written }
  for (let i = 0; i < runs.length; i++) {
    startUpTo(i + concurrency - 1)
    const run = runs[i]!
    const heading = headingOf(parts[i]!)
    if (heading) yield { type: 'text', text: heading }
    let read = 0
    let resets = 0
    let providerShown = false
    for (;;) {
      if (run.resets !== resets) {
        resets = run.resets
        if (read > 0) yield { type: 'rewind', text: written + heading }
        read = 0
      }
      if (run.provider && !providerShown) {
        providerShown = true
        yield run.provider
      }
      while (read < run.chunks.length) yield { type: 'text', text: run.chunks[read++]! }
      if (run.error) throw run.error
      if (run.done) break
      await run.changed()
    }
    bodies[i] = cleanPart(run.chunks.join(''))
    written += `${heading}${run.chunks.join('')}\n`
    yield { type: 'text', text: '\n' }
  }
  const article = parts.map((part, i) => `${headingOf(part)}${bodies[i]}`).join('\n')
  yield { type: 'assembled', text: `<!--SEO ${JSON.stringify(seo)}-->\n<h1>${escapeHtml(outline.title)}</h1>\n${article}` }
}
