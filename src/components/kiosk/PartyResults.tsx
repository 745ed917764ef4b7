'use client'

import type { DoorParty } from './kioskApi'
import { PartyCard } from './PartyCard'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'
import * as tickets from './tickets.css'

type Props = { found: DoorParty[]; selectedId: number | null; onSelect: (partyId: number) => void }

/** "Today's Birthday Parties (N found)": mounted afresh for each search, so focus lands on its heading. */
export function PartyResults({ found, selectedId, onSelect }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className={styles.panel} aria-labelledby="kiosk-party-results-heading">
      <h2 id="kiosk-party-results-heading" ref={heading} tabIndex={-1} className={styles.subtitle}>
        Today’s Birthday Parties ({found.length} found)
      </h2>
      <ul className={tickets.grid}>
        {found.map((party) => (
          <li key={party.id}>
            <PartyCard found={party} selected={party.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  )
}
