import { BOOKING_STATUS, type BookingStatus } from '@plugins/booking/contract'
import type { VisitAction } from '../types'

/** Why a visit change is refused: each a code the kiosk maps to a screen, and a plain sentence for the family. */
export const VISIT_REFUSAL_CODES = [
  'already_checked_in',
  'ticket_used',
  'not_paid',
  'wrong_day',
  'too_early',
  'session_ended',
  'session_full',
  'session_blocked',
  'terms_changed',
  'not_checked_in',
  'nothing_to_undo',
  // A no-show's ticket is refused with the status's own name.
  BOOKING_STATUS.no_show,
] as const
export type VisitRefusalCode = (typeof VISIT_REFUSAL_CODES)[number]
export type VisitRefusal = { code: VisitRefusalCode; message: string }

export type Transition = { ok: true; to: BookingStatus } | ({ ok: false } & VisitRefusal)

const refuse = (code: VisitRefusalCode, message: string): Transition => ({ ok: false, code, message })

const NOT_PAID: Partial<Record<BookingStatus, string>> = {
  held: 'This booking has not been paid yet. Please see a member of staff.',
  cancelled: 'This booking was cancelled, so it cannot be used. Please see a member of staff.',
  expired: 'This booking was never paid and has expired. Please see a member of staff.',
  refunded: 'This booking was refunded, so it cannot be used. Please see a member of staff.',
}

export const NO_SHOW_MESSAGE = 'This booking was not checked in on its day, so it cannot be used now. Please see a member of staff.'

export const TICKET_USED_MESSAGE = 'Ticket Already Used: this ticket has been checked out and cannot be used again.'

/**
 * The only moves a visit makes: paid -> checked_in -> checked_out, and back one step only by a
 * staff undo. Everything else is refused with the reason.
 */
export function visitTransition(action: VisitAction, status: BookingStatus): Transition {
  switch (action) {
    case 'check_in':
      if (status === BOOKING_STATUS.paid) return { ok: true, to: BOOKING_STATUS.checked_in }
      if (status === BOOKING_STATUS.checked_in) return refuse('already_checked_in', 'This ticket is already checked in. Enjoy your visit!')
      if (status === BOOKING_STATUS.checked_out) return refuse('ticket_used', TICKET_USED_MESSAGE)
      if (status === BOOKING_STATUS.no_show) return refuse(BOOKING_STATUS.no_show, NO_SHOW_MESSAGE)
      return refuse('not_paid', NOT_PAID[status] ?? 'This booking cannot be checked in. Please see a member of staff.')
    case 'check_out':
      if (status === BOOKING_STATUS.checked_in) return { ok: true, to: BOOKING_STATUS.checked_out }
      if (status === BOOKING_STATUS.checked_out) return refuse('ticket_used', 'This ticket is already checked out.')
      return refuse('not_checked_in', 'This ticket has not been checked in, so it cannot be checked out.')
    case 'undo_check_in':
      return status === BOOKING_STATUS.checked_in
        ? { ok: true, to: BOOKING_STATUS.paid }
        : refuse('nothing_to_undo', 'This booking is not checked in, so there is no check-in to undo.')
    case 'undo_check_out':
      return status === BOOKING_STATUS.checked_out
        ? { ok: true, to: BOOKING_STATUS.checked_in }
        : refuse('nothing_to_undo', 'This booking is not checked out, so there is no check-out to undo.')
  }
}

/** The undo that applies to a booking's current status: the latest step of its visit. */
export function undoActionFor(status: BookingStatus): 'undo_check_in' | 'undo_check_out' | null {
  if (status === BOOKING_STATUS.checked_out) return 'undo_check_out'
  if (status === BOOKING_STATUS.checked_in) return 'undo_check_in'
  return null
}
