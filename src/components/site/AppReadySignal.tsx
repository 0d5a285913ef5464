'use client'

import { useEffect } from 'react'

import { APP_READY_EVENT } from '@/shared/appStart.mjs'

/**
 * Tells a public page's loader (src/server/http/deferredApp.mjs) that React has taken the page
 * over, so a button clicked while it was starting is clicked again, and links move through the
 * router (AppLink). Not at the first commit but when the browser is next idle: boundaries that
 * hydrate after it (the page's metadata among them) are done by then, and a navigation that left
 * one half-hydrated would leave its <link rel="canonical"> behind in <head>.
 */
export function AppReadySignal() {
  useEffect(() => {
    const announce = () => void window.dispatchEvent(new Event(APP_READY_EVENT))
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(announce, { timeout: 1000 })
    else setTimeout(announce, 50)
  }, [])
  return null
}
