'use client'

import { CreditLookup } from './CreditLookup'

/** /session-credits: the balance already on the visitor's proved address, if any. */
export function ExistingCredits() {
  return (
    <CreditLookup
      title="Check your existing credits"
      titleId="existing-credits-title"
      intro="Bought credits before? Confirm your e-mail address with a one-time code to see how many you have left."
      verifiedNote={() => 'New credits are added to the same balance.'}
    />
  )
}
