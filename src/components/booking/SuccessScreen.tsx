'use client'

import Link from 'next/link'
import { useState } from 'react'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { takePendingBooking, type PendingBooking } from './pendingBooking'
import { SessionDetailsList } from './SessionDetailsList'

/**
 * /booking-success: reads the pending booking once, removes it, and shows the confirmation.
 * Rendered in the browser only (session storage does not exist on the server).
 */
export default function SuccessScreen({ phone, email, arriveEarlyMinutes }: { phone: string; email: string; arriveEarlyMinutes: number }) {
  const [booking] = useState<PendingBooking | null>(takePendingBooking)
  const contact = (
    <p>
      Questions? Call <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
    </p>
  )
  if (!booking) {
    return (
      <section className={card}>
        <h1>Thank you!</h1>
        <p>We could not find the details of a recent booking in this browser. Your confirmation e-mail has everything you need.</p>
        {contact}
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <Link href="/" className={button.primary}>
            Return to Home
          </Link>
          <Link href="/booking" className={button.outline}>
            Book a visit
          </Link>
        </div>
      </section>
    )
  }
  const details = booking.sessionDetails
  return (
    <section className={card} aria-labelledby="confirmed-title">
      <h1 id="confirmed-title">Booking Confirmed!</h1>
      <p>
        Booking reference: <strong>{booking.reference}</strong>
      </p>
      <SessionDetailsList details={details} totalLabel="Total paid">
        <dt>Name</dt>
        <dd>{booking.customerName}</dd>
        <dt>E-mail</dt>
        <dd>{booking.customerEmail}</dd>
        <dt>Phone</dt>
        <dd>{booking.customerPhone}</dd>
      </SessionDetailsList>
      <p className={styles.note}>Please take a screenshot of this page as proof of purchase.</p>
      <h2 style={{ fontSize: '1.25rem', marginTop: '1.5rem' }}>What Happens Next?</h2>
      <ul>
        <li>You will receive a confirmation e-mail within minutes.</li>
        <li>Arrive {arriveEarlyMinutes} minutes early for check-in and the safety briefing.</li>
        <li>Remember to bring socks for everyone who plays.</li>
      </ul>
      {contact}
      <Link href="/" className={button.primary}>
        Return to Home
      </Link>
    </section>
  )
}
