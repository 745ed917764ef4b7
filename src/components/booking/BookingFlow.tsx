'use client'

import { useState } from 'react'
import type { CreditOffer } from '@plugins/credits/contract'
import { useToast } from '@/components/toast/Toaster'
import type { UsualArrival } from './dayArrivalText'
import type { TicketOption } from './OrderSummary'
import { LazyPartFallback } from '@/components/lazy/LazyPartFallback'
import { useLazyModule } from '@/lib/lazy/useLazyModule'
import { TicketStep } from './TicketStep'

// The details step (date picker, sessions, the form and its libraries) is most of the page's
// JavaScript: it loads once a family starts choosing tickets, not with the page. A load that
// fails (a phone between masts) says so, with a button to try again; the tickets stay chosen.
const loadDetailsStep = () => import('./DetailsStep')

type Props = {
  tickets: TicketOption[]
  window: { first: string; last: string }
  initialDate: string | null
  arrival: UsualArrival
  arriveEarlyMinutes: number
  lowThreshold: number
  /** Full sessions offer their waiting list (ADR 0026). */
  waitingList?: boolean
  creditOffer: CreditOffer
}

/** /booking: tickets first, then details; Continue needs at least one ticket. */
export function BookingFlow({
  tickets,
  window,
  initialDate,
  arrival,
  arriveEarlyMinutes,
  lowThreshold,
  waitingList = false,
  creditOffer,
}: Props) {
  const { toast } = useToast()
  const [step, setStep] = useState<1 | 2>(1)
  const details = useLazyModule(loadDetailsStep)
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(tickets.map((ticket) => [ticket.key, 0])))

  const onContinue = () => {
    if (!Object.values(quantities).some((quantity) => quantity > 0)) {
      toast({ title: 'No tickets selected', description: 'Please select at least one ticket to continue', variant: 'destructive' })
      return
    }
    details.request()
    setStep(2)
    globalThis.scrollTo?.({ top: 0 })
  }

  return step === 1 ? (
    <TicketStep
      tickets={tickets}
      quantities={quantities}
      onChange={(key, quantity) => {
        details.request()
        setQuantities((current) => ({ ...current, [key]: quantity }))
      }}
      arrivalText={arrival.text}
      creditOffer={creditOffer}
      onContinue={onContinue}
    />
  ) : !details.module ? (
    <LazyPartFallback
      failed={details.failed}
      loadingLabel="Loading the booking details"
      what="The booking details"
      onRetry={details.request}
    />
  ) : (
    <details.module.DetailsStep
      tickets={tickets}
      quantities={quantities}
      window={window}
      initialDate={initialDate}
      arrival={arrival}
      arriveEarlyMinutes={arriveEarlyMinutes}
      lowThreshold={lowThreshold}
      waitingList={waitingList}
      onBack={() => setStep(1)}
    />
  )
}
