'use client'

import { useState } from 'react'
import type { CreditOffer } from '@plugins/credits/domain/creditOffer'
import { useToast } from '@/components/toast/Toaster'
import { DetailsStep } from './DetailsStep'
import type { TicketOption } from './OrderSummary'
import { TicketStep } from './TicketStep'

type Props = {
  tickets: TicketOption[]
  window: { first: string; last: string }
  initialDate: string | null
  arrivalText: string
  arriveEarlyMinutes: number
  lowThreshold: number
  creditOffer: CreditOffer
}

/** /booking: tickets first, then details; Continue needs at least one ticket. */
export function BookingFlow({ tickets, window, initialDate, arrivalText, arriveEarlyMinutes, lowThreshold, creditOffer }: Props) {
  const { toast } = useToast()
  const [step, setStep] = useState<1 | 2>(1)
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(tickets.map((ticket) => [ticket.key, 0])))

  const onContinue = () => {
    if (!Object.values(quantities).some((quantity) => quantity > 0)) {
      toast({ title: 'No tickets selected', description: 'Please select at least one ticket to continue', variant: 'destructive' })
      return
    }
    setStep(2)
    globalThis.scrollTo?.({ top: 0 })
  }

  return step === 1 ? (
    <TicketStep tickets={tickets} quantities={quantities} onChange={(key, quantity) => setQuantities((current) => ({ ...current, [key]: quantity }))} arrivalText={arrivalText} creditOffer={creditOffer} onContinue={onContinue} />
  ) : (
    <DetailsStep
      tickets={tickets}
      quantities={quantities}
      window={window}
      initialDate={initialDate}
      arrivalText={arrivalText}
      arriveEarlyMinutes={arriveEarlyMinutes}
      lowThreshold={lowThreshold}
      onBack={() => setStep(1)}
    />
  )
}
