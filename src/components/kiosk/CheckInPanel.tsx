'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import { BOOKING_STATUS } from '@plugins/booking/contract'
import { readApiFailure } from '@/lib/http/apiFailure'
import { BookingDetails } from './BookingDetails'
import {
  checkInFormSchema,
  checkInRequest,
  emptyCheckInForm,
  missingConfirmation,
  type CheckInFormInput,
  type CheckInFormValues,
} from './checkInForm'
import { ConnectionNotice } from './ConnectionNotice'
import { newIdempotencyKey } from './idempotencyKey'
import { KIOSK_SETTINGS_PATH, kioskWrite, type KioskSettings, type KioskTicket, type TicketAnswer } from './kioskApi'
import { failureNotice } from './kioskFailure'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { useSessionGuard } from './kioskSession'
import { useOfflineKiosk } from './offline/OfflineKiosk'
import { withQueued, queuedItem } from './offline/queuedItems'
import { useOfflineWrite } from './offline/useOfflineWrite'
import { RetryCancelled } from './retryUntilAnswered'
import { useFocusOnMount } from './useFocusOnMount'
import { WaiverFields } from './WaiverFields'
import * as styles from './kiosk.css'

type Props = {
  ticket: KioskTicket
  settings: KioskSettings
  /** `pendingSync`: recorded on the tablet while offline, to be sent when the connection is back. */
  onCheckedIn: (ticket: KioskTicket, pendingSync: boolean) => void
  onTicketUsed: (ticket: KioskTicket) => void
}

/** The selected ticket's details, the three confirmations, the number plate, and the check-in. */
export function CheckInPanel({ ticket, settings, onCheckedIn, onTicketUsed }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const sessionGuard = useSessionGuard()
  const { mutate } = useSWRConfig()
  const write = useOfflineWrite()
  const { refreshCopy } = useOfflineKiosk()
  const [notice, setNotice] = useState<NoticeContent | null>(null)
  const form = useForm<CheckInFormInput, unknown, CheckInFormValues>({
    resolver: zodResolver(checkInFormSchema),
    defaultValues: emptyCheckInForm,
  })
  const ticks = useWatch({ control: form.control, name: ['termsAccepted', 'liabilityAccepted', 'cefParkingAgreed'] })
  const missing = missingConfirmation({ termsAccepted: ticks[0], liabilityAccepted: ticks[1], cefParkingAgreed: ticks[2] })
  const plateError = form.formState.errors.numberPlate?.message

  const checkIn = async (values: CheckInFormValues) => {
    setNotice(null)
    // One key for this press, kept through every retry, so the server records it once.
    const key = newIdempotencyKey()
    const body = checkInRequest(ticket.id, values, settings.waiver.version)
    // Offline, the same check-in under the same key, at the time it happened, with the terms' version shown.
    const { checkedInAt, ...accepted } = body
    const happenedAt = checkedInAt ?? new Date().toISOString()
    try {
      const result = await write.run(
        () => kioskWrite<TicketAnswer>('/api/check-in/check-in', body, key),
        () => ({ kind: 'check_in', key, happenedAt, ...accepted }),
        ticket.reference,
      )
      if (result.online) {
        onCheckedIn(result.answer.ticket, false)
        // The copy the tablet searches offline shows this family as playing.
        void refreshCopy()
        return
      }
      const recorded = queuedItem({ kind: 'check_in', key, happenedAt, ...accepted }, ticket.reference)
      onCheckedIn(withQueued(ticket, [recorded]), true)
    } catch (error) {
      if (error instanceof RetryCancelled || sessionGuard(error)) return
      const failure = readApiFailure(error)
      if (failure?.code === 'ticket_used') {
        onTicketUsed({ ...ticket, status: BOOKING_STATUS.checked_out, checkedIn: true, checkedOut: true })
        return
      }
      if (failure?.code === 'terms_changed') {
        // New wording was published: show it and ask for the tick again.
        void mutate(KIOSK_SETTINGS_PATH)
        form.setValue('termsAccepted', false)
      }
      setNotice(failureNotice('checkIn', error))
    }
  }

  const busy = write.status !== 'idle'
  return (
    <section className={styles.panel} aria-labelledby="kiosk-details-heading">
      <h2 id="kiosk-details-heading" ref={heading} tabIndex={-1} className={styles.subtitle}>
        Booking Details
      </h2>
      <BookingDetails ticket={ticket} />
      <form className={styles.form} onSubmit={form.handleSubmit(checkIn)} noValidate aria-label="Check in">
        <WaiverFields settings={settings} control={form.control} register={form.register} plateError={plateError} />

        {missing ? (
          <p id="kiosk-check-in-hint" className={styles.hint}>
            {missing}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${styles.button.success} ${styles.wide}`}
          disabled={Boolean(missing) || busy}
          aria-describedby={missing ? 'kiosk-check-in-hint' : undefined}
        >
          {write.status === 'waitingForConnection' ? 'Waiting for connection…' : write.status === 'sending' ? 'Checking in…' : 'Check In'}
        </button>
        <ConnectionNotice status={write.status} />
        {notice ? <KioskNotice notice={notice} /> : null}
      </form>
    </section>
  )
}
