'use client'

import { useEffect } from 'react'

// Shown only when a root layout itself fails, in place of the whole document: no layout, so no
// stylesheet and no message catalog, hence inline styles and both languages. Next's built-in
// screen for this case cost every page about 3 KiB of script.
const box = { fontFamily: 'system-ui, sans-serif', maxWidth: '32rem', margin: '20vh auto', padding: '0 1rem', textAlign: 'center' } as const

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error(error), [error])
  return (
    <html lang="en">
      <body>
        <main role="alert" style={box}>
          <h1>Something went wrong</h1>
          <p lang="hu">Valami hiba történt.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Try again · Újra
          </button>
        </main>
      </body>
    </html>
  )
}
