'use client'

import type { ReactElement } from 'react'
import type { StaffParty } from '@plugins/inquiries/contract'
import * as css from '../staff.css'
import { CancelPartyDialog } from './CancelPartyDialog'
import { isOpenParty } from './partyText'
import { TakePaymentDialog } from './TakePaymentDialog'

/**
 * What staff can do with an open party at the desk: take the deposit (provisional) or the balance
 * (confirmed, something still due), or cancel it. A lapsed or cancelled party has none.
 */
export function PartyActions({ party, onChanged }: { party: StaffParty; onChanged: () => void }): ReactElement | null {
  if (!isOpenParty(party)) return null
  const stage = party.status === 'provisional' ? 'deposit' : party.balanceDuePence > 0 ? 'balance' : null
  return (
    <div className={css.row}>
      {stage ? <TakePaymentDialog party={party} stage={stage} onTaken={onChanged} /> : null}
      <CancelPartyDialog party={party} onCancelled={onChanged} />
    </div>
  )
}
