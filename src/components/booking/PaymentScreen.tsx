'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { PaymentBookingSummary } from './PaymentBookingSummary'
import { PaymentForm } from './PaymentForm'
import { readPendingBooking, type PendingBooking } from './pendingBooking'
import { Spinner } from './Spinner'

/** /payment: the summary of the pending booking and the provider's payment form. */
export default function PaymentScreen() {
  const router = useRouter()
  const params = useSearchParams()
  const clientSecret = params.get('client_secret')
  const [pending] = useState<PendingBooking | null>(readPendingBooking)

  // Without a client secret there is nothing to pay: back to the booking page.
  useEffect(() => {
    if (!clientSecret) router.replace('/booking')
  }, [clientSecret, router])

  if (!clientSecret) return <Spinner label="Loading your booking…" />

  return (
    <div className={styles.layout}>
      <section className={card} aria-labelledby="payment-form-title">
        <h2 id="payment-form-title">Payment</h2>
        <PaymentForm clientSecret={clientSecret} amountPounds={pending?.sessionDetails.totalAmount ?? null} />
        <button type="button" className={button.outline} style={{ marginTop: '1rem' }} onClick={() => router.push('/booking')}>
          ← Back to booking
        </button>
      </section>
      <PaymentBookingSummary pending={pending} />
    </div>
  )
}
