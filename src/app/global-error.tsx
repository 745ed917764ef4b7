'use client'

import { useEffect } from 'react'
import { reportBrowserError } from '@/lib/errors/reportBrowserError'

/**
 * The last resort when a page's own layout failed: a plain page (the site's styles may be what
 * failed) that says so and offers to try again, and reports the error when the site reports errors.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportBrowserError(error), [error])
  return (
    <html lang="en-GB">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '3rem 1.5rem', textAlign: 'center' }}>
        <main role="alert">
          <h1>Something went wrong</h1>
          <p>This page did not load. Please check your connection and try again.</p>
          <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 1.5rem', fontSize: '1rem', cursor: 'pointer' }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  )
}
