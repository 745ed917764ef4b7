'use client'

import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import useSWR from 'swr'
import { BOOKING_STATUS } from '@plugins/booking/contract'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { longDate, venueDateTimeText } from '@/lib/time/formatDate'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, readApiFailure, swrDefaults } from './bookingApi'
import { CancelBookingDialog } from './CancelBookingDialog'
import { MoveBookingForm } from './MoveBookingForm'
import type { CancelAnswer, ManageView } from './manageBookingApi'
import { Spinner } from './Spinner'

type Contact = { phone: string; email: string }

const CANCELLED = new Set<string>([BOOKING_STATUS.cancelled, BOOKING_STATUS.refunded])

function statusText(status: ManageView['booking']['status']): string {
  if (CANCELLED.has(status)) return status === BOOKING_STATUS.refunded ? 'Cancelled and refunded' : 'Cancelled'
  if (status === BOOKING_STATUS.paid) return 'Confirmed'
  if (status === BOOKING_STATUS.no_show) return 'Not used: no check-in on the day'
  return status.replace('_', ' ')
}

/** /manage-booking?token=: the family's own booking from the e-mailed link: moving it to another day, and self-service cancellation under the policy. */
export function ManageBooking({ phone, email }: Contact) {
  const token = useSearchParams().get('token')
  const { toast } = useToast()
  const { data, error, mutate } = useSWR<ManageView>(
    token ? `/api/bookings/manage?token=${encodeURIComponent(token)}` : null,
    getJson,
    swrDefaults,
  )
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const contact = (
    <p>
      Need help? Call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )

  const invalid = !token || readApiFailure(error)?.code === 'invalid_link'
  if (invalid) {
    return (
      <section className={card} aria-labelledby="manage-title">
        <h1 id="manage-title">This link does not work</h1>
        <p>Please open the link in your booking confirmation e-mail again. If it still does not work, we are happy to help.</p>
        {contact}
      </section>
    )
  }
  if (error) {
    return (
      <section className={card} aria-labelledby="manage-title">
        <h1 id="manage-title">Your booking</h1>
        <p className={styles.failure} role="alert">
          We could not load your booking just now.
        </p>
        <button type="button" className={button.primary} onClick={() => void mutate()}>
          Try again
        </button>
        {contact}
      </section>
    )
  }
  if (!data) return <Spinner label="Loading your booking…" />

  const { booking, cancellation } = data
  const cancel = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const answer = await apiRequest<CancelAnswer>('POST', '/api/bookings/cancel', { token })
      setOutcome(answer.message)
      toast({ title: 'Booking cancelled', description: answer.message, variant: 'success' })
      await mutate()
    } catch (cause) {
      const message = readApiFailure(cause)?.message ?? 'We could not cancel your booking just now. Please try again or call us.'
      setFailure(message)
      toast({ title: 'Cancellation failed', description: message, variant: 'destructive' })
      await mutate()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={card} aria-labelledby="manage-title">
      <h1 id="manage-title">Your booking</h1>
      <p>
        Booking reference: <strong>{booking.reference}</strong>
      </p>
      <dl>
        <dt>Session</dt>
        <dd>{booking.sessionTitle}</dd>
        <dt>Date</dt>
        <dd>
          <time dateTime={booking.date}>{longDate(booking.date)}</time>
        </dd>
        <dt>Time</dt>
        <dd>{booking.arrivalTimes ?? booking.slotLabel}</dd>
        <dt>Tickets</dt>
        <dd>
          <ul>
            {booking.tickets.map((line) => (
              <li key={line.title}>
                {line.quantity} × {line.title}: {formatPence(line.lineTotalPence)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPence(booking.finalAmountPence)}</strong>
        </dd>
        <dt>Status</dt>
        <dd>{statusText(booking.status)}</dd>
      </dl>

      {booking.status === BOOKING_STATUS.paid && cancellation.allowed && !outcome && token ? (
        <MoveBookingForm token={token} childCount={booking.children} currentDate={booking.date} onMoved={() => mutate()} />
      ) : booking.status === BOOKING_STATUS.paid ? (
        <p className={styles.note}>Online changes to this booking have closed. To move it to another day, please call us.</p>
      ) : null}

      <h2 style={{ fontSize: '1.25rem' }}>Cancellation</h2>
      <p>{cancellation.policyText}</p>
      {outcome ? (
        <p className={styles.banner} role="status">
          {outcome}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {cancellation.allowed ? (
        <>
          <p>
            You can cancel free of charge until <strong>{venueDateTimeText(cancellation.deadline)}</strong>
            {cancellation.refundPence > 0
              ? `, and ${formatPence(cancellation.refundPence)} will be refunded to your original payment method.`
              : '.'}
          </p>
          <CancelBookingDialog refundPence={cancellation.refundPence} busy={busy} onConfirm={() => void cancel()} />
        </>
      ) : !outcome && cancellation.reason ? (
        <p className={styles.note}>{cancellation.reason}</p>
      ) : null}
      {contact}
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <a href="/" className={button.outline}>
          Return to Home
        </a>
        {CANCELLED.has(booking.status) ? (
          <a href="/booking" className={button.primary}>
            Book another visit
          </a>
        ) : null}
      </div>
    </section>
  )
}
