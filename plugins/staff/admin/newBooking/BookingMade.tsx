'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactElement } from 'react'
import { formatPence } from '@/lib/money'
import { venueDateTimeText } from '@/lib/time/formatDate'
import * as css from '../staff.css'
import type { Created } from './newBookingForm'

/** The booking made: its reference, any promo discount, and what happens next (the payment link, or the confirmation e-mail). */
export function BookingMade({ created, withSession, email }: { created: Created; withSession: boolean; email: string }): ReactElement {
  return (
    <div className={css.panel} role="status" aria-label="Booking made">
      <p className={css.statValue}>{created.reference}</p>
      {created.promoCode ? (
        <p>
          Promo code {created.promoCode}: {formatPence(created.promoDiscount)} off.
        </p>
      ) : null}
      {created.holdExpiresAt ? (
        <p>
          Places held for {created.date}, {withSession ? created.timeSlot : 'arrive any time'}. A link to pay{' '}
          {formatPence(created.finalAmount)} is on its way to {email}; unpaid, the places are released on{' '}
          {venueDateTimeText(created.holdExpiresAt)}.
        </p>
      ) : (
        <p>
          Booked for {created.date}, {withSession ? created.timeSlot : 'arrive any time'}; {formatPence(created.finalAmount)}. A
          confirmation e-mail is on its way.
        </p>
      )}
      <Dialog.Close className={css.primaryButton}>Done</Dialog.Close>
    </div>
  )
}
