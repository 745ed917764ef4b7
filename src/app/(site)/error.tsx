'use client'

import { useEffect } from 'react'
import { reportBrowserError } from '@/lib/errors/reportBrowserError'
import { button, card, container, section } from '@/styles/primitives.css'

/**
 * A page that failed in the browser (most often a part of it that could not be downloaded on a
 * weak connection): say so in the site's shell and offer to try again, instead of Next's blank
 * "Application error". What the visitor typed elsewhere on the site is untouched.
 */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportBrowserError(error), [error])
  return (
    <div className={`${container} ${section}`}>
      <div className={card} role="alert">
        <h1>Something went wrong</h1>
        <p>This part of the page did not load. Please check your connection and try again.</p>
        <button type="button" className={button.primary} onClick={reset}>
          Try again
        </button>
      </div>
    </div>
  )
}
