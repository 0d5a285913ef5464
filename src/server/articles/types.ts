import type { ArticleSource } from '@/shared/articles'
import type { Language } from '@/shared/language'

export type ArticleInput = {
  topic: string
  focusKeyword: string
  selectedTitle?: string
  tone: string
  language: Language
  url?: string
  source: ArticleSource
}
