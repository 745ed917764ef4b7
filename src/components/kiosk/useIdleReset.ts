'use client'

import { useEffect, useRef } from 'react'

const ACTIVITY_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'input'] as const

/**
 * Calls `onIdle` after `timeoutMs` without a touch, click or key press. The wait starts again at
 * every such event and whenever `restartKey` (the screen) changes.
 */
export function useIdleReset(timeoutMs: number, onIdle: () => void, restartKey: string) {
  const latest = useRef(onIdle)
  useEffect(() => {
    latest.current = onIdle
  }, [onIdle])

  useEffect(() => {
    let timer = window.setTimeout(() => latest.current(), timeoutMs)
    const restart = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => latest.current(), timeoutMs)
    }
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { capture: true, passive: true })
    return () => {
      window.clearTimeout(timer)
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart, { capture: true })
    }
  }, [timeoutMs, restartKey])
}
