'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useId, useState } from 'react'
import useSWR from 'swr'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { venueDateTimeText } from '@/lib/time/formatDate'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { readApiFailure, swrDefaults } from './bookingApi'
import { pendingFromPayLink, type PayByLinkAnswer } from './payByLinkApi'
import { PaymentForm } from './PaymentForm'
import { savePendingBooking } from './pendingBooking'
import { SessionDetailsList } from './SessionDetailsList'
import { Spinner } from './Spinner'
import { TermsBox } from './TermsBox'

type Contact = { phone: string; email: string }

const preparePayment = ([, token]: readonly [string, string]) => apiRequest<PayByLinkAnswer>('POST', '/api/bookings/pay', { token })

/**
 * /booking/pay?token=: the family pays for places staff hold for them (a phone booking with a card
 * link, ADR 0019). The server gives the payment's client secret while the hold lasts; after paying,
 * /booking-success shows the server's confirmation as for an online booking.
 */
export function PayByLink({ phone, email }: Contact) {
  const token = useSearchParams().get('token')
  const { data, error, isLoading, mutate } = useSWR(token ? (['pay-by-link', token] as const) : null, preparePayment, swrDefaults)
  const [agreed, setAgreed] = useState(false)
  const agreeId = useId()

  // /booking-success reads the booking (and the payment's secret) from session storage, as after an online booking.
  useEffect(() => {
    if (data) savePendingBooking(pendingFromPayLink(data))
  }, [data])

  const contact = (
    <p>
      Need help? Call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
  const failure = readApiFailure(error)

  if (!token || failure?.code === 'invalid_link') {
    return (
      <section className={card} aria-labelledby="pay-title">
        <h1 id="pay-title">This link does not work</h1>
        <p>Please open the payment link in your e-mail again. If it still does not work, we are happy to help.</p>
        {contact}
      </section>
    )
  }
  if (failure?.code === 'already_paid') {
    return (
      <section className={card} aria-labelledby="pay-title">
        <h1 id="pay-title">Already paid</h1>
        <p>{failure.message}</p>
        <a className={button.primary} href={`/manage-booking?token=${encodeURIComponent(token)}`}>
          View your booking
        </a>
        {contact}
      </section>
    )
  }
  if (failure?.code === 'hold_released') {
    return (
      <section className={card} aria-labelledby="pay-title">
        <h1 id="pay-title">These places are no longer held</h1>
        <p>{failure.message}</p>
        <a className={button.primary} href="/booking">
          Book a session
        </a>
        {contact}
      </section>
    )
  }
  if (error) {
    return (
      <section className={card} aria-labelledby="pay-title">
        <h1 id="pay-title">We could not open the payment</h1>
        <p role="alert">{failure?.message ?? 'Something went wrong on our side. Your places are still held; please try again.'}</p>
        <button type="button" className={button.primary} onClick={() => void mutate()}>
          Try again
        </button>
        {contact}
      </section>
    )
  }
  if (isLoading || !data) return <Spinner label="Loading your booking…" />

  const { booking } = data
  return (
    <>
      <h1>Pay for your booking</h1>
      <p role="status">
        {data.holdExpiresAt ? (
          <>
            Your places are held until <strong>{venueDateTimeText(data.holdExpiresAt)}</strong>. Pay {formatPence(data.amountPence)} by then
            to confirm booking <strong>{booking.reference}</strong>.
          </>
        ) : (
          <>
            Pay {formatPence(data.amountPence)} to confirm booking <strong>{booking.reference}</strong>.
          </>
        )}
      </p>
      <div className={styles.layout}>
        <section className={card} aria-labelledby="pay-form-title">
          <h2 id="pay-form-title">Payment</h2>
          <TermsBox />
          <label htmlFor={agreeId} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: '1rem 0', minHeight: 44 }}>
            <input
              id={agreeId}
              type="checkbox"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              style={{ width: 22, height: 22 }}
            />
            I agree to the terms and conditions
          </label>
          {agreed ? (
            <PaymentForm clientSecret={data.clientSecret} amountPounds={data.amountPence / 100} />
          ) : (
            <p>Please agree to the terms and conditions to pay.</p>
          )}
        </section>
        <section className={card} aria-labelledby="pay-summary">
          <h2 id="pay-summary" style={{ fontSize: '1.25rem' }}>
            Booking Summary
          </h2>
          <SessionDetailsList details={pendingFromPayLink(data).sessionDetails} totalLabel="Total" />
          <p>
            Booked for {booking.customerName} ({booking.customerEmail})
          </p>
        </section>
      </div>
    </>
  )
}
