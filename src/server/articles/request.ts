import { AppError } from '../errors'
import { cleanKeyword, cleanTopic } from '../content/input'
import { resolveLanguage } from '../content/language'
import type { ArticleInput, ArticleSource } from './types'

const SOURCES: ArticleSource[] = ['keyword', 'title', 'url', 'prompt', 'promo', 'chat']

const TOPIC_ERRORS = { empty: 'Please enter a topic!', tooLong: 'The topic can be at most 200 characters.', unsafe: 'The topic contains code that is not allowed.' }
const KEYWORD_ERRORS = { empty: 'Please enter a focus keyword!', tooLong: 'The focus keyword can be at most 100 characters.', unsafe: 'The focus keyword contains code that is not allowed.' }

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** SPEC 3 generation request → a clean ArticleInput, or a VALIDATION_ERROR with the SPEC message. */
export function articleRequest(body: Record<string, unknown>): ArticleInput {
  const topic = cleanTopic(text(body.topic))
  if (!topic.ok) throw new AppError('VALIDATION_ERROR', TOPIC_ERRORS[topic.reason], { field: 'topic' })
  const keyword = cleanKeyword(text(body.focusKeyword))
  if (!keyword.ok) throw new AppError('VALIDATION_ERROR', KEYWORD_ERRORS[keyword.reason], { field: 'focusKeyword' })
  const title = text(body.selectedTitle).trim()
  const selectedTitle = title ? cleanTopic(title) : undefined
  if (selectedTitle && !selectedTitle.ok) throw new AppError('VALIDATION_ERROR', TOPIC_ERRORS[selectedTitle.reason], { field: 'selectedTitle' })
  const url = text(body.url).trim()
  if (url && !/^https?:\/\/\S+$/i.test(url)) throw new AppError('VALIDATION_ERROR', 'Please enter a valid URL or leave it empty!', { field: 'url' })
  const tone = text(body.tone).trim().slice(0, 40) || 'professional'
  const source = SOURCES.find((s) => s === body.source) ?? 'keyword'
  return {
    topic: topic.value,
    focusKeyword: keyword.value,
    selectedTitle: selectedTitle?.ok ? selectedTitle.value : undefined,
    tone,
    language: resolveLanguage(text(body.preferredLanguage) || undefined, `${topic.value} ${keyword.value} ${selectedTitle?.ok ? selectedTitle.value : ''}`),
    url: url || undefined,
    source,
  }
}
