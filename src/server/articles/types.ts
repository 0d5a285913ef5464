export type Language = 'en' | 'hu'
export type ArticleSource = 'keyword' | 'title' | 'url' | 'prompt' | 'promo' | 'chat'

export type SeoData = { title: string; metaDescription: string; focusKeyword: string }

export type ArticleInput = {
  topic: string
  focusKeyword: string
  selectedTitle?: string
  tone: string
  language: Language
  url?: string
  source: ArticleSource
}
