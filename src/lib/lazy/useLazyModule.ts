'use client'

import { useCallback, useRef, useState } from 'react'

type LazyModule<T> = { module: T | null; failed: boolean; request: () => void }

/**
 * A part of a page whose code is fetched when first wanted (`request()`), not with the page.
 * A fetch that fails (a phone on a weak connection) sets `failed`, and `request()` tries again.
 * `load` must be a module-level function (`() => import('./Part')`), so it is the same every render.
 */
export function useLazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  const [state, setState] = useState<{ module: T | null; failed: boolean }>({ module: null, failed: false })
  const inFlight = useRef(false)
  const loaded = state.module !== null
  const request = useCallback(() => {
    if (loaded || inFlight.current) return
    inFlight.current = true
    setState({ module: null, failed: false })
    load()
      .then(
        (module) => setState({ module, failed: false }),
        () => setState({ module: null, failed: true }),
      )
      .finally(() => {
        inFlight.current = false
      })
  }, [load, loaded])
  return { ...state, request }
}
