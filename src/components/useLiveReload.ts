'use client'

import { useEffect, useRef } from 'react'

/**
 * Calls `reload` whenever the server's live stream at `url` says something changed (PostgreSQL
 * LISTEN/NOTIFY, any instance), and once after a reconnect (what changed meanwhile is unknown). No
 * polling; the browser reconnects a dropped stream by itself, and the stream closes when the screen
 * goes. `url` null: nothing is listened to.
 */
export function useLiveReload(url: string | null, reload: () => void, { reloadWhenReady = false }: { reloadWhenReady?: boolean } = {}) {
  const latest = useRef(reload)
  latest.current = reload
  useEffect(() => {
    if (!url) return
    const source = new EventSource(url)
    let opened = false
    source.addEventListener('change', () => latest.current())
    source.addEventListener('ready', () => {
      // reloadWhenReady: what the screen shows may have changed between its load and the LISTEN
      // (a stream opened after the data, on data that moves fast): read it again once listening.
      if (opened || reloadWhenReady) latest.current()
      opened = true
    })
    return () => source.close()
  }, [url, reloadWhenReady])
}
