'use client'

import { partyCheckInSchema } from '@plugins/inquiries/contract'
import { useState, type FormEvent } from 'react'
import { ConnectionNotice } from './ConnectionNotice'
import { Counter } from './Counter'
import type { DoorParty } from './kioskApi'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { useSessionGuard } from './kioskSession'
import { partyCheckInNotice } from './partyCheckInNotice'
import { counted, partyTitle } from './partyWords'
import { RetryCancelled } from './retryUntilAnswered'
import { useFocusOnMount } from './useFocusOnMount'
import { usePartyCheckIn } from './usePartyCheckIn'
import * as styles from './kiosk.css'

/** The most a stepper goes to: the schema's own ceiling. */
const MOST = 500

type Props = { party: DoorParty; onCheckedIn: (party: DoorParty, alreadyCheckedIn: boolean) => void }

/** The selected party: its booking, how many children and adults are arriving, and the check-in as one group. */
export function PartyCheckInPanel({ party, onCheckedIn }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  const sessionGuard = useSessionGuard()
  const write = usePartyCheckIn()
  const [children, setChildren] = useState(party.bookedChildren)
  const [adults, setAdults] = useState(1)
  const [notice, setNotice] = useState<NoticeContent | null>(null)
  // The endpoint's own schema: the button says what is missing before anything is sent.
  const request = partyCheckInSchema.safeParse({ partyId: party.id, children, adults })
  const problem = request.success ? null : (request.error.issues[0]?.message ?? 'Please enter how many are arriving')

  const checkIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!request.success) return
    setNotice(null)
    try {
      const answer = await write.checkIn(request.data)
      onCheckedIn(answer.party, answer.alreadyCheckedIn)
    } catch (error) {
      if (error instanceof RetryCancelled || sessionGuard(error)) return
      setNotice(partyCheckInNotice(error))
    }
  }

  const busy = write.status !== 'idle'
  return (
    <section className={styles.panel} aria-labelledby="kiosk-party-heading">
      <h2 id="kiosk-party-heading" ref={heading} tabIndex={-1} className={styles.subtitle}>
        Check in {partyTitle(party)}
      </h2>
      <dl className={styles.details}>
        {party.parentName ? (
          <>
            <dt>Parent</dt>
            <dd>{party.parentName}</dd>
          </>
        ) : null}
        <dt>Time</dt>
        <dd>{party.timeSlot}</dd>
        <dt>Package</dt>
        <dd>{party.packageName}</dd>
        <dt>Booked for</dt>
        <dd>{counted(party.bookedChildren, 'child', 'children')}</dd>
        <dt>Reference</dt>
        <dd>{party.reference}</dd>
      </dl>
      <form className={styles.form} onSubmit={(event) => void checkIn(event)} noValidate aria-label="Check in the party">
        <div className={styles.counters}>
          <Counter
            id="kiosk-party-children"
            label="Children arriving"
            noun="child"
            value={children}
            min={0}
            max={MOST}
            onChange={setChildren}
          />
          <Counter id="kiosk-party-adults" label="Adults arriving" noun="adult" value={adults} min={0} max={MOST} onChange={setAdults} />
        </div>
        {problem ? (
          <p id="kiosk-party-hint" className={styles.hint}>
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${styles.button.success} ${styles.wide}`}
          disabled={Boolean(problem) || busy}
          aria-describedby={problem ? 'kiosk-party-hint' : undefined}
        >
          {write.status === 'waitingForConnection'
            ? 'Waiting for connection…'
            : write.status === 'sending'
              ? 'Checking in…'
              : 'Check in the party'}
        </button>
        <ConnectionNotice status={write.status} />
        {notice ? <KioskNotice notice={notice} /> : null}
      </form>
    </section>
  )
}
