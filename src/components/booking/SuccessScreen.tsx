'use client'

import { useState, type ReactNode } from 'react'
import useSWR from 'swr'
import type { BookingConfirmationAnswer } from '@plugins/booking/contract'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, swrDefaults } from './bookingApi'
import { confirmationState, readReturnQuery } from './confirmationState'
import { takePendingBooking, type PendingBooking } from './pendingBooking'
import type { PriceAdjustments } from './priceAdjustments'
import { PriceAdjustmentRows } from './PriceAdjustmentRows'
import { SessionDetailsList } from './SessionDetailsList'
import { Spinner } from './Spinner'

type Props = { phone: string; email: string; arriveEarlyMinutes: number }

/** GET /api/bookings/confirmation's answer: the server's own type. */
type ServerBooking = BookingConfirmationAnswer['booking']

type Shown = {
  reference: string
  details: PendingBooking['sessionDetails']
  customerName: string
  customerEmail: string
  customerPhone: string
  adjustments: PriceAdjustments | null
}

const fromServer = (booking: ServerBooking): Shown => ({
  reference: booking.reference,
  customerName: booking.customerName,
  customerEmail: booking.customerEmail,
  customerPhone: booking.customerPhone,
  adjustments: booking,
  details: {
    title: booking.sessionTitle,
    selectedDate: booking.date,
    selectedTime: booking.arrivalTimes ?? booking.slotLabel,
    numberOfChildren: booking.children,
    childAges: booking.childAges ?? '',
    totalAmount: booking.totalPence / 100,
  },
})

const fromPending = (pending: PendingBooking): Shown => ({
  reference: pending.reference,
  customerName: pending.customerName,
  customerEmail: pending.customerEmail,
  customerPhone: pending.customerPhone,
  adjustments: pending.adjustments ?? null,
  details: pending.sessionDetails,
})

/**
 * /booking-success, both after the in-page test payment and as Stripe's return address. It reads
 * the pending booking from session storage once and removes it, and whenever it has the payment's
 * client secret (from Stripe's redirect or that pending booking) it shows the server's truth, so a
 * refresh or a lost session storage still shows the confirmation. Rendered in the browser only.
 */
export default function SuccessScreen({ phone, email, arriveEarlyMinutes }: Props) {
  const [{ pending, clientSecret, redirectStatus }] = useState(() => {
    const taken = takePendingBooking()
    const query = readReturnQuery(window.location.search)
    return { pending: taken, clientSecret: query.clientSecret ?? taken?.clientSecret ?? null, redirectStatus: query.redirectStatus }
  })
  const { data, error } = useSWR<{ booking: ServerBooking }>(
    clientSecret ? `/api/bookings/confirmation?clientSecret=${encodeURIComponent(clientSecret)}` : null,
    getJson,
    {
      ...swrDefaults,
      // A payment on its way (webhook not yet in, or a bank payment clearing): look again every few seconds.
      refreshInterval: (latest) =>
        latest && confirmationState(latest.booking.status, redirectStatus, latest.booking.refunding) === 'processing' ? 4000 : 0,
    },
  )

  const contact = (
    <p>
      Questions? Call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
  const homeAndBook = (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <a href="/" className={button.primary}>
        Return to Home
      </a>
      <a href="/booking" className={button.outline}>
        Book a visit
      </a>
    </div>
  )
  const notice = (title: string, body: ReactNode, live: 'status' | 'alert' = 'status') => (
    <section className={card} aria-labelledby="confirmed-title">
      <h1 id="confirmed-title">{title}</h1>
      <div role={live}>{body}</div>
      {contact}
      {homeAndBook}
    </section>
  )

  const paymentFailed = () =>
    notice(
      'Payment not completed',
      <p>Your payment did not go through, so nothing was charged. You can try again with another payment method.</p>,
      'alert',
    )

  if (clientSecret && !data && !error) return <Spinner label="Checking your payment…" />

  if (data) {
    const state = confirmationState(data.booking.status, redirectStatus, data.booking.refunding)
    if (state === 'confirmed')
      return <Confirmed shown={fromServer(data.booking)} arriveEarlyMinutes={arriveEarlyMinutes} contact={contact} />
    if (state === 'processing') {
      return notice(
        'Payment processing',
        <>
          <p>
            Thank you! Your payment for booking <strong>{data.booking.reference}</strong> is being processed, and this page will update by
            itself.
          </p>
          <p>Bank payments can take 1-3 business days. We will e-mail your confirmation as soon as the payment clears.</p>
        </>,
      )
    }
    if (state === 'failed') {
      return paymentFailed()
    }
    if (state === 'refunded') {
      return notice(
        'Booking refunded',
        <p>
          Your payment for booking {data.booking.reference} has been refunded to your original payment method, so this booking is not going
          ahead. Card refunds usually arrive within a few days; bank payments take 1-3 business days. If this is unexpected, please call us.
        </p>,
      )
    }
    return notice('Payment not completed', <p>This booking is no longer held, so nothing was charged. Please book again.</p>, 'alert')
  }

  if (redirectStatus === 'failed') {
    return paymentFailed()
  }
  // Without the server's answer, the pending booking this browser kept is what there is.
  if (pending) return <Confirmed shown={fromPending(pending)} arriveEarlyMinutes={arriveEarlyMinutes} contact={contact} />
  return notice(
    'Thank you!',
    <p>We could not find the details of a recent booking in this browser. Your confirmation e-mail has everything you need.</p>,
  )
}

function Confirmed({ shown, arriveEarlyMinutes, contact }: { shown: Shown; arriveEarlyMinutes: number; contact: ReactNode }) {
  return (
    <section className={card} aria-labelledby="confirmed-title">
      <h1 id="confirmed-title">Booking Confirmed!</h1>
      <p>
        Booking reference: <strong>{shown.reference}</strong>
      </p>
      <SessionDetailsList details={shown.details} totalLabel="Total paid">
        <dt>Name</dt>
        <dd>{shown.customerName}</dd>
        <dt>E-mail</dt>
        <dd>{shown.customerEmail}</dd>
        <dt>Phone</dt>
        <dd>{shown.customerPhone}</dd>
        {shown.adjustments ? <PriceAdjustmentRows adjustments={shown.adjustments} /> : null}
      </SessionDetailsList>
      <p className={styles.note}>Please take a screenshot of this page as proof of purchase.</p>
      <h2 style={{ fontSize: '1.25rem', marginTop: '1.5rem' }}>What Happens Next?</h2>
      <ul>
        <li>You will receive a confirmation e-mail within minutes.</li>
        <li>Arrive {arriveEarlyMinutes} minutes early for check-in and the safety briefing.</li>
        <li>Remember to bring socks for everyone who plays.</li>
      </ul>
      {contact}
      <a href="/" className={button.primary}>
        Return to Home
      </a>
    </section>
  )
}
