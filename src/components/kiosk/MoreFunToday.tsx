'use client'

import useSWR from 'swr'
import { swrDefaults } from '@/components/booking/bookingApi'
import { formatPence } from '@/lib/money'
import { businessDate } from '@/lib/time/businessDate'
import { daySessionsPath, getJson, type DaySessions, type KioskSettings, type KioskTicket, type SessionOption } from './kioskApi'
import { otherSessionsToday, partyEstimates, suggestedTickets } from './recommendations'
import * as styles from './kiosk.css'
import * as fun from './moreFun.css'

const placesText = (places: number) => `${places} ${places === 1 ? 'place' : 'places'} left`
const CLOSED_WORDS: Partial<Record<SessionOption['state'], string>> = { past: 'Finished', full: 'Full', blocked: 'Not open to book' }

/** 'More Fun Today!': other sessions today from live availability, ticket prices and party estimates from the CMS. */
export function MoreFunToday({ ticket, settings }: { ticket: KioskTicket; settings: KioskSettings }) {
  const today = businessDate()
  const day = useSWR<DaySessions>(daySessionsPath(today), getJson, swrDefaults)
  const children = ticket.numberOfChildren
  const childrenText = `${children} ${children === 1 ? 'child' : 'children'}`

  if (!day.data && !day.error) {
    return (
      <section className={styles.panel} aria-labelledby="kiosk-more-fun-heading" aria-busy="true">
        <h2 id="kiosk-more-fun-heading" className={styles.subtitle}>
          More Fun Today!
        </h2>
        <p role="status" className={styles.text}>
          Loading personalized recommendations...
        </p>
      </section>
    )
  }

  const sessions = otherSessionsToday(day.data, ticket.bookingDate === today ? ticket.slotStart : '')
  const tickets = suggestedTickets(settings.ticketSuggestions, children)
  const party = partyEstimates(settings.partyPackages, children)
  return (
    <section className={styles.panel} aria-labelledby="kiosk-more-fun-heading">
      <h2 id="kiosk-more-fun-heading" className={styles.subtitle}>
        More Fun Today!
      </h2>

      <section className={styles.field} aria-labelledby="kiosk-other-sessions">
        <h3 id="kiosk-other-sessions" className={styles.smallHeading}>
          Other sessions today
        </h3>
        {day.error ? <p className={styles.muted}>Today&apos;s other sessions could not be loaded. Please ask at the desk.</p> : null}
        {!day.error && !sessions.some((session) => session.open) ? (
          <p className={styles.muted}>No other sessions have places left today.</p>
        ) : null}
        {sessions.length > 0 ? (
          <ul className={styles.list}>
            {sessions.map((session) => (
              <li key={session.start} className={fun.sessionRow}>
                <span className={fun.sessionLabel}>{session.label}</span>
                {session.open ? (
                  <>
                    <span className={fun.places}>{placesText(session.availableSpots)}</span>
                    <a className={styles.button.outline} href={`/booking?date=${today}`} target="_blank" rel="noopener noreferrer">
                      Book Another Session<span className={fun.hiddenText}> for {session.label} (opens in a new tab)</span>
                    </a>
                  </>
                ) : (
                  <span className={fun.closed}>{CLOSED_WORDS[session.state] ?? 'Not available'}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {tickets.length > 0 ? (
        <section className={styles.field} aria-labelledby="kiosk-ticket-prices">
          <h3 id="kiosk-ticket-prices" className={styles.smallHeading}>
            Ticket prices
          </h3>
          <ul className={styles.list}>
            {tickets.map((suggestion) => (
              <li key={suggestion.key} className={fun.priceRow}>
                <span>{suggestion.title}</span>
                <strong>{formatPence(suggestion.pricePence)}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {party.headline ? (
        <section className={styles.field} aria-labelledby="kiosk-party">
          <h3 id="kiosk-party" className={styles.smallHeading}>
            Birthday parties
          </h3>
          <p className={styles.text}>
            A {party.headline.name} party for {childrenText} would be about <strong>{formatPence(party.headline.estimatePence)}</strong>.
          </p>
          <ul className={styles.list}>
            {party.estimates.map((estimate) => (
              <li key={estimate.name} className={fun.priceRow}>
                <span>
                  {estimate.name} {estimate.recommended ? <span className={fun.recommended}>Recommended</span> : null}
                </span>
                <span>
                  {formatPence(estimate.perChildPence)} per child · <strong>{formatPence(estimate.estimatePence)}</strong> for{' '}
                  {childrenText}
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.row}>
            <a className={styles.button.primary} href="/party-booking" target="_blank" rel="noopener noreferrer">
              Plan a Party<span className={fun.hiddenText}> (opens in a new tab)</span>
            </a>
          </div>
        </section>
      ) : null}
    </section>
  )
}
