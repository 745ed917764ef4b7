'use client'

import dynamic from 'next/dynamic'
import type { PaymentResult } from '@/components/booking/paymentOutcome'
import { Spinner } from '@/components/booking/Spinner'
import { TestPaymentForm } from '@/components/booking/TestPaymentForm'
import * as styles from '@/components/credits/credits.css'
import { usePaymentsConfig } from './usePaymentsConfig'

// Stripe.js loads only when Stripe is the provider; the test path ships none of it.
const StripePaymentForm = dynamic(() => import('@/components/booking/StripePaymentForm'), {
  ssr: false,
  loading: () => <Spinner label="Loading the secure payment form…" />,
})

type Props = {
  clientSecret: string
  amountPence: number
  billingDetails: { name: string; email: string; phone?: string }
  /** The page a payment method that leaves the site comes back to. */
  returnPath: string
  submitLabel: string
  onResult: (result: PaymentResult) => void
}

/**
 * The provider switch for a purchase outside a booking (a credit pack, a gift voucher): the test
 * box or Stripe's Payment Element, each reporting one result.
 */
export function PurchasePaymentForm({ clientSecret, amountPence, billingDetails, returnPath, submitLabel, onResult }: Props) {
  const { data: config, error } = usePaymentsConfig()

  if (error) {
    return (
      <p className={styles.failureNotice} role="alert">
        We could not load the payment form. Please refresh the page or try again later.
      </p>
    )
  }
  if (!config) return <Spinner label="Preparing the payment form…" />
  if (config.provider === 'test')
    return <TestPaymentForm clientSecret={clientSecret} amountPounds={amountPence / 100} onResult={onResult} submitLabel={submitLabel} />
  if (!config.publishableKey) {
    return (
      <p className={styles.failureNotice} role="alert">
        Card payments are not available just now. Nothing was charged; please try again later.
      </p>
    )
  }
  return (
    <StripePaymentForm
      publishableKey={config.publishableKey}
      clientSecret={clientSecret}
      amountPounds={amountPence / 100}
      onResult={onResult}
      returnPath={returnPath}
      billingDetails={{ phone: '', ...billingDetails }}
      submitLabel={submitLabel}
      redirect="if_required"
    />
  )
}
