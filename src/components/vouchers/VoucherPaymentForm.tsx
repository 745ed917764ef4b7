'use client'

import dynamic from 'next/dynamic'
import useSWR from 'swr'
import type { PaymentResult } from '@/components/booking/paymentOutcome'
import { Spinner } from '@/components/booking/Spinner'
import { TestPaymentForm } from '@/components/booking/TestPaymentForm'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'
import * as styles from '@/components/credits/credits.css'

// Stripe.js loads only when Stripe is the provider; the test path ships none of it.
const StripePaymentForm = dynamic(() => import('@/components/booking/StripePaymentForm'), {
  ssr: false,
  loading: () => <Spinner label="Loading the secure payment form…" />,
})

type PaymentsConfig = { provider: 'test' | 'stripe'; publishableKey: string | null }

type Props = {
  clientSecret: string
  amountPence: number
  billingDetails: { name: string; email: string }
  onResult: (result: PaymentResult) => void
}

export const BUY_VOUCHER = 'Buy Gift Voucher'

/** The provider switch for a voucher purchase: the test box or Stripe's Payment Element, each reporting one result. */
export function VoucherPaymentForm({ clientSecret, amountPence, billingDetails, onResult }: Props) {
  const { data: config, error } = useSWR<PaymentsConfig>('/api/payments/config', getJson, swrDefaults)
  if (error) {
    return (
      <p className={styles.failureNotice} role="alert">
        We could not load the payment form. Please refresh the page or try again later.
      </p>
    )
  }
  if (!config) return <Spinner label="Preparing the payment form…" />
  if (config.provider === 'test')
    return <TestPaymentForm clientSecret={clientSecret} amountPounds={amountPence / 100} onResult={onResult} submitLabel={BUY_VOUCHER} />
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
      returnPath="/gift-vouchers"
      billingDetails={{ ...billingDetails, phone: '' }}
      submitLabel={BUY_VOUCHER}
      redirect="if_required"
    />
  )
}
