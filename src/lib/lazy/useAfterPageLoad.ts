'use client'

import { useEffect } from 'react'

/**
 * Calls `run` `delayMs` after the page's load event (at once if it has passed), unless `skip`:
 * for code a page will want soon but not for its first screen. `run` should keep one identity.
 */
export function useAfterPageLoad(run: () => void, delayMs: number, skip = false): void {
  useEffect(() => {
    if (skip) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      timer = setTimeout(run, delayMs)
    }
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
    return () => {
      window.removeEventListener('load', later)
      clearTimeout(timer)
    }
  }, [run, delayMs, skip])
}
