import type { Language } from '@/shared/language'
import type { SourcePage } from '../fetch/extract'

export const LANGUAGE_NAME: Record<Language, string> = { en: 'English', hu: 'Hungarian' }

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
  /** The page at `url`, read by the safe fetcher: the article is written from it. */
  source?: SourcePage
}

/** The format every article answer follows (finishArticle reads it). */
const ARTICLE_RULES = [
  'Rules:',
  '- Begin with exactly this line, filled in: <!--SEO {"title": "...", "metaDescription": "...", "focusKeyword": "..."}-->',
  '  The SEO title is at most 60 characters and contains the focus keyword; the meta description is 120 to 160 characters and contains the focus keyword.',
  '- Then exactly one <h1> with the title, an introduction paragraph that uses the focus keyword, then at least five <h2> sections (with <h3> subsections where useful), bullet or numbered lists where they help, and a final <h2> conclusion.',
  '- At least 5000 characters of text. Use the focus keyword naturally, about once per 150 words; never stuff it.',
  '- Short paragraphs and sentences that are easy to read.',
]

/** A fetched page as the model reads it, and how it may use it: facts yes, sentences no. */
export function sourceLines(source: SourcePage): string[] {
  return [
    '',
    `Source page: ${source.url}`,
    `Source title: ${source.title}`,
    source.headings.length ? `Source headings: ${source.headings.join(' | ')}` : '',
    'Source text:',
    '"""',
    source.text,
    '"""',
    '',
    'Write a NEW article from this page: use its facts, but never copy its sentences; explain in your own words, with your own structure.',
    'Use only numbers, dates and names that appear in the source page or in this request; do not invent statistics, quotes or people.',
  ]
}

export function articlePrompt(input: ArticlePromptInput): string {
  const lines = [
    `Write a complete SEO blog article in ${LANGUAGE_NAME[input.language]}.`,
    `Topic: ${input.topic}`,
    // Without the user's keyword the model names one the topic is about (and its title holds).
    input.focusKeyword ? `Focus keyword: "${input.focusKeyword}"` : 'Choose the focus keyword the topic is about (at most 3 words).',
    input.title ? `Title (use it as the H1, word for word): ${input.title}` : 'Choose a compelling title of at most 60 characters that contains the focus keyword.',
    `Tone: ${input.tone}.`,
    ...(input.source ? sourceLines(input.source) : input.url ? [`Also pay attention to this website: ${input.url}`] : []),
    '',
    ...ARTICLE_RULES,
  ]
  return lines.filter((line) => line !== '').join('\n')
}

/** /prompt-to-post (SPEC 5): the user's own instructions decide style, length and focus. */
export function instructionsPrompt(input: { instructions: string; focusKeyword?: string; language: Language; source?: SourcePage }): string {
  return [
    `Write an SEO blog article in ${LANGUAGE_NAME[input.language]} following these instructions from the user:`,
    '"""',
    input.instructions,
    '"""',
    input.focusKeyword
      ? `Focus keyword: "${input.focusKeyword}". Choose a title of at most 60 characters that contains it.`
      : 'Choose the focus keyword the instructions are about (at most 3 words) and a title of at most 60 characters that contains it.',
    ...(input.source ? [`Also pay attention to this website: ${input.source.url}`, ...sourceLines(input.source)] : []),
    '',
    ...ARTICLE_RULES,
    '- Where the instructions ask for another length, structure or style, the instructions win.',
  ]
    .filter((line) => line !== '')
    .join('\n')
}

export const PROMO_FEATURES = 5

/** What a promotional article presents (SPEC 9): the structure and the product's facts from its page. */
export function promoBrief(input: { appName: string; source: SourcePage }): string[] {
  const product = input.source.product
  const facts = product
    ? [
        `Product name: ${product.name}`,
        product.brand ? `Brand: ${product.brand}` : '',
        product.price ? `Price: ${product.price}${product.currency ? ` ${product.currency}` : ''}` : '',
        product.description ? `Description: ${product.description}` : '',
        product.features.length ? `Features: ${product.features.join('; ')}` : '',
      ]
    : []
  return [
    `A promotional article about the product "${product?.name ?? input.appName}".`,
    `Present its most important features: at most ${PROMO_FEATURES}, each as an <h3> in a "Key features" <h2> section, with the benefit for the reader.`,
    'Then who it is for, the price when the page gives one, and a conclusion with a clear call to action.',
    ...facts,
  ].filter((line) => line !== '')
}

/** /product-promo (SPEC 9): a promotional article about the product at a URL, up to 5 features, professional tone. */
export function promoPrompt(input: { appName: string; language: Language; source: SourcePage }): string {
  return [
    `Write a promotional SEO blog article in ${LANGUAGE_NAME[input.language]} about the product "${input.source.product?.name ?? input.appName}".`,
    'Tone: professional.',
    ...promoBrief(input).slice(1),
    'Choose a focus keyword of at most 3 words that names the product.',
    ...sourceLines(input.source),
    '',
    ...ARTICLE_RULES,
  ]
    .filter((line) => line !== '')
    .join('\n')
}

/** The chat writer's edits (POST /api/ai/modify): the whole article back, changed as asked and nothing else. */
export const MODIFY_SYSTEM = [
  'You are an expert SEO editor. You revise an existing HTML blog article exactly as the user asks and keep everything else as it is.',
  'Answer with the complete revised article in the same format: first the SEO comment line, then the HTML.',
  'Output only HTML: no Markdown, no code fences, no <html>, <head> or <body> tags, no inline styles, no scripts.',
  'Allowed tags: h1, h2, h3, p, ul, ol, li, strong, em, blockquote, a.',
].join(' ')

export function modifyPrompt(input: { html: string; seo: { title: string; metaDescription: string; focusKeyword: string }; instruction: string; language: Language }): string {
  return [
    `The article is in ${LANGUAGE_NAME[input.language]}; keep that language. Keep the focus keyword "${input.seo.focusKeyword}" unless the instruction changes it.`,
    `Instruction: ${input.instruction}`,
    '',
    `Current SEO data: <!--SEO ${JSON.stringify(input.seo)}-->`,
    'Current article:',
    input.html,
  ].join('\n')
}

/** The brand voice as the model reads it: how it sounds, a sample to follow for tone (never for facts), its words. */
export function voiceLines(voice: { name: string; description: string; sample: string; prefer: string[]; avoid: string[] } | undefined, { sample = true } = {}): string[] {
  if (!voice) return []
  return [
    `Brand voice "${voice.name}"${voice.description ? `: ${voice.description}` : ''}`,
    ...(sample && voice.sample ? ['Write the way this sample of the brand’s own writing sounds (its tone, rhythm and words; not its facts):', '"""', voice.sample, '"""'] : []),
    ...(voice.prefer.length ? [`Words and phrases the brand prefers: ${voice.prefer.join(', ')}.`] : []),
    ...(voice.avoid.length ? [`Never use these words or phrases: ${voice.avoid.join(', ')}.`] : []),
  ]
}

/** A one-pass prompt with the brand voice after it. */
export function withVoice(prompt: string, voice: Parameters<typeof voiceLines>[0]): string {
  return voice ? `${prompt}\n\n${voiceLines(voice).join('\n')}` : prompt
}
