'use client'

import DOMPurify from 'dompurify'
import { useMemo, useSyncExternalStore } from 'react'

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URL } from '@/shared/allowList'

/**
 * Article HTML through the same allow-list the server applies. The server stores only sanitized
 * HTML, but the live preview shows the model's raw text, and an old row may predate a rule: every
 * place that shows article HTML goes through here. DOMPurify parses in an inert document (no
 * scripts run, no images load) before anything touches the live page. Empty during server render.
 */
export function sanitizeForDisplay(html: string): string {
  if (typeof window === 'undefined' || !html) return ''
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES], ALLOWED_URI_REGEXP: ALLOWED_URL })
}

const noSubscription = () => () => {}

/** False while hydrating server HTML, then true: browser-only text renders without a mismatch. */
export function useIsClient(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const isClient = useIsClient()
  const clean = useMemo(() => (isClient ? sanitizeForDisplay(html) : ''), [html, isClient])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
