/**
 * The words a brand voice avoids, found in an article (issue 35): each sentence (or heading) that
 * uses one, with the word, in reading order. Shown beside the analysis and mended by the repair pass.
 */
import { firstAvoided, type AvoidedWord } from '@/shared/voices'

import { readArticle } from './text'

export function avoidedWords(html: string, words: readonly string[]): AvoidedWord[] {
  if (!words.length) return []
  const found: AvoidedWord[] = []
  for (const block of readArticle(html).blocks) {
    for (const sentence of block.sentences) {
      const word = firstAvoided(sentence, words)
      if (word) found.push({ word, sentence })
    }
  }
  return found
}
