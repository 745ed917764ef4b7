import type { DoorParty } from './kioskApi'
import { checkedInLine, counted, partyTitle } from './partyWords'
import * as party from './party.css'
import * as styles from './tickets.css'

type Props = { found: DoorParty; selected: boolean; onSelect: (partyId: number) => void }

/** The party's facts as the card shows them, under its name and badge. */
function PartyFacts({ found }: { found: DoorParty }) {
  return (
    <>
      <span className={styles.cardHead}>
        <span className={styles.customerName}>{partyTitle(found)}</span>
        <span className={party.partyBadge}>
          <span aria-hidden="true">🎂</span> Birthday party
        </span>
      </span>
      <span className={styles.facts}>
        {found.parentName ? <span>Parent: {found.parentName}</span> : null}
        <span>{found.timeSlot}</span>
        <span>{found.packageName}</span>
      </span>
      <span className={styles.facts}>
        <span>{counted(found.bookedChildren, 'child', 'children')} booked</span>
        <span>Ref {found.reference}</span>
      </span>
    </>
  )
}

/**
 * One of today's birthday parties on the results list (issue 39): an expected one is a button
 * that opens its check-in, a checked-in one only says how many came in.
 */
export function PartyCard({ found, selected, onSelect }: Props) {
  if (found.checkedIn) {
    return (
      <div className={party.checkedInCard}>
        <PartyFacts found={found} />
        <span className={party.checkedInLine}>{checkedInLine(found.checkedIn)}</span>
      </div>
    )
  }
  return (
    <button type="button" className={party.partyCard} aria-pressed={selected} onClick={() => onSelect(found.id)}>
      <PartyFacts found={found} />
      {selected ? <span className={styles.ready}>Ready to Check In</span> : null}
    </button>
  )
}
