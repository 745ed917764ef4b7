'use client'

import { CreditLookup } from './CreditLookup'

/** /booking step 1: the visitor's credit balance, which pays for child tickets automatically. */
export function BookingCreditsCard() {
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
    />
  )
}
