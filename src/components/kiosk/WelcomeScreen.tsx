'use client'

import type { KioskSettings, KioskTicket } from './kioskApi'
import { MoreFunToday } from './MoreFunToday'
import { firstName } from './ticketUse'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'

const clock = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Europe/London' })

/** A flexible day's visit plays until check-in plus the session length; an event day's is its session. */
function checkedInFor(ticket: KioskTicket): string {
  if (ticket.arrivalTimes && ticket.playEndsAt)
    return `You are checked in: play until ${clock.format(new Date(ticket.playEndsAt)).toUpperCase()}.`
  return `You are checked in for ${ticket.timeSlot}.`
}

type Props = {
  ticket: KioskTicket
  settings: KioskSettings | undefined
  /** Recorded on the tablet while offline: it is sent when the connection is back. */
  pendingSync: boolean
  onDone: () => void
}

/** After a check-in (or a walk-in): the greeting, then 'More Fun Today!'. The kiosk starts over by itself shortly. */
export function WelcomeScreen({ ticket, settings, pendingSync, onDone }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <div className={styles.screen}>
      <section className={styles.notice.success} aria-labelledby="kiosk-welcome-heading">
        <h1 id="kiosk-welcome-heading" ref={heading} tabIndex={-1} className={styles.title}>
          Welcome, {firstName(ticket.customerName)}!
        </h1>
        {pendingSync ? (
          <p className={styles.lead}>
            <strong>Checked in, will sync.</strong> This tablet is offline: your check-in is saved here and sent as soon as the connection
            is back. Have a wonderful time!
          </p>
        ) : (
          <p className={styles.lead}>{checkedInFor(ticket)} Have a wonderful time!</p>
        )}
        <div className={styles.row}>
          <button type="button" className={styles.button.outline} onClick={onDone}>
            Finish
          </button>
        </div>
      </section>
      {/* Without the settings (they failed to load) there is nothing to price: the greeting stands alone. */}
      {/* Offline there are no places to count: the greeting stands alone then too. */}
      {settings && !pendingSync ? <MoreFunToday ticket={ticket} settings={settings} /> : null}
    </div>
  )
}
