'use client'

import { useCallback, useRef, useState } from 'react'

import type { Article } from '@/payload-types'
import { readEventStream } from './readEventStream'

export type ArticleRequest = {
  topic: string
  focusKeyword: string
  selectedTitle?: string
  tone?: string
  preferredLanguage?: string
  url?: string
  source?: string
}

export type StreamState =
  | { phase: 'idle' }
  | { phase: 'streaming'; text: string; articleId?: number }
  | { phase: 'done'; text: string; article: Article }
  | { phase: 'error'; text: string; code: string; message: string; articleId?: number }

/**
 * Starts a generation and shows its text as the model writes it. The server saves the article
 * whatever happens here, so leaving the page loses nothing.
 */
export function useArticleStream() {
  const [state, setState] = useState<StreamState>({ phase: 'idle' })
  const busy = useRef(false)

  const start = useCallback(async (request: ArticleRequest) => {
    if (busy.current) return
    busy.current = true
    let text = ''
    let articleId: number | undefined
    setState({ phase: 'streaming', text })
    try {
      const response = await fetch('/api/ai/article', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(request),
      })
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: { code: string; message: string } } | null
        setState({ phase: 'error', text, code: body?.error?.code ?? 'INTERNAL_ERROR', message: body?.error?.message ?? response.statusText })
        return
      }
      let finished = false
      for await (const { event, data } of readEventStream(response.body)) {
        if (event === 'start') articleId = (data as { articleId: number }).articleId
        else if (event === 'delta') {
          text += (data as { text: string }).text
          setState({ phase: 'streaming', text, articleId })
        } else if (event === 'done') {
          finished = true
          setState({ phase: 'done', text, article: (data as { article: Article }).article })
        } else if (event === 'error') {
          finished = true
          const { code, message } = data as { code: string; message: string }
          setState({ phase: 'error', text, code, message, articleId })
        }
      }
      if (!finished) setState({ phase: 'error', text, code: 'NETWORK_ERROR', message: 'Incomplete response data received', articleId })
    } catch {
      setState({ phase: 'error', text, code: 'NETWORK_ERROR', message: 'Network error', articleId })
    } finally {
      busy.current = false
    }
  }, [])

  const replaceArticle = useCallback((article: Article) => setState({ phase: 'done', text: article.content ?? '', article }), [])

  return { state, start, replaceArticle }
}
