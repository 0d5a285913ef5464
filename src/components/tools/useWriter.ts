'use client'

import { useEffect, useState } from 'react'

import { useBillingStatus } from '../billing/useBillingStatus'
import type { ArticleRequest } from '@/shared/articles'
import { useArticleStream } from './useArticleStream'
import { useGenerationErrors } from './useGenerationErrors'

/**
 * What every writing screen shares: the stream, errors mapped to SPEC texts (and the modal),
 * the usage refreshed after each article, and the live preview's visibility. A tool passes its
 * endpoint and request type; the keyword writers use the default.
 */
export function useWriter<Request = ArticleRequest>(endpoint = '/api/ai/article', options: { reportErrors?: boolean } = {}) {
  const reportErrors = options.reportErrors ?? true
  const { state, start, replaceArticle } = useArticleStream<Request>(endpoint)
  const { modal, closeModal, report } = useGenerationErrors()
  const billing = useBillingStatus()
  const [previewVisible, setPreviewVisible] = useState(true)

  useEffect(() => {
    // A tool with SPEC texts of its own (prompt, promo) reports its errors itself.
    if (state.phase === 'error' && reportErrors) report(state.code, state.message, state.details)
    if (state.phase === 'done' || state.phase === 'error') void billing.mutate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase])

  return {
    state,
    replaceArticle,
    billing,
    modal,
    closeModal,
    report,
    streaming: state.phase === 'streaming',
    previewHtml: state.phase === 'idle' ? '' : state.phase === 'done' ? (state.article.content ?? '') : state.text,
    preview: {
      // A failure closes the drawer: the tool says what went wrong in its place (issue 39).
      visible: previewVisible && state.phase !== 'idle' && state.phase !== 'error',
      hide: () => setPreviewVisible(false),
      toggle: () => setPreviewVisible((v) => !v),
      shown: previewVisible,
    },
    generate(request: Request) {
      setPreviewVisible(true)
      void start(request)
    },
  }
}
