import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import type { ArticleEvent } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { ARTICLE_LENGTHS, DEFAULT_LENGTH } from '@/shared/outline'
import { cutAtWordBoundary } from '@/shared/text'
import { demoArticle, demoPromoArticle, demoSourcedArticle } from '../ai/demo'
import { detectLanguage } from '../content/language'
import { keywordInTitle } from '../content/keyword'
import { MAX_TITLE, titleFromInstructions } from '../content/titles'
import { readSourcePage, type SourcePage } from '../fetch'
import { finishArticle, finishWithModelKeyword } from './finish'
import { runGeneration, type GenerationJob } from './pipeline'
import { voiceFor, type WritingVoice } from '../voices'
import { ARTICLE_SYSTEM, articlePrompt, instructionsPrompt, promoBrief, promoPrompt, withVoice } from './prompts'
import type { PromoInput, PromptInput } from './request'
import type { ArticleInput } from './types'

type Emit = (event: ArticleEvent) => void

const ARTICLE_REQUEST = { system: ARTICLE_SYSTEM, maxTokens: 8192, temperature: 0.7 }

/** What the article records of its page: where, what, and the text the model was given. */
const recordOf = (source: SourcePage) => ({ url: source.url, title: source.title, text: source.text })

/** The words the user asked for in their instructions ("in about 600 words"), within what a writer offers. */
export function wordsAskedFor(instructions: string): number | undefined {
  const asked = /\b(\d{3,4})\s*(?:words?|szó|szavas|szóban)\b/i.exec(instructions)
  return asked ? Math.min(4000, Math.max(300, Number(asked[1]))) : undefined
}

/**
 * The keyword and title writers (SPEC 3): a topic and focus keyword → a full SEO article. With a
 * `url`, the page is read (safely) and the article is written from it.
 */
export async function keywordJob(input: ArticleInput, voice?: WritingVoice): Promise<GenerationJob> {
  const title = input.selectedTitle || input.topic
  const source = input.url ? await readSourcePage(input.url) : undefined
  const task = { title, keyword: input.focusKeyword, language: input.language }
  return {
    record: {
      title,
      source: source ? 'url' : input.source,
      language: input.language,
      focusKeyword: input.focusKeyword,
      input: { ...input },
      sourcePage: source && recordOf(source),
      voice,
    },
    writing: {
      task: { language: input.language, tone: input.tone, topic: input.topic, targetWords: ARTICLE_LENGTHS[input.length ?? DEFAULT_LENGTH], focusKeyword: input.focusKeyword, keywordGuess: input.focusKeyword, title: input.selectedTitle, source, voice },
      outline: input.outline,
      links: input.links,
    },
    request: {
      ...ARTICLE_REQUEST,
      prompt: withVoice(articlePrompt({ topic: input.topic, focusKeyword: input.focusKeyword, title: input.selectedTitle, tone: input.tone, language: input.language, url: input.url, source }), voice),
    },
    demo: () => (source ? demoSourcedArticle({ ...task, source }) : demoArticle(task)),
    finish: (text) => finishArticle(text, input),
  }
}

export function startArticleGeneration(payload: Payload, user: User, input: ArticleInput, emit: Emit) {
  return runGeneration(payload, user, async () => keywordJob(input, await voiceFor(payload, user, input.voice ?? 'default')), emit)
}

/** /prompt-to-post (SPEC 5): the user's instructions, optionally with a page to write from. */
export async function promptJob(input: PromptInput, voice?: WritingVoice): Promise<GenerationJob> {
  const source = input.url ? await readSourcePage(input.url) : undefined
  // Until the model names its title: the page's, or the instructions' first sentence (never cut mid-sentence).
  const title = source ? cutAtWordBoundary(source.title, MAX_TITLE) : titleFromInstructions(input.prompt, input.language)
  // The user's keyword wins; without one, the model's, and until then one the title holds.
  const keyword = input.focusKeyword || keywordInTitle(title, input.language) || cutAtWordBoundary(input.prompt, 60)
  const task = { title, keyword, language: input.language }
  // A length the instructions name wins over the default (the instructions win, SPEC 5).
  const targetWords = input.length ? ARTICLE_LENGTHS[input.length] : (wordsAskedFor(input.prompt) ?? ARTICLE_LENGTHS[DEFAULT_LENGTH])
  return {
    record: { title, source: 'prompt', language: input.language, focusKeyword: keyword, input: { ...input }, sourcePage: source && recordOf(source), voice },
    writing: {
      // SPEC 5: with a URL, the request also asks to pay attention to that website.
      task: { language: input.language, tone: 'professional', topic: title, instructions: input.prompt, brief: input.url ? [`Also pay attention to this website: ${input.url}`] : [], targetWords, focusKeyword: input.focusKeyword ?? '', keywordGuess: keyword, source, voice },
      outline: input.outline,
      links: input.links,
    },
    request: { ...ARTICLE_REQUEST, prompt: withVoice(instructionsPrompt({ instructions: input.prompt, focusKeyword: input.focusKeyword, language: input.language, source }), voice) },
    demo: () => (source ? demoSourcedArticle({ ...task, source }) : demoArticle(task)),
    finish: (text) =>
      input.focusKeyword
        ? finishArticle(text, { topic: title, focusKeyword: input.focusKeyword, language: input.language })
        : finishWithModelKeyword(text, { topic: title, keyword, language: input.language }),
  }
}

export function startPromptGeneration(payload: Payload, user: User, input: PromptInput, emit: Emit) {
  return runGeneration(payload, user, async () => promptJob(input, await voiceFor(payload, user, input.voice ?? 'default')), emit)
}

/** /product-promo (SPEC 5, 9): the product page → a promotional article, up to five features, professional. */
export async function promoJob(input: PromoInput, voice?: WritingVoice): Promise<GenerationJob> {
  const source = await readSourcePage(input.url)
  const language = input.language ?? detectLanguage(`${source.title} ${source.text.slice(0, 2000)}`)
  const productName = source.product?.name ?? input.appName
  const keyword = keywordInTitle(productName, language) || productName.toLowerCase()
  const title = cutAtWordBoundary(productName, MAX_TITLE)
  return {
    record: { title, source: 'promo', language, focusKeyword: keyword, input: { ...input, language }, sourcePage: recordOf(source), voice },
    writing: {
      task: {
        language,
        tone: 'professional',
        topic: productName,
        brief: [...promoBrief({ appName: input.appName, source }), 'Choose a focus keyword of at most 3 words that names the product.'],
        targetWords: ARTICLE_LENGTHS[input.length ?? DEFAULT_LENGTH],
        focusKeyword: '',
        keywordGuess: keyword,
        source,
        callToAction: { url: source.url, label: language === 'hu' ? `Próbáld ki: ${productName}` : `Try ${productName} today` },
        voice,
      },
      outline: input.outline,
      links: input.links,
    },
    request: { ...ARTICLE_REQUEST, prompt: withVoice(promoPrompt({ appName: input.appName, language, source }), voice) },
    demo: () => demoPromoArticle({ title: `${productName}: ${language === 'hu' ? 'funkciók és ár' : 'features, price and who it is for'}`, keyword, language, source, productName }),
    finish: (text) => finishWithModelKeyword(text, { topic: title, keyword, language }),
  }
}

export function startPromoGeneration(payload: Payload, user: User, input: PromoInput, emit: Emit) {
  return runGeneration(payload, user, async () => promoJob(input, await voiceFor(payload, user, input.voice ?? 'default')), emit)
}
