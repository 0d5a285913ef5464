import type { ArticleSource } from '@/shared/articles'
import type { Language } from '@/shared/language'
import type { ArticleLength, Outline } from '@/shared/outline'
import type { VoiceChoice } from '../voices'

export type ArticleInput = {
  topic: string
  focusKeyword: string
  selectedTitle?: string
  tone: string
  language: Language
  url?: string
  source: ArticleSource
  /** The user's reviewed outline; absent, the planner's. */
  outline?: Outline
  /** Absent: the default length. */
  length?: ArticleLength
  /** Absent: the user's default voice. */
  voice?: VoiceChoice
  /** The internal links accepted on the reviewed outline; absent: chosen by the writer. */
  links?: string[]
}
