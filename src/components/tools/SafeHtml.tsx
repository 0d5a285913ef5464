'use client'

import DOMPurify from 'dompurify'
import { useMemo } from 'react'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@/server/content/allowList'

/**
 * Renders article HTML through the same allow-list the server applies. The live preview shows
 * the model's raw text before the server has sanitized it, so it is cleaned here too.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      typeof window === 'undefined'
        ? ''
        : DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES], ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i }),
    [html],
  )
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
