import type { Language } from '@/shared/language'
import { SPEECH_MAX_CHARS } from '@/shared/speech'
import { htmlToPlainText } from '../content/html'

const ENDS_SENTENCE = /[.!?…:;]["'”’)]*$/u

/**
 * What an article's audio says: the title, then every block of the text on its own line. A heading
 * or list item without closing punctuation gets a full stop, so the voice pauses there instead of
 * running the heading into the paragraph below it.
 */
export function articleSpeechText(article: { title: string; content?: string | null }): string {
  const lines = htmlToPlainText(article.content ?? '').split('\n').filter(Boolean)
  if (lines[0]?.trim() !== article.title.trim()) lines.unshift(article.title.trim())
  return lines.map((line) => (ENDS_SENTENCE.test(line) ? line : `${line}.`)).join('\n')
}

/** A sentence longer than `max` in pieces of at most `max` characters, cut between words. */
function splitLongSentence(sentence: string, max: number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const word of sentence.split(/\s+/).filter(Boolean)) {
    // A single "word" longer than a chunk (a pasted hash, say) is cut where it must be.
    for (let rest = word; rest; rest = rest.slice(max)) {
      const part = rest.slice(0, max)
      if (piece && piece.length + 1 + part.length > max) {
        pieces.push(piece)
        piece = ''
      }
      piece = piece ? `${piece} ${part}` : part
    }
  }
  if (piece) pieces.push(piece)
  return pieces
}

/**
 * Text split for a speech model that takes at most `max` characters at a time: cut only between
 * sentences (Intl.Segmenter's sentence rules for the language), as many whole sentences per chunk
 * as fit, so the voice never stops mid-sentence; only a sentence longer than a chunk is cut, between words.
 */
export function speechChunks(text: string, max = SPEECH_MAX_CHARS, language: Language = 'en'): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })
  const chunks: string[] = []
  let chunk = ''
  let lineBreakBefore = false
  const flush = () => {
    if (chunk.trim()) chunks.push(chunk.trim())
    chunk = ''
  }
  for (const { segment } of segmenter.segment(text)) {
    const sentence = segment.trim()
    if (!sentence) continue
    if (sentence.length > max) {
      lineBreakBefore = /\n\s*$/.test(segment)
      flush()
      chunks.push(...splitLongSentence(sentence, max))
      continue
    }
    // Sentences keep the line break between blocks: a model reads a new line as a pause.
    const joined = chunk ? `${chunk}${lineBreakBefore ? '\n' : ' '}${sentence}` : sentence
    lineBreakBefore = /\n\s*$/.test(segment)
    if (joined.length > max) {
      flush()
      chunk = sentence
    } else {
      chunk = joined
    }
  }
  flush()
  return chunks
}
