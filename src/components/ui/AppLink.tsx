'use client'

import { useRouter } from 'next/navigation'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

import { APP_STARTING } from '@/shared/appStart.mjs'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A plain left click that the browser would follow in this tab, to another page of this site. */
function isSoftNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget
  // A page still starting its app (deferredApp.mjs) is not React's yet: the browser loads the link.
  if (document.documentElement.dataset.app === APP_STARTING) return false
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const to = new URL(anchor.href)
  if (to.origin !== window.location.origin) return false
  // Only the fragment differs: the browser scrolls to it without any request.
  return !(to.pathname === window.location.pathname && to.search === window.location.search && to.hash)
}

/**
 * The link of the components public pages use: a real `<a>` that moves through the router on a plain
 * click, as next/link does, without its prefetching machinery (about 3.5 KiB of script on every
 * public page, against a budget of 120 KiB: bench/README.md). Some of those components (BackLink, the
 * not-found screen) appear in the signed-in area too; its own screens keep next/link and its prefetch.
 */
export function AppLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter()
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (!isSoftNavigation(event)) return
        event.preventDefault()
        router.push(href)
      }}
      {...rest}
    >
      {children}
    </a>
  )
}
