'use client'

import { useCallback, useEffect, useState } from 'react'
import useSWR from 'swr'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'
import { partyViewPath, stageDue, type PartyPaymentStage, type PartyView, type PartyViewAnswer } from './partyApi'

/** How long the page keeps looking for a payment to land before it says it is still clearing. */
const WAIT_MS = 60_000
const POLL_MS = 2_000

export type PaymentWait = { stage: PartyPaymentStage; settled: boolean; timedOut: boolean }

/**
 * GET /api/parties/view for the link's token, and the wait after a payment: the provider's event
 * can reach the server a moment after the form says "paid", so the party is read again every two
 * seconds (for a minute at most) until the paid stage is no longer due.
 */
export function usePartyView(token: string | null) {
  const [waiting, setWaiting] = useState<{ stage: PartyPaymentStage; timedOut: boolean } | null>(null)
  const { data, error, mutate } = useSWR<PartyViewAnswer>(token ? partyViewPath(token) : null, getJson, {
    ...swrDefaults,
    refreshInterval: (latest) => (waiting && !waiting.timedOut && latest && stageDue(latest.party, waiting.stage) ? POLL_MS : 0),
  })

  useEffect(() => {
    if (!waiting || waiting.timedOut) return
    const timer = setTimeout(() => setWaiting((current) => (current ? { ...current, timedOut: true } : current)), WAIT_MS)
    return () => clearTimeout(timer)
  }, [waiting])

  /** A payment went through in the form: read the party again until the server has it. */
  const paid = useCallback(
    (stage: PartyPaymentStage) => {
      setWaiting({ stage, timedOut: false })
      void mutate()
    },
    [mutate],
  )

  /** The party as a POST answered it: no need to ask again. */
  const setParty = useCallback((party: PartyView) => void mutate({ party }, { revalidate: false }), [mutate])

  const wait: PaymentWait | null =
    waiting && data ? { stage: waiting.stage, settled: !stageDue(data.party, waiting.stage), timedOut: waiting.timedOut } : null
  return { data, error, reload: () => void mutate(), paid, setParty, wait }
}
