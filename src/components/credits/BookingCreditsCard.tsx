'use client'

import { applyCredits } from '@plugins/credits/contract'
import { formatPence } from '@/lib/money'
import { CreditLookup } from './CreditLookup'

type Props = {
  /** The price of each child ticket chosen so far, one entry per child. */
  childTicketPrices: number[]
  /** What one credit is worth: the CMS's child session price. */
  creditValuePence: number
}

/** /booking step 1: the visitor's credit balance, which pays for child tickets automatically. */
export function BookingCreditsCard({ childTicketPrices, creditValuePence }: Props) {
  return (
    <CreditLookup
      title="Already have session credits?"
      titleId="have-credits"
      headingLevel="h3"
      intro="Credits bought with your e-mail address are applied automatically when you book with it. Confirm your address to see your balance."
      verifiedNote={(email) => (
        <>
          Credits apply automatically when you book with <strong>{email}</strong>.
        </>
      )}
      balanceNote={(balance) => {
        if (childTicketPrices.length === 0) return 'Add children’s tickets to see what your credits will save.'
        const expected = applyCredits(childTicketPrices, balance, creditValuePence)
        return `Expected saving: ${formatPence(expected.savingsPence)} (${expected.used} ${expected.used === 1 ? 'credit' : 'credits'} for ${childTicketPrices.length} ${childTicketPrices.length === 1 ? 'child' : 'children'})`
      }}
    />
  )
}
