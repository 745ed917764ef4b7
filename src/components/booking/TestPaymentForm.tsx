'use client'

import { useState } from 'react'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { paymentFailureMessage, type PaymentResult } from './paymentOutcome'

type Props = { clientSecret: string; amountPounds: number | null; onResult: (result: PaymentResult) => void; submitLabel?: string }

/** The test provider's form: no card, nothing charged, the same confirmation path as a real payment. */
export function TestPaymentForm({ clientSecret, amountPounds, onResult, submitLabel }: Props) {
  const [processing, setProcessing] = useState(false)
  const pay = async () => {
    if (processing) return
    setProcessing(true)
    try {
      await apiRequest('POST', '/api/payments/test/confirm', { clientSecret })
      onResult({ ok: true })
    } catch (error) {
      onResult({ ok: false, message: paymentFailureMessage(error) })
      setProcessing(false)
    }
  }
  return (
    <div className={styles.testBox}>
      <p>
        <strong>Test payment, no card is charged.</strong> This site has no card provider configured, so payments are simulated.
      </p>
      <button type="button" className={button.primary} onClick={pay} disabled={processing}>
        {processing
          ? 'Processing...'
          : (submitLabel ?? (amountPounds !== null ? `Pay ${formatPence(Math.round(amountPounds * 100))}` : 'Pay now'))}
      </button>
    </div>
  )
}
