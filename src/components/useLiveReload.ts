'use client'

import { useEffect, useRef } from 'react'

/**
 * Calls `reload` whenever the server's live stream at `url` says something changed (PostgreSQL
 * LISTEN/NOTIFY, any instance), and once after a reconnect (what changed meanwhile is unknown). No
 * polling; the browser reconnects a dropped stream by itself, and the stream closes when the screen
 * goes. `url` null: nothing is listened to.
 */
export function useLiveReload(url: string | null, reload: () => void) {
  const latest = useRef(reload)
  latest.current = reload
  useEffect(() => {
    if (!url) return
    const source = new EventSource(url)
    let opened = false
    source.addEventListener('change', () => latest.current())
    source.addEventListener('ready', () => {
      if (opened) latest.current()
      opened = true
    })
    return () => source.close()
  }, [url])
}
