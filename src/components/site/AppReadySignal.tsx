'use client'

import { useEffect } from 'react'

import { APP_READY_EVENT } from '@/shared/appStart.mjs'
import { pageHydrated, usePageHydrated, useSession } from '../auth/SessionContext'

/**
 * Tells a public page's loader (src/server/http/deferredApp.mjs) that React has taken the page
 * over, so a button clicked while it was starting is clicked again, and links move through the
 * router (AppLink). Not at the first commit but when the browser is next idle: boundaries that
 * hydrate after it (the page's metadata among them) are done by then, and a navigation that left
 * one half-hydrated would leave its <link rel="canonical"> behind in <head>. Nor before the page
 * knows who is signed in: a held click on "Choose PRO" must reach a writer's checkout, not the
 * visitor's sign-in. Both are stores (useSyncExternalStore), so their renders and this effect run in
 * the idle callback's own task, not in tasks queued after it.
 */
export function AppReadySignal() {
  const { settled } = useSession()
  const hydrated = usePageHydrated()
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(pageHydrated, { timeout: 1000 })
    else setTimeout(pageHydrated, 50)
  }, [])
  useEffect(() => {
    if (hydrated && settled) window.dispatchEvent(new Event(APP_READY_EVENT))
  }, [hydrated, settled])
  return null
}
