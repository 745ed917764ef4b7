'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'
import * as styles from '@/components/credits/credits.css'
import { formatPence } from '@/lib/money'

type VoucherPurchaseStatus = { status: 'pending' | 'processing' | 'paid' | 'failed'; amount: number; email: string; recipientName: string }

/**
 * A payment method that left the site (a bank's page, a wallet) comes back to /gift-vouchers with
 * Stripe's `payment_intent_client_secret` and `redirect_status`: this says how the purchase ended
 * and takes the parameters off the address.
 */
export function VoucherPurchaseReturn() {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const [returned] = useState(() => ({
    clientSecret: params.get('payment_intent_client_secret'),
    redirectStatus: params.get('redirect_status'),
  }))
  const hasParams = params.has('payment_intent_client_secret') || params.has('redirect_status') || params.has('payment_intent')
  useEffect(() => {
    if (hasParams) router.replace(pathname, { scroll: false })
  }, [hasParams, pathname, router])

  const { data, error } = useSWR<VoucherPurchaseStatus>(
    returned.clientSecret ? `/api/gift-vouchers/purchase-status?clientSecret=${encodeURIComponent(returned.clientSecret)}` : null,
    getJson,
    // The provider's event can land a moment after the visitor does: look again briefly while it is pending.
    { ...swrDefaults, refreshInterval: (latest) => (latest?.status === 'pending' && returned.redirectStatus !== 'failed' ? 3000 : 0) },
  )

  if (!returned.clientSecret) return null
  const status = error ? 'unknown' : (data?.status ?? 'loading')
  if (status === 'loading')
    return (
      <p role="status" className={styles.notice}>
        Checking your payment…
      </p>
    )
  if (status === 'paid' && data)
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>Thank you! Your gift voucher is paid for.</p>
        <p className={`${styles.noticeText} ${styles.wrap}`}>
          We have e-mailed the {formatPence(data.amount)} voucher for {data.recipientName} to {data.email}, with its code and a link to
          print it.
        </p>
      </div>
    )
  if (status === 'failed' || (status === 'pending' && returned.redirectStatus === 'failed'))
    return (
      <div role="alert" className={styles.failureNotice}>
        <p className={styles.noticeTitle}>Payment Failed</p>
        <p className={styles.noticeText}>The payment did not go through and nothing was charged. You can try again below.</p>
      </div>
    )
  if (status === 'processing' || status === 'pending')
    return (
      <div role="status" className={styles.warningNotice}>
        <p className={styles.noticeTitle}>{status === 'processing' ? 'Payment processing' : 'Confirming your payment…'}</p>
        <p className={styles.noticeText}>Your payment is processing; we e-mail the voucher when it clears.</p>
      </div>
    )
  return (
    <div role="alert" className={styles.warningNotice}>
      <p className={styles.noticeTitle}>We could not check your payment</p>
      <p className={styles.noticeText}>If you were charged, the voucher will arrive by e-mail. Please contact us if it does not.</p>
    </div>
  )
}
