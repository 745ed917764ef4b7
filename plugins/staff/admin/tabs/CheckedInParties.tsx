'use client'

import type { ReactElement } from 'react'
import type { DoorParty } from '@plugins/inquiries/contract'
import { formatPence } from '@/lib/money'
import { plural } from '@/lib/plural'
import * as css from '../staff.css'

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })

/** Birthday parties checked in at the door, inside until their slot ends (issue 39). */
export function CheckedInParties({ parties }: { parties: DoorParty[] }): ReactElement | null {
  if (parties.length === 0) return null
  return (
    <section aria-labelledby="parties-inside">
      <h3 id="parties-inside" className={css.heading}>
        Parties inside
      </h3>
      <ul className={css.list} aria-label="Parties inside">
        {parties.map((party) => (
          <li key={party.id} className={css.card}>
            <div className={css.spread}>
              <strong>
                {party.childName ? `${party.childName}’s party` : 'Party'} ({party.reference})
              </strong>
              <span className={css.badge.green}>{party.timeSlot}</span>
            </div>
            <span className={css.subtle}>
              {plural(party.checkedIn?.children ?? 0, 'child', 'children')}, {plural(party.checkedIn?.adults ?? 0, 'adult', 'adults')} · in
              at {party.checkedIn ? clock.format(new Date(party.checkedIn.at)) : ''} · ends {clock.format(new Date(party.endsAt))} ·{' '}
              {party.packageName}
              {party.parentName ? ` · ${party.parentName}` : ''}
            </span>
            {party.balanceDuePence > 0 ? <span className={css.badge.yellow}>Balance due {formatPence(party.balanceDuePence)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
