import 'server-only'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import type { ArticleEvent } from '@/shared/articles'
import { demoArticle } from '../ai/demo'
import { finishArticle } from './finish'
import { runGeneration } from './pipeline'
import { ARTICLE_SYSTEM, articlePrompt } from './prompts'
import type { ArticleInput } from './types'

/** The keyword and title writers (SPEC 3): a topic and focus keyword → a full SEO article. */
export function startArticleGeneration(payload: Payload, user: User, input: ArticleInput, emit: (event: ArticleEvent) => void) {
  const title = input.selectedTitle || input.topic
  return runGeneration(
    payload,
    user,
    {
      record: { title, source: input.source, language: input.language, focusKeyword: input.focusKeyword, input: { ...input } },
      request: {
        system: ARTICLE_SYSTEM,
        prompt: articlePrompt({ topic: input.topic, focusKeyword: input.focusKeyword, title: input.selectedTitle, tone: input.tone, language: input.language, url: input.url }),
        maxTokens: 8192,
        temperature: 0.7,
      },
      demo: () => demoArticle({ title, keyword: input.focusKeyword, language: input.language }),
      finish: (text) => finishArticle(text, input),
    },
    emit,
  )
}
