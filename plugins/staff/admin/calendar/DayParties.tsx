'use client'

import type { ReactElement } from 'react'
import type { CalendarParty } from '../../domain/calendarApi'
import { plural } from '@/lib/plural'
import { PartyActions } from '../parties/PartyActions'
import { PartyStatus } from '../parties/PartyStatus'
import * as css from '../staff.css'

/** The day's parties holding their slots: state, money, and taking a payment or cancelling at the desk. */
export function DayParties({ parties, onChanged }: { parties: CalendarParty[]; onChanged: () => void }): ReactElement | null {
  if (parties.length === 0) return null
  return (
    <div>
      <h4 className={css.heading}>Parties</h4>
      <ul className={css.list}>
        {parties.map((party) => (
          <li key={party.id} className={css.notice} style={{ justifyItems: 'stretch' }}>
            <PartyStatus party={party}>
              <strong>{party.timeSlot}</strong>: {party.childName || 'Party'} ({party.packageName},{' '}
              {plural(party.children, 'child', 'children')})
              {party.exclusiveUse ? (
                <>
                  {' '}
                  <span className={css.badge.yellow}>Private hire</span>
                </>
              ) : null}
            </PartyStatus>
            <PartyActions party={party} onChanged={onChanged} />
          </li>
        ))}
      </ul>
    </div>
  )
}
