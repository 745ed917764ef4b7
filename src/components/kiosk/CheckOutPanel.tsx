'use client'

import { BOOKING_STATUS } from '@plugins/booking/contract'
import { checkOutSchema } from '@plugins/checkin/contract'
import { useState } from 'react'
import { readApiFailure } from '@/lib/http/apiFailure'
import { BookingDetails } from './BookingDetails'
import { ConnectionNotice } from './ConnectionNotice'
import { newIdempotencyKey } from './idempotencyKey'
import { kioskWrite, type KioskTicket, type TicketAnswer } from './kioskApi'
import { failureNotice } from './kioskFailure'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { useSessionGuard } from './kioskSession'
import { useOfflineKiosk } from './offline/OfflineKiosk'
import { useOfflineWrite } from './offline/useOfflineWrite'
import { RetryCancelled } from './retryUntilAnswered'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'

type Props = {
  ticket: KioskTicket
  /** `pendingSync`: recorded on the tablet while offline, to be sent when the connection is back. */
  onCheckedOut: (pendingSync: boolean) => void
  onTicketUsed: (ticket: KioskTicket) => void
}

/** A ticket that is playing now: its details and the check-out. */
export function CheckOutPanel({ ticket, onCheckedOut, onTicketUsed }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const sessionGuard = useSessionGuard()
  const write = useOfflineWrite()
  const { refreshCopy } = useOfflineKiosk()
  const [notice, setNotice] = useState<NoticeContent | null>(null)

  const checkOut = async () => {
    setNotice(null)
    const key = newIdempotencyKey()
    const happenedAt = new Date().toISOString()
    const body = checkOutSchema.parse({ ticketId: ticket.id, checkedOutAt: happenedAt })
    try {
      const result = await write.run(
        () => kioskWrite<TicketAnswer>('/api/check-in/check-out', body, key),
        () => ({ kind: 'check_out', key, happenedAt, ticketId: ticket.id }),
        ticket.reference,
      )
      if (result.online) void refreshCopy()
      onCheckedOut(!result.online)
    } catch (error) {
      if (error instanceof RetryCancelled || sessionGuard(error)) return
      if (readApiFailure(error)?.code === 'ticket_used') {
        onTicketUsed({ ...ticket, status: BOOKING_STATUS.checked_out, checkedOut: true })
        return
      }
      // The seed shows nothing here (001 §8); issue 24 has every refusal said. The ticket stays as it was and may be tried again.
      setNotice(failureNotice('checkOut', error))
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="kiosk-checkout-heading">
      <h2 id="kiosk-checkout-heading" ref={heading} tabIndex={-1} className={styles.subtitle}>
        Currently Playing
      </h2>
      <BookingDetails ticket={ticket} />
      <p className={styles.text}>Leaving? Check out here when your visit is over.</p>
      <button
        type="button"
        className={`${styles.button.secondary} ${styles.wide}`}
        disabled={write.status !== 'idle'}
        onClick={() => void checkOut()}
      >
        {write.status === 'waitingForConnection' ? 'Waiting for connection…' : write.status === 'sending' ? 'Checking out…' : 'Check Out'}
      </button>
      <ConnectionNotice status={write.status} />
      {notice ? <KioskNotice notice={notice} /> : null}
    </section>
  )
}
