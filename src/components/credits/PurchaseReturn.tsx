'use client'

import type { CreditPurchaseStatusAnswer } from '@plugins/credits/contract'
import { PurchaseReturnNotice } from '@/components/payments/PurchaseReturnNotice'
import { usePurchaseReturn } from '@/components/payments/usePurchaseReturn'
import { useRevalidateCreditBalances } from './creditsApi'

/** How a credit purchase that left the site for its payment ended, on /session-credits. */
export function PurchaseReturn() {
  const revalidateBalances = useRevalidateCreditBalances()
  const returned = usePurchaseReturn<CreditPurchaseStatusAnswer>('/api/session-credits/purchase-status', revalidateBalances)
  return (
    <PurchaseReturnNotice
      returned={returned}
      paid={(data) => ({
        title: 'Payment Successful!',
        text: `Your session credits have been purchased successfully. ${data.credits} credits were added to ${data.email}.`,
      })}
      processingText="Your payment is processing; credits arrive when it clears. We will e-mail you a receipt."
      unknownText="If you were charged, your credits will arrive with an e-mail receipt. Please contact us if they do not."
    />
  )
}
