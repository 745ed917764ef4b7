'use client'

import type { ReactElement } from 'react'
import { plural } from '@/lib/plural'
import type { AffectedBooking } from '@plugins/inquiries/contract'
import * as css from '../staff.css'

/** Why the server would not confirm the party, with the open-play bookings in the way when there are some. */
export type Refusal = { message: string; bookings: AffectedBooking[] }

export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof Error)) return null
  try {
    const parsed = JSON.parse(error.message.replace(/^\d{3}: /, '')) as { error?: { message?: string; bookings?: AffectedBooking[] } }
    return parsed.error?.message ? { message: parsed.error.message, bookings: parsed.error.bookings ?? [] } : null
  } catch {
    return null
  }
}

export function ConfirmRefusal({ refusal }: { refusal: Refusal }): ReactElement {
  return (
    <div role="alert" className={css.errorNotice}>
      <strong>{refusal.message}</strong>
      {refusal.bookings.length > 0 ? (
        <ul>
          {refusal.bookings.map((booking) => (
            <li key={booking.id}>
              {booking.reference} · {booking.customerName} · {booking.slot} · {plural(booking.children, 'child', 'children')},{' '}
              {plural(booking.adults, 'adult', 'adults')} ({booking.status.replace('_', ' ')})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
