'use client'

import { useEffect } from 'react'

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on reload, close or an
 * address typed in, and `message` on a click on any link to another page of the product (the App
 * Router navigates without unloading, so beforeunload alone would not see those).
 */
export function useUnsavedChangesWarning(dirty: boolean, message: string) {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    // Capture on window runs before the router's click handler, so a refusal stops the navigation.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      const to = new URL(anchor.href, window.location.href)
      if (to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search) return
      if (window.confirm(message)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    window.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      window.removeEventListener('click', onClick, true)
    }
  }, [dirty, message])
}
