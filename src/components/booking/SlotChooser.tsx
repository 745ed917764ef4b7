'use client'

import * as styles from './booking.css'
import type { SessionOption } from './bookingApi'
import { WaitingListDialog } from './WaitingListDialog'

/**
 * The event day's timed sessions with their badges; blocked, sold-out and past ones cannot be
 * chosen. A sold-out or full session offers its waiting list instead (when the venue has one on).
 */
export function SlotChooser({
  date,
  dateText,
  waitingList,
  sessions,
  selected,
  groupChildren,
  onSelect,
  lowThreshold,
}: {
  date: string
  dateText: string
  waitingList: boolean
  sessions: SessionOption[]
  selected: string | undefined
  groupChildren: number
  onSelect: (label: string) => void
  lowThreshold: number
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 700, marginBottom: '0.5rem' }}>Choose your time slot *</legend>
      <ul className={styles.slots}>
        {sessions.map((session) => {
          const soldOut = session.availableSpots === 0 && session.state !== 'blocked' && session.state !== 'past'
          const tooSmall = !soldOut && session.availableSpots < groupChildren
          const disabled = session.state === 'blocked' || session.state === 'past' || soldOut || tooSmall
          const badge =
            session.state === 'blocked'
              ? 'BLOCKED'
              : session.state === 'past'
                ? 'FINISHED'
                : soldOut
                  ? 'SOLD OUT'
                  : tooSmall
                    ? 'FULL'
                    : null
          return (
            <li key={session.start}>
              <button
                type="button"
                className={styles.slot}
                aria-pressed={selected === session.label}
                disabled={disabled}
                onClick={() => onSelect(session.label)}
              >
                <span>{session.label}</span>
                {badge ? (
                  <span className={styles.slotBadge}>{badge}</span>
                ) : session.availableSpots <= lowThreshold ? (
                  <span className={styles.lowBadge}>Only {session.availableSpots} left</span>
                ) : (
                  <span>{session.availableSpots} places</span>
                )}
              </button>
              {waitingList && (soldOut || tooSmall) ? (
                <WaitingListDialog
                  date={date}
                  dateText={dateText}
                  target={{ kind: 'session', start: session.start, label: session.label }}
                  childCount={groupChildren}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
