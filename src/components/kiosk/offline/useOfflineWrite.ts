'use client'

import type { OfflineItemInput } from '@plugins/checkin/contract'
import { useCallback } from 'react'
import { isConnectionFailure, StillOffline } from '../retryUntilAnswered'
import { useRetryingWrite } from '../useRetryingWrite'
import { useOfflineKiosk } from './OfflineKiosk'

export type OfflineWriteResult<T> = { online: true; answer: T } | { online: false }

/**
 * A family's write at the door (check-in, check-out, walk-in): sent to the server, and when the
 * connection stays away longer than OFFLINE_GRACE_MS, recorded on the tablet under the same
 * idempotency key to be sent by the offline sync (so a request that did reach the server is
 * never applied twice). Answers what the server said, or that it was recorded.
 */
export function useOfflineWrite() {
  const { status, run: runWrite } = useRetryingWrite()
  const offline = useOfflineKiosk()
  const { giveUpAt, noteConnection, record } = offline

  const run = useCallback(
    async <T>(send: () => Promise<T>, offlineItem: () => OfflineItemInput, reference: string | null): Promise<OfflineWriteResult<T>> => {
      const started = Date.now()
      try {
        const answer = await runWrite(send, () => giveUpAt(started))
        noteConnection(true)
        return { online: true, answer }
      } catch (error) {
        if (error instanceof StillOffline) {
          noteConnection(false)
          await record(offlineItem(), reference)
          return { online: false }
        }
        if (!isConnectionFailure(error)) noteConnection(true)
        throw error
      }
    },
    [giveUpAt, noteConnection, record, runWrite],
  )

  return { status, run }
}
