'use client'

import type { DoorParty } from './kioskApi'
import { balanceNote, headCount, partyWelcome } from './partyWords'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'
import * as partyStyles from './party.css'

type Props = {
  party: DoorParty
  /** Another tablet (or an earlier tap) checked the party in first: its head count stands. */
  alreadyCheckedIn: boolean
  onDone: () => void
}

/** After a party's check-in: the greeting, the head count and any balance due. The kiosk starts over by itself shortly. */
export function PartyWelcomeScreen({ party, alreadyCheckedIn, onDone }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const due = balanceNote(party)
  const count = party.checkedIn ? headCount(party.checkedIn) : null
  return (
    <div className={styles.screen}>
      <section id="kiosk-party-welcome" className={partyStyles.welcome} aria-labelledby="kiosk-party-welcome-heading">
        <h1 id="kiosk-party-welcome-heading" ref={heading} tabIndex={-1} className={styles.title}>
          {partyWelcome(party)}
        </h1>
        <p className={styles.lead}>
          {alreadyCheckedIn
            ? `This party was already checked in${count ? ` with ${count}` : ''}.`
            : `${count ? `${count} checked in` : 'Checked in'}. Have a wonderful time!`}
        </p>
        {due ? <p className={partyStyles.balanceNote}>{due}</p> : null}
        <div className={styles.row}>
          <button type="button" className={styles.button.outline} onClick={onDone}>
            Finish
          </button>
        </div>
      </section>
    </div>
  )
}
