'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { usePaymentsConfig } from '@/components/payments/usePaymentsConfig'
import { useToast } from '@/components/toast/Toaster'
import * as styles from './booking.css'
import type { PaymentResult } from './paymentOutcome'
import { Spinner } from './Spinner'
import { TestPaymentForm } from './TestPaymentForm'

// Stripe.js loads only when Stripe is the provider; the test path ships none of it.
const StripePaymentForm = dynamic(() => import('./StripePaymentForm'), {
  ssr: false,
  loading: () => <Spinner label="Loading the secure payment form…" />,
})

/**
 * The provider switch: each provider's form takes the client secret and reports one result; the
 * notices and the move to /booking-success are the same for all of them.
 */
export function PaymentForm({ clientSecret, amountPounds }: { clientSecret: string; amountPounds: number | null }) {
  const router = useRouter()
  const { toast } = useToast()
  const [failure, setFailure] = useState<string | null>(null)
  const { data: config, error } = usePaymentsConfig()

  const onResult = (result: PaymentResult) => {
    if (result.ok) {
      setFailure(null)
      toast({ title: 'Payment Successful', description: 'Your booking has been confirmed!', variant: 'success' })
      router.push('/booking-success')
    } else {
      setFailure(result.message)
      toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' })
    }
  }

  if (error) return <p className={styles.failure}>We could not load the payment form. Please refresh the page or call us.</p>
  if (!config) return <Spinner label="Preparing the payment form…" />
  return (
    <>
      {config.provider === 'test' ? (
        <TestPaymentForm clientSecret={clientSecret} amountPounds={amountPounds} onResult={onResult} />
      ) : config.publishableKey ? (
        // Confirmed in the page where the method allows (cards with or without 3-D Secure, wallets,
        // Bacs), so the spec's 'Payment Successful' notice shows before the move to the success
        // page; a method that must leave for its bank comes back to /booking-success itself.
        <StripePaymentForm
          publishableKey={config.publishableKey}
          clientSecret={clientSecret}
          amountPounds={amountPounds}
          onResult={onResult}
          redirect="if_required"
        />
      ) : (
        <p className={styles.failure}>Card payments are not available just now. Please call us to complete your booking.</p>
      )}
      {failure ? (
        <p className={styles.failure}>
          Payment Failed: <span>{failure}</span>
        </p>
      ) : null}
    </>
  )
}
