'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import type { PurchasePaymentStatus } from '@plugins/payments/contract'
import { getJson, swrDefaults } from '@/components/booking/bookingApi'
import type { ReturnedPurchase } from '@/components/payments/usePurchaseReturn'

type StatusAnswer = { status: PurchasePaymentStatus }

const RETURN_PARAMS = ['payment_intent_client_secret', 'redirect_status', 'payment_intent'] as const

/**
 * A payment method that left the site comes back to /manage-party?token=…&payment_intent_client_secret=…
 * This asks GET /api/parties/payment-status how it ended and takes Stripe's parameters off the
 * address straight away, keeping the token (usePurchaseReturn drops the whole query, and with it
 * the link). `onPaid` reloads the party once the payment is in.
 */
export function usePartyReturn(token: string | null, onPaid: () => void): ReturnedPurchase<StatusAnswer> {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  // Kept from the first render: the address is cleaned straight away.
  const [returned] = useState(() => ({
    clientSecret: params.get('payment_intent_client_secret'),
    redirectStatus: params.get('redirect_status'),
  }))

  const hasParams = RETURN_PARAMS.some((name) => params.has(name))
  useEffect(() => {
    if (!hasParams) return
    const query = token ? `?token=${encodeURIComponent(token)}` : ''
    router.replace(`${pathname}${query}`, { scroll: false })
  }, [hasParams, pathname, router, token])

  const { data, error } = useSWR<StatusAnswer>(
    returned.clientSecret ? `/api/parties/payment-status?clientSecret=${encodeURIComponent(returned.clientSecret)}` : null,
    getJson,
    {
      ...swrDefaults,
      // The provider's event can land a moment after the family does: look again while it is pending.
      refreshInterval: (latest) => (latest?.status === 'pending' && returned.redirectStatus !== 'failed' ? 3000 : 0),
      onSuccess: (latest) => {
        if (latest.status === 'paid') onPaid()
      },
    },
  )

  const status = error ? 'unknown' : (data?.status ?? 'loading')
  const failed = status === 'failed' || (status === 'pending' && returned.redirectStatus === 'failed')
  return { clientSecret: returned.clientSecret, status, failed, data }
}
