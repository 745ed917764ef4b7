'use client'

import type { z } from 'zod'
import type { partyCheckInSchema } from '@plugins/inquiries/contract'
import { useCallback } from 'react'
import { newIdempotencyKey } from './idempotencyKey'
import { kioskWrite, PARTY_CHECK_IN_PATH, type PartyCheckInAnswer } from './kioskApi'
import { useOfflineKiosk } from './offline/OfflineKiosk'
import { isConnectionFailure } from './retryUntilAnswered'
import { useRetryingWrite } from './useRetryingWrite'

export type PartyCheckInRequest = z.output<typeof partyCheckInSchema>

/**
 * A party's check-in at the door: one Idempotency-Key per press, kept through every retry while
 * the connection is away, so the server records it once. It is never recorded on the tablet
 * (today's parties are not in its offline copy): without a connection it waits, saying so, until
 * the kiosk starts over.
 */
export function usePartyCheckIn() {
  const { status, run } = useRetryingWrite()
  const { noteConnection } = useOfflineKiosk()

  const checkIn = useCallback(
    async (request: PartyCheckInRequest): Promise<PartyCheckInAnswer> => {
      const key = newIdempotencyKey()
      try {
        const answer = await run(() => kioskWrite<PartyCheckInAnswer>(PARTY_CHECK_IN_PATH, request, key))
        noteConnection(true)
        return answer
      } catch (error) {
        if (!isConnectionFailure(error)) noteConnection(true)
        throw error
      }
    },
    [noteConnection, run],
  )

  return { status, checkIn }
}
