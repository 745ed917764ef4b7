'use client'

import { useEffect, useRef } from 'react'

/**
 * Puts focus on the element (a screen's heading, with tabIndex -1) when it first appears, so
 * keyboard and screen-reader users land where the screen changed.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on first show only
  }, [])
  return ref
}
