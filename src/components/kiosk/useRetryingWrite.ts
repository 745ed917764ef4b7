'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { browserConnectivity, retryUntilAnswered } from './retryUntilAnswered'

export type WriteStatus = 'idle' | 'sending' | 'waitingForConnection'

const RETRY_EVERY_MS = 4000

/**
 * Runs one family action's write until the server answers (see retryUntilAnswered), telling the
 * screen whether it is sending or waiting for the connection. Leaving the screen (the kiosk
 * starting over) abandons the wait: the action throws RetryCancelled and nothing is claimed. With
 * `giveUpAt`, a connection away for longer throws StillOffline (see useOfflineWrite).
 */
export function useRetryingWrite() {
  const [status, setStatus] = useState<WriteStatus>('idle')
  const current = useRef<AbortController | null>(null)

  useEffect(() => () => current.current?.abort(), [])

  const run = useCallback(async <T>(send: () => Promise<T>, giveUpAt?: () => number | null): Promise<T> => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setStatus('sending')
    try {
      return await retryUntilAnswered(send, {
        signal: controller.signal,
        onWaiting: () => setStatus('waitingForConnection'),
        retryEveryMs: RETRY_EVERY_MS,
        connectivity: browserConnectivity,
        ...(giveUpAt ? { giveUpAt } : {}),
      })
    } finally {
      if (current.current === controller) {
        current.current = null
        setStatus('idle')
      }
    }
  }, [])

  return { status, run }
}
