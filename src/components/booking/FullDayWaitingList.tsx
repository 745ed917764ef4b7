'use client'

import { format, parseISO } from 'date-fns'
import { plural } from '@/lib/plural'
import * as styles from './booking.css'
import type { DaySessions } from './bookingApi'
import { WaitingListDialog } from './WaitingListDialog'

/**
 * A normal day with no session that can take the family's children: the day's waiting list
 * instead (docs/adr/0033). Shown only when some session is merely full (not blocked or over).
 */
export function FullDayWaitingList({ day, groupChildren }: { day: DaySessions; groupChildren: number }) {
  const open = day.sessions.filter((session) => session.state !== 'blocked' && session.state !== 'past')
  const children = Math.max(1, groupChildren)
  if (!day.arrivalWindow || open.length === 0 || open.some((session) => session.availableSpots >= children)) return null
  const dateText = format(parseISO(day.date), 'EEEE d MMMM yyyy')
  const most = Math.max(...open.map((session) => session.availableSpots))
  return (
    <div className={styles.note} role="status">
      <strong>{most === 0 ? 'This day is full' : `This day has no room for ${plural(children, 'child', 'children')}`}</strong>
      <p style={{ margin: 0 }}>
        Join the waiting list for {dateText}: if places come free we e-mail you a link that holds them while you pay, in the order families
        joined.
      </p>
      <WaitingListDialog date={day.date} dateText={dateText} target={{ kind: 'day', arrival: day.arrivalWindow }} childCount={children} />
    </div>
  )
}
