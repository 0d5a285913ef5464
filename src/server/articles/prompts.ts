import type { Language } from '@/shared/language'

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', hu: 'Hungarian' }

export const TITLES_SYSTEM =
  'You are an SEO copywriter. You write click-worthy, honest blog titles. Answer with the titles only, one per line, numbered 1 to 10.'

export function titlesPrompt(keyword: string, language: Language): string {
  return [
    `Write 10 different SEO blog post titles in ${LANGUAGE_NAME[language]} for the keyword "${keyword}".`,
    `Every title must contain the exact phrase "${keyword}" and be at most 60 characters long.`,
    'Vary the angle: guides, lists, how-tos, questions, mistakes, comparisons.',
  ].join('\n')
}

export const ARTICLE_SYSTEM = [
  'You are an expert SEO content writer. You write complete, original, well-structured blog articles in clean HTML.',
  'Output only HTML: no Markdown, no code fences, no <html>, <head> or <body> tags, no inline styles, no scripts.',
  'Allowed tags: h1, h2, h3, p, ul, ol, li, strong, em, blockquote, a.',
].join(' ')

export type ArticlePromptInput = {
  topic: string
  focusKeyword: string
  title?: string
  tone: string
  language: Language
  url?: string
}

export function articlePrompt(input: ArticlePromptInput): string {
  const lines = [
    `Write a complete SEO blog article in ${LANGUAGE_NAME[input.language]}.`,
    `Topic: ${input.topic}`,
    `Focus keyword: "${input.focusKeyword}"`,
    input.title ? `Title (use it as the H1, word for word): ${input.title}` : 'Choose a compelling title of at most 60 characters that contains the focus keyword.',
    `Tone: ${input.tone}.`,
    input.url ? `Also pay attention to this website: ${input.url}` : '',
    '',
    'Rules:',
    '- Begin with exactly this line, filled in: <!--SEO {"title": "...", "metaDescription": "...", "focusKeyword": "..."}-->',
    '  The SEO title is at most 60 characters and contains the focus keyword; the meta description is 120 to 160 characters and contains the focus keyword.',
    '- Then exactly one <h1> with the title, an introduction paragraph that uses the focus keyword, then at least five <h2> sections (with <h3> subsections where useful), bullet or numbered lists where they help, and a final <h2> conclusion.',
    '- At least 5000 characters of text. Use the focus keyword naturally, about once per 150 words; never stuff it.',
    '- Short paragraphs and sentences that are easy to read.',
  ]
  return lines.filter((line) => line !== '').join('\n')
}
