'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import type { PurchasePaymentStatus } from '@plugins/payments/contract'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'

export type ReturnedPurchase<Answer> = {
  /** Null when the page was not reached from a payment that left the site. */
  clientSecret: string | null
  /** What the page says: `loading` while it asks, `unknown` when it could not. */
  status: PurchasePaymentStatus | 'loading' | 'unknown'
  /** The payment failed, or the bank said so and the purchase is still pending. */
  failed: boolean
  data: Answer | undefined
}

/**
 * A payment method that left the site (a bank's page, a wallet) comes back with Stripe's
 * `payment_intent_client_secret` and `redirect_status`. This asks `statusPath` how the purchase
 * ended and takes the parameters off the address straight away.
 */
export function usePurchaseReturn<Answer extends { status: PurchasePaymentStatus }>(
  statusPath: string,
  onPaid?: () => void,
): ReturnedPurchase<Answer> {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  // Kept from the first render: the address is cleaned straight away.
  const [returned] = useState(() => ({
    clientSecret: params.get('payment_intent_client_secret'),
    redirectStatus: params.get('redirect_status'),
  }))

  const hasParams = params.has('payment_intent_client_secret') || params.has('redirect_status') || params.has('payment_intent')
  useEffect(() => {
    if (hasParams) router.replace(pathname, { scroll: false })
  }, [hasParams, pathname, router])

  const { data, error } = useSWR<Answer>(
    returned.clientSecret ? `${statusPath}?clientSecret=${encodeURIComponent(returned.clientSecret)}` : null,
    getJson,
    {
      ...swrDefaults,
      // The provider's event can land a moment after the visitor does: look again briefly while it is pending.
      refreshInterval: (latest) => (latest?.status === 'pending' && returned.redirectStatus !== 'failed' ? 3000 : 0),
      onSuccess: (latest) => {
        if (latest.status === 'paid') onPaid?.()
      },
    },
  )

  const status = error ? 'unknown' : (data?.status ?? 'loading')
  const failed = status === 'failed' || (status === 'pending' && returned.redirectStatus === 'failed')
  return { clientSecret: returned.clientSecret, status, failed, data }
}
