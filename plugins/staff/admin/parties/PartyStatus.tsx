'use client'

import type { ReactElement, ReactNode } from 'react'
import type { StaffParty } from '@plugins/inquiries/contract'
import { formatPence } from '@/lib/money'
import * as styles from './parties.css'
import { dueByText, moneyLine, partyTone } from './partyText'

/**
 * A party's state badge (coloured by state) beside what the caller says of it, the money line
 * ("Total · Paid · Due") and, while it is provisional, when the deposit is due by.
 */
export function PartyStatus({ party, children }: { party: StaffParty; children?: ReactNode }): ReactElement {
  return (
    <div className={styles.status}>
      <p className={styles.statusLine}>
        <span className={styles.stateBadge[partyTone(party)]}>{party.stateLabel}</span>
        {children ? <span>{children}</span> : null}
      </p>
      <p className={styles.money}>{moneyLine(party)}</p>
      {party.status === 'provisional' && party.depositDueBy ? (
        <p className={styles.money}>
          Deposit {formatPence(party.depositPence)} due by <time dateTime={party.depositDueBy}>{dueByText(party.depositDueBy)}</time>
        </p>
      ) : null}
    </div>
  )
}
