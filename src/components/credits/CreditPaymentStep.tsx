'use client'

import { useState } from 'react'
import type { PaymentResult } from '@/components/booking/paymentOutcome'
import { useToast } from '@/components/toast/Toaster'
import { button, card } from '@/styles/primitives.css'
import { PurchasePaymentForm } from '@/components/payments/PurchasePaymentForm'
import * as styles from './credits.css'
import { PurchaseSummary, type PurchaseSummaryData } from './PurchaseSummary'

const COMPLETE_PURCHASE = 'Complete Purchase'

type Props = {
  clientSecret: string
  summary: PurchaseSummaryData
  billingDetails: { name: string; email: string; phone: string }
  onBack: () => void
  onPaid: () => void
}

/** Step 2: what is being bought, the payment form and a way back. A failed payment stays here. */
export function CreditPaymentStep({ clientSecret, summary, billingDetails, onBack, onPaid }: Props) {
  const { toast } = useToast()
  const [failure, setFailure] = useState<string | null>(null)

  const onResult = (result: PaymentResult) => {
    if (result.ok) {
      setFailure(null)
      onPaid()
    } else {
      setFailure(result.message)
      toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' })
    }
  }

  return (
    <div className={styles.layout}>
      <section className={card} aria-labelledby="credit-payment-title">
        <h2 id="credit-payment-title" style={{ marginTop: 0 }}>
          Payment details
        </h2>
        <div className={styles.stack}>
          <PurchasePaymentForm
            returnPath="/session-credits"
            submitLabel={COMPLETE_PURCHASE}
            clientSecret={clientSecret}
            amountPence={summary.amountPence}
            billingDetails={billingDetails}
            onResult={onResult}
          />
          {failure ? (
            <p className={styles.failureNotice} role="alert">
              <span>
                <strong>Payment Failed:</strong> {failure}
              </span>
            </p>
          ) : null}
          <button type="button" className={button.outline} style={{ justifySelf: 'start' }} onClick={onBack}>
            <span aria-hidden="true">←</span> Back
          </button>
        </div>
      </section>
      <PurchaseSummary summary={summary} />
    </div>
  )
}
