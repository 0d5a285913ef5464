'use client'

import { useCallback, useRef, useState } from 'react'

import type { Article } from '@/payload-types'
import type { ArticleEvent } from '@/shared/articles'
import type { ClientErrorCode } from '@/shared/errors'
import { requestStream } from '../apiStream'
import { readEventStream } from './readEventStream'

export type StreamState =
  | { phase: 'idle' }
  | { phase: 'streaming'; text: string; articleId?: number }
  | { phase: 'done'; text: string; article: Article }
  | { phase: 'error'; text: string; code: ClientErrorCode; message: string; articleId?: number; details?: Record<string, unknown> }

/**
 * Starts a generation at one of the writing endpoints (POST, JSON body, text/event-stream of
 * ArticleEvents back) and shows its text as the model writes it. The server saves the article
 * whatever happens here, so leaving the page loses nothing.
 */
export function useArticleStream<Request>(endpoint: string) {
  const [state, setState] = useState<StreamState>({ phase: 'idle' })
  const busy = useRef(false)

  const start = useCallback(
    async (request: Request) => {
      if (busy.current) return
      busy.current = true
      let text = ''
      let articleId: number | undefined
      setState({ phase: 'streaming', text })
      try {
        const opened = await requestStream(endpoint, request)
        if (!opened.ok) return setState({ phase: 'error', text, code: opened.error.code, message: opened.error.message, details: opened.error.details })
        let finished = false
        for await (const event of readEventStream<ArticleEvent>(opened.body)) {
          if (event.event === 'start') articleId = event.data.articleId
          else if (event.event === 'delta') {
            text += event.data.text
            setState({ phase: 'streaming', text, articleId })
          } else if (event.event === 'rewind') {
            text = event.data.text
            setState({ phase: 'streaming', text, articleId })
          } else if (event.event === 'done') {
            finished = true
            setState({ phase: 'done', text, article: event.data.article })
          } else if (event.event === 'error') {
            finished = true
            setState({ phase: 'error', text, code: event.data.code as ClientErrorCode, message: event.data.message, details: event.data.details, articleId })
          }
        }
        if (!finished) setState({ phase: 'error', text, code: 'NETWORK_ERROR', message: 'Incomplete response data received', articleId })
      } catch {
        setState({ phase: 'error', text, code: 'NETWORK_ERROR', message: 'Network error', articleId })
      } finally {
        busy.current = false
      }
    },
    [endpoint],
  )

  const replaceArticle = useCallback((article: Article) => setState({ phase: 'done', text: article.content ?? '', article }), [])

  return { state, start, replaceArticle }
}
