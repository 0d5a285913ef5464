'use client'

import { useEffect, useState } from 'react'

import { APP_READY_EVENT } from '@/shared/appStart.mjs'
import { pageHydrated, useSession } from '../auth/SessionContext'

/**
 * Tells a public page's loader (src/server/http/deferredApp.mjs) that React has taken the page
 * over, so a button clicked while it was starting is clicked again, and links move through the
 * router (AppLink). Not at the first commit but when the browser is next idle: boundaries that
 * hydrate after it (the page's metadata among them) are done by then, and a navigation that left
 * one half-hydrated would leave its <link rel="canonical"> behind in <head>. Nor before the page
 * knows who is signed in: a held click on "Choose PRO" must reach a writer's checkout, not the
 * visitor's sign-in.
 */
export function AppReadySignal() {
  const { settled } = useSession()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    const done = () => {
      pageHydrated()
      setHydrated(true)
    }
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 1000 })
    else setTimeout(done, 50)
  }, [])
  useEffect(() => {
    if (hydrated && settled) window.dispatchEvent(new Event(APP_READY_EVENT))
  }, [hydrated, settled])
  return null
}
