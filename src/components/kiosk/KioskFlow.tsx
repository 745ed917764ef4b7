'use client'

import { useEffect, useReducer } from 'react'
import { CheckInPanel } from './CheckInPanel'
import { CheckOutPanel } from './CheckOutPanel'
import { FindBooking } from './FindBooking'
import type { DoorParty, KioskSettings, KioskTicket } from './kioskApi'
import { KioskNotice } from './KioskNotice'
import { NotedFamilyForm } from './offline/NotedFamilyForm'
import { initialView, kioskReducer, type KioskScreen } from './kioskView'
import { PartyCheckInPanel } from './PartyCheckInPanel'
import { PartyResults } from './PartyResults'
import { PartyWelcomeScreen } from './PartyWelcomeScreen'
import { TicketResults } from './TicketResults'
import { TicketUsedScreen } from './TicketUsedScreen'
import { ticketUse } from './ticketUse'
import { WalkInForm } from './WalkInForm'
import { useFocusOnMount } from './useFocusOnMount'
import { WelcomeScreen } from './WelcomeScreen'
import * as styles from './kiosk.css'

type Props = {
  settings: KioskSettings | undefined
  /** A word for the next family after the last one finished (e.g. after a check-out). */
  startMessage: string | null
  /** After a start-over, focus returns to the top of the start screen (or its thank-you). */
  focusStart: boolean
  onStartOver: (message: string | null) => void
  onScreenChange: (screen: KioskScreen) => void
}

const CHECKED_OUT_OFFLINE_MESSAGE = 'Checked out, will sync. Thank you for visiting!'
const NOTED_MESSAGE = 'Noted, will sync. A member of staff will check your booking when the connection is back.'

/** One family's turn at the kiosk. Starting over mounts a new one, so nothing of the last family is kept. */
export function KioskFlow({ settings, startMessage, focusStart, onStartOver, onScreenChange }: Props) {
  const [view, dispatch] = useReducer(kioskReducer, initialView)
  const [searches, countSearch] = useReducer((count: number) => count + 1, 0)

  useEffect(() => onScreenChange(view.screen), [view.screen, onScreenChange])

  const checkedIn = (ticket: KioskTicket, pendingSync: boolean) => dispatch({ type: 'checkedIn', ticket, pendingSync })
  const ticketUsed = (ticket: KioskTicket) => dispatch({ type: 'ticketUsed', ticket })
  const partyCheckedIn = (party: DoorParty, alreadyCheckedIn: boolean) => dispatch({ type: 'partyCheckedIn', party, alreadyCheckedIn })
  const done = () => onStartOver(null)

  switch (view.screen) {
    case 'walkIn':
      if (!settings) return <p role="status">Loading the terms and conditions…</p>
      return <WalkInForm settings={settings} onCheckedIn={checkedIn} onBack={() => dispatch({ type: 'backToFind' })} />
    case 'used':
      return <TicketUsedScreen ticket={view.ticket} onDone={done} />
    case 'welcome':
      return <WelcomeScreen ticket={view.ticket} settings={settings} pendingSync={view.pendingSync} onDone={done} />
    case 'partyWelcome':
      return <PartyWelcomeScreen party={view.party} alreadyCheckedIn={view.alreadyCheckedIn} onDone={done} />
    case 'noted':
      return <NotedFamilyForm onNoted={() => onStartOver(NOTED_MESSAGE)} onBack={() => dispatch({ type: 'backToFind' })} />
    case 'find': {
      const selected = view.tickets?.find((ticket) => ticket.id === view.selectedId) ?? null
      const selectedParty = view.parties.find((party) => party.id === view.selectedPartyId) ?? null
      return (
        <div className={styles.screen}>
          {startMessage && !view.tickets ? <StartMessage message={startMessage} /> : null}
          <div className={styles.startGrid}>
            <FindBooking
              focusHeading={focusStart && !startMessage}
              onFound={(tickets, parties) => {
                countSearch()
                dispatch({ type: 'found', tickets, parties })
              }}
              onNoteFamily={() => dispatch({ type: 'openNoted' })}
            />
            <section className={styles.panel} aria-labelledby="kiosk-walk-in-offer">
              <h2 id="kiosk-walk-in-offer" className={styles.subtitle}>
                Paid at the desk?
              </h2>
              <p className={styles.muted}>No booking yet? If you have paid in store, start your visit here.</p>
              <button type="button" className={styles.button.primary} onClick={() => dispatch({ type: 'openWalkIn' })}>
                New Customer - Paid In Store
              </button>
            </section>
          </div>
          {/* Today's birthday parties first (a party checks in as one group); focus lands on the first list. */}
          {view.parties.length > 0 ? (
            <PartyResults
              key={`parties-${searches}`}
              found={view.parties}
              selectedId={view.selectedPartyId}
              onSelect={(partyId) => dispatch({ type: 'selectParty', partyId })}
            />
          ) : null}
          {view.tickets && view.tickets.length > 0 ? (
            <TicketResults
              key={searches}
              found={view.tickets}
              selectedId={view.selectedId}
              focusHeading={view.parties.length === 0}
              onSelect={(ticketId) => dispatch({ type: 'select', ticketId })}
            />
          ) : null}
          {selectedParty ? <PartyCheckInPanel key={selectedParty.id} party={selectedParty} onCheckedIn={partyCheckedIn} /> : null}
          {selected ? (
            <SelectedTicket
              key={selected.id}
              ticket={selected}
              settings={settings}
              onCheckedIn={checkedIn}
              onTicketUsed={ticketUsed}
              onCheckedOut={(pendingSync) =>
                onStartOver(pendingSync ? CHECKED_OUT_OFFLINE_MESSAGE : 'You are checked out. Thank you for visiting!')
              }
            />
          ) : null}
        </div>
      )
    }
  }
}

/** The word for the next family after a check-out; it takes focus so it is read out. */
function StartMessage({ message }: { message: string }) {
  const box = useFocusOnMount<HTMLDivElement>()
  return (
    <div ref={box} tabIndex={-1} className={styles.focusBox}>
      <KioskNotice tone="success" notice={{ title: 'Thank you!', message }} />
    </div>
  )
}

type SelectedProps = {
  ticket: KioskTicket
  settings: KioskSettings | undefined
  onCheckedIn: (ticket: KioskTicket, pendingSync: boolean) => void
  onTicketUsed: (ticket: KioskTicket) => void
  onCheckedOut: (pendingSync: boolean) => void
}

function SelectedTicket({ ticket, settings, onCheckedIn, onTicketUsed, onCheckedOut }: SelectedProps) {
  if (ticketUse(ticket) === 'playing') return <CheckOutPanel ticket={ticket} onCheckedOut={onCheckedOut} onTicketUsed={onTicketUsed} />
  if (!settings) return <p role="status">Loading the terms and conditions…</p>
  return <CheckInPanel ticket={ticket} settings={settings} onCheckedIn={onCheckedIn} onTicketUsed={onTicketUsed} />
}
