import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import type { ArticleEvent } from '@/shared/articles'
import type { Language } from '@/shared/language'
import { cutAtWordBoundary } from '@/shared/text'
import { demoArticle, demoPromoArticle, demoSourcedArticle } from '../ai/demo'
import { detectLanguage } from '../content/language'
import { keywordInTitle } from '../content/keyword'
import { MAX_TITLE, titleFromInstructions } from '../content/titles'
import { readSourcePage, type SourcePage } from '../fetch'
import { finishArticle, finishWithModelKeyword } from './finish'
import { runGeneration, type GenerationJob } from './pipeline'
import { ARTICLE_SYSTEM, articlePrompt, instructionsPrompt, promoPrompt } from './prompts'
import type { PromoInput, PromptInput } from './request'
import type { ArticleInput } from './types'

type Emit = (event: ArticleEvent) => void

const ARTICLE_REQUEST = { system: ARTICLE_SYSTEM, maxTokens: 8192, temperature: 0.7 }

/** What the article records of its page: where, what, and the text the model was given. */
const recordOf = (source: SourcePage) => ({ url: source.url, title: source.title, text: source.text })

/**
 * The keyword and title writers (SPEC 3): a topic and focus keyword → a full SEO article. With a
 * `url`, the page is read (safely) and the article is written from it.
 */
export function startArticleGeneration(payload: Payload, user: User, input: ArticleInput, emit: Emit) {
  const title = input.selectedTitle || input.topic
  return runGeneration(
    payload,
    user,
    async (): Promise<GenerationJob> => {
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
        },
        request: {
          ...ARTICLE_REQUEST,
          prompt: articlePrompt({ topic: input.topic, focusKeyword: input.focusKeyword, title: input.selectedTitle, tone: input.tone, language: input.language, url: input.url, source }),
        },
        demo: () => (source ? demoSourcedArticle({ ...task, source }) : demoArticle(task)),
        finish: (text) => finishArticle(text, input),
      }
    },
    emit,
  )
}

/** /prompt-to-post (SPEC 5): the user's instructions, optionally with a page to write from. */
export function startPromptGeneration(payload: Payload, user: User, input: PromptInput, emit: Emit) {
  return runGeneration(
    payload,
    user,
    async (): Promise<GenerationJob> => {
      const source = input.url ? await readSourcePage(input.url) : undefined
      // Until the model names its title: the page's, or the instructions' first sentence (never cut mid-sentence).
      const title = source ? cutAtWordBoundary(source.title, MAX_TITLE) : titleFromInstructions(input.prompt, input.language)
      // The user's keyword wins; without one, the model's, and until then one the title holds.
      const keyword = input.focusKeyword || keywordInTitle(title, input.language) || cutAtWordBoundary(input.prompt, 60)
      const task = { title, keyword, language: input.language }
      return {
        record: { title, source: 'prompt', language: input.language, focusKeyword: keyword, input: { ...input }, sourcePage: source && recordOf(source) },
        request: { ...ARTICLE_REQUEST, prompt: instructionsPrompt({ instructions: input.prompt, focusKeyword: input.focusKeyword, language: input.language, source }) },
        demo: () => (source ? demoSourcedArticle({ ...task, source }) : demoArticle(task)),
        finish: (text) =>
          input.focusKeyword
            ? finishArticle(text, { topic: title, focusKeyword: input.focusKeyword, language: input.language })
            : finishWithModelKeyword(text, { topic: title, keyword, language: input.language }),
      }
    },
    emit,
  )
}

/** /product-promo (SPEC 5, 9): the product page → a promotional article, up to five features, professional. */
export function startPromoGeneration(payload: Payload, user: User, input: PromoInput, emit: Emit) {
  return runGeneration(
    payload,
    user,
    async (): Promise<GenerationJob> => {
      const source = await readSourcePage(input.url)
      const language = input.language ?? detectLanguage(`${source.title} ${source.text.slice(0, 2000)}`)
      const productName = source.product?.name ?? input.appName
      const keyword = keywordInTitle(productName, language) || productName.toLowerCase()
      const title = cutAtWordBoundary(productName, MAX_TITLE)
      return {
        record: { title, source: 'promo', language, focusKeyword: keyword, input: { ...input, language }, sourcePage: recordOf(source) },
        request: { ...ARTICLE_REQUEST, prompt: promoPrompt({ appName: input.appName, language, source }) },
        demo: () => demoPromoArticle({ title: `${productName}: ${language === 'hu' ? 'funkciók és ár' : 'features, price and who it is for'}`, keyword, language, source, productName }),
        finish: (text) => finishWithModelKeyword(text, { topic: title, keyword, language }),
      }
    },
    emit,
  )
}
