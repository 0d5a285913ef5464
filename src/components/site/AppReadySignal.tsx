'use client'

import { useEffect } from 'react'

import { APP_READY_EVENT } from '@/shared/appStart.mjs'

/**
 * Tells a public page's loader (src/server/http/deferredApp.mjs) that React has taken the page
 * over, so a button clicked while it was starting is clicked again. Last in the document: effects
 * run children first, so the rest of the page is hydrated by then.
 */
export function AppReadySignal() {
  useEffect(() => void window.dispatchEvent(new Event(APP_READY_EVENT)), [])
  return null
}
