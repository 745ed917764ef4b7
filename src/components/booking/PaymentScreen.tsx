'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { useToast } from '@/components/toast/Toaster'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, swrDefaults } from './bookingApi'
import { readPendingBooking, type PendingBooking } from './pendingBooking'
import { SessionDetailsList } from './SessionDetailsList'

type PaymentsConfig = { provider: 'test' | 'stripe'; publishableKey: string | null }

/** /payment: the summary of the pending booking and the provider's payment form. */
export default function PaymentScreen() {
  const router = useRouter()
  const params = useSearchParams()
  const clientSecret = params.get('client_secret')
  const [pending] = useState<PendingBooking | null>(readPendingBooking)
  const { data: config } = useSWR<PaymentsConfig>(clientSecret ? '/api/payments/config' : null, getJson, swrDefaults)

  // Without a client secret there is nothing to pay: back to the booking page.
  useEffect(() => {
    if (!clientSecret) router.replace('/booking')
  }, [clientSecret, router])

  if (!clientSecret) {
    return (
      <div className={styles.spinner} role="status">
        Loading your booking…
      </div>
    )
  }

  return (
    <div className={styles.layout}>
      <section className={card} aria-labelledby="payment-form-title">
        <h2 id="payment-form-title">Payment</h2>
        {!config ? <p role="status">Preparing the payment form…</p> : config.provider === 'test' ? <TestPaymentForm clientSecret={clientSecret} amountPounds={pending?.sessionDetails.totalAmount ?? null} /> : <p>Card payments are being set up. Please call us to complete your booking.</p>}
        <button type="button" className={button.outline} style={{ marginTop: '1rem' }} onClick={() => router.push('/booking')}>
          ← Back to booking
        </button>
      </section>
      <BookingSummary pending={pending} />
    </div>
  )
}

function BookingSummary({ pending }: { pending: PendingBooking | null }) {
  if (!pending) return <section className={card}>Your booking details are shown on the confirmation page.</section>
  const details = pending.sessionDetails
  return (
    <section className={card} aria-labelledby="payment-summary">
      <h2 id="payment-summary" style={{ fontSize: '1.25rem' }}>
        Booking Summary
      </h2>
      <SessionDetailsList details={details} totalLabel="Total" />
    </section>
  )
}

/** The test provider's form: no card, nothing charged, the same confirmation path as a real payment. */
function TestPaymentForm({ clientSecret, amountPounds }: { clientSecret: string; amountPounds: number | null }) {
  const router = useRouter()
  const { toast } = useToast()
  const [processing, setProcessing] = useState(false)
  const pay = async () => {
    setProcessing(true)
    try {
      await apiRequest('POST', '/api/payments/test/confirm', { clientSecret })
      toast({ title: 'Payment Successful', description: 'Your booking has been confirmed!', variant: 'success' })
      router.push('/booking-success')
    } catch (error) {
      toast({ title: 'Payment Failed', description: error instanceof Error ? error.message : 'The payment did not go through', variant: 'destructive' })
      setProcessing(false)
    }
  }
  return (
    <div className={styles.testBox}>
      <p>
        <strong>Test payment, no card is charged.</strong> This site has no card provider configured, so payments are simulated.
      </p>
      <button type="button" className={button.primary} onClick={pay} disabled={processing}>
        {processing ? 'Processing...' : amountPounds !== null ? `Pay ${formatPence(Math.round(amountPounds * 100))}` : 'Pay now'}
      </button>
    </div>
  )
}
