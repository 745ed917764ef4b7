'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import * as styles from './credits.css'
import { getJson, swrDefaults, useRevalidateCreditBalances, type CreditPurchaseStatus } from './creditsApi'

/**
 * A payment method that left the site (a bank's page, a wallet) comes back to /session-credits
 * with Stripe's `payment_intent_client_secret` and `redirect_status`. This reads how the purchase
 * ended, says so, and takes the parameters off the address.
 */
export function PurchaseReturn() {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  // Kept from the first render: the address is cleaned straight away.
  const [returned] = useState(() => ({
    clientSecret: params.get('payment_intent_client_secret'),
    redirectStatus: params.get('redirect_status'),
  }))
  const revalidateBalances = useRevalidateCreditBalances()

  const hasParams = params.has('payment_intent_client_secret') || params.has('redirect_status') || params.has('payment_intent')
  useEffect(() => {
    if (hasParams) router.replace(pathname, { scroll: false })
  }, [hasParams, pathname, router])

  const { data, error } = useSWR<CreditPurchaseStatus>(
    returned.clientSecret ? `/api/session-credits/purchase-status?clientSecret=${encodeURIComponent(returned.clientSecret)}` : null,
    getJson,
    {
      ...swrDefaults,
      // Stripe's event can land a moment after the visitor does: look again briefly while it is pending.
      refreshInterval: (latest) => (latest?.status === 'pending' && returned.redirectStatus !== 'failed' ? 3000 : 0),
      onSuccess: (latest) => {
        if (latest.status === 'paid') revalidateBalances()
      },
    },
  )

  if (!returned.clientSecret) return null
  const status = error ? 'unknown' : (data?.status ?? 'loading')
  const failed = status === 'failed' || (status === 'pending' && returned.redirectStatus === 'failed')

  if (status === 'loading') {
    return (
      <p role="status" className={styles.notice}>
        Checking your payment…
      </p>
    )
  }
  if (status === 'paid' && data) {
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>Payment Successful!</p>
        <p className={`${styles.noticeText} ${styles.wrap}`}>
          Your session credits have been purchased successfully. {data.credits} credits were added to {data.email}.
        </p>
      </div>
    )
  }
  if (failed) {
    return (
      <div role="alert" className={styles.failureNotice}>
        <p className={styles.noticeTitle}>Payment Failed</p>
        <p className={styles.noticeText}>The payment did not go through and nothing was charged. You can try again below.</p>
      </div>
    )
  }
  if (status === 'processing' || status === 'pending') {
    return (
      <div role="status" className={styles.warningNotice}>
        <p className={styles.noticeTitle}>{status === 'processing' ? 'Payment processing' : 'Confirming your payment…'}</p>
        <p className={styles.noticeText}>Your payment is processing; credits arrive when it clears. We will e-mail you a receipt.</p>
      </div>
    )
  }
  return (
    <div role="alert" className={styles.warningNotice}>
      <p className={styles.noticeTitle}>We could not check your payment</p>
      <p className={styles.noticeText}>
        If you were charged, your credits will arrive with an e-mail receipt. Please contact us if they do not.
      </p>
    </div>
  )
}
