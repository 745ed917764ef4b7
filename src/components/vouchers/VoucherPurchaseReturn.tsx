'use client'

import type { VoucherPurchaseStatusAnswer } from '@plugins/vouchers/contract'
import { PurchaseReturnNotice } from '@/components/payments/PurchaseReturnNotice'
import { usePurchaseReturn } from '@/components/payments/usePurchaseReturn'
import { formatPence } from '@/lib/money'

/** How a gift voucher purchase that left the site for its payment ended, on /gift-vouchers. */
export function VoucherPurchaseReturn() {
  const returned = usePurchaseReturn<VoucherPurchaseStatusAnswer>('/api/gift-vouchers/purchase-status')
  return (
    <PurchaseReturnNotice
      returned={returned}
      paid={(data) => ({
        title: 'Thank you! Your gift voucher is paid for.',
        text: `We have e-mailed the ${formatPence(data.amount)} voucher for ${data.recipientName} to ${data.email}, with its code and a link to print it.`,
      })}
      processingText="Your payment is processing; we e-mail the voucher when it clears."
      unknownText="If you were charged, the voucher will arrive by e-mail. Please contact us if it does not."
    />
  )
}
