'use client'

import { useId, type ReactElement } from 'react'
import { CONFIRM_DEPOSIT_OPTIONS, type ConfirmDeposit } from '@plugins/inquiries/contract'
import * as css from '../staff.css'
import { ChoiceGroup } from './ChoiceGroup'

/**
 * How the deposit is settled when a party is confirmed: a payment link e-mailed (the party is held
 * until it is paid), taken at the desk, or, for admins only, waived with a reason.
 */
export function DepositFields({
  deposit,
  onDeposit,
  waiveReason,
  onWaiveReason,
  mayWaive,
}: {
  deposit: ConfirmDeposit
  onDeposit: (deposit: ConfirmDeposit) => void
  waiveReason: string
  onWaiveReason: (reason: string) => void
  mayWaive: boolean
}): ReactElement {
  const reasonId = useId()
  const options = CONFIRM_DEPOSIT_OPTIONS.filter((option) => mayWaive || option.value !== 'waived')
  return (
    <>
      <ChoiceGroup legend="Deposit" options={options} value={deposit} onChange={onDeposit} />
      {deposit === 'waived' && mayWaive ? (
        <label htmlFor={reasonId} className={css.field}>
          Why is the deposit waived?
          <input
            id={reasonId}
            className={css.input}
            value={waiveReason}
            maxLength={200}
            onChange={(event) => onWaiveReason(event.target.value)}
            placeholder="e.g. a regular family's fifth party"
          />
        </label>
      ) : null}
    </>
  )
}
