'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState, type FormEvent } from 'react'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'
import type { PaymentResult } from './paymentOutcome'

type BillingDetails = { name: string; email: string; phone: string }

type Props = {
  publishableKey: string
  clientSecret: string
  amountPounds: number | null
  onResult: (result: PaymentResult) => void
  /** Where a redirecting payment method comes back to; Stripe adds the intent's secret and status. */
  returnPath?: string
  /** Sent with the confirmation, so the wallet or bank shows who is paying. */
  billingDetails?: BillingDetails
  submitLabel?: string
  /** 'if_required' resolves card payments in place and reports success through onResult. */
  redirect?: 'always' | 'if_required'
}

// One Stripe.js instance per key for the page's life, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>()
const stripeFor = (publishableKey: string) => {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey))
  return stripeByKey.get(publishableKey)!
}

/** Stripe's Payment Element: card first, then bank debit, with Google Pay and Apple Pay shown where the device supports them. */
export default function StripePaymentForm({ publishableKey, clientSecret, ...confirm }: Props) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { borderRadius: '10px' } } }}
    >
      <ConfirmForm {...confirm} />
    </Elements>
  )
}

const FAILED = 'The payment did not go through. Please try again.'

function ConfirmForm({
  amountPounds,
  onResult,
  returnPath = '/booking-success',
  billingDetails,
  submitLabel,
  redirect = 'always',
}: Omit<Props, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [elementReady, setElementReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const ready = Boolean(stripe && elements && elementReady)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The spec: confirming does nothing until the card field and the provider are ready.
    if (!stripe || !elements || !elementReady || processing) return
    setProcessing(true)
    const confirmParams = {
      return_url: `${window.location.origin}${returnPath}`,
      ...(billingDetails ? { payment_method_data: { billing_details: billingDetails } } : {}),
    }
    if (redirect === 'if_required') {
      const result = await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
      if (result.error) onResult({ ok: false, message: result.error.message ?? FAILED })
      // 'processing' (a bank debit) is accepted: the webhook settles it later.
      else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') onResult({ ok: true })
      else onResult({ ok: false, message: FAILED })
      setProcessing(false)
      return
    }
    const { error } = await stripe.confirmPayment({ elements, confirmParams })
    // Success leaves the page for the return address; only a failure comes back here.
    onResult({ ok: false, message: error.message ?? FAILED })
    setProcessing(false)
  }

  return (
    <form onSubmit={submit} aria-label="Card payment">
      <PaymentElement
        onReady={() => setElementReady(true)}
        options={{ paymentMethodOrder: ['card', 'bacs_debit'], wallets: { googlePay: 'auto', applePay: 'auto' }, layout: 'tabs' }}
      />
      <button
        type="submit"
        className={button.primary}
        style={{ marginTop: '1rem', width: '100%' }}
        disabled={!ready || processing}
        aria-busy={processing}
      >
        {processing
          ? 'Processing...'
          : (submitLabel ?? (amountPounds !== null ? `Pay ${formatPence(Math.round(amountPounds * 100))}` : 'Pay now'))}
      </button>
      {!ready ? (
        <p role="status" style={{ marginTop: '0.5rem' }}>
          Loading the secure payment form…
        </p>
      ) : null}
    </form>
  )
}
