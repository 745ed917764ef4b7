import { venueDateTimeText } from '@/lib/time/formatDate'
import { cancellationDeadline, type CancellationSettings } from './cancellationPolicy'

export type MoveRefusal = { code: 'not_movable' | 'move_closed'; message: string }

const NOT_MOVABLE: Record<string, string> = {
  held: 'This booking is not paid yet, so it cannot be moved. Please finish paying, or book the other day instead.',
  checked_in: 'This booking has been checked in, so it can no longer be moved.',
  checked_out: 'This booking has been used, so it can no longer be moved.',
  cancelled: 'This booking has been cancelled, so it cannot be moved.',
  refunded: 'This booking has been cancelled and refunded, so it cannot be moved.',
  expired: 'This booking was never paid and has expired, so it cannot be moved.',
  no_show: 'This booking was not used on its day, so it can no longer be moved.',
}

/**
 * Whether a booking may move now. Only a paid booking moves: a held one is still tied to its
 * payment (it is paid, or it expires), and anything checked in, used, cancelled or over is history.
 * Families may move until the free cancellation period of the booking they hold ends (the same
 * cut-off as cancelling online); staff may move a paid booking at any time.
 */
export function moveRefusal(
  booking: { status: string; date: string; slotStart: string },
  by: 'customer' | 'staff',
  settings: CancellationSettings,
  now: Date,
): MoveRefusal | null {
  if (booking.status !== 'paid')
    return { code: 'not_movable', message: NOT_MOVABLE[booking.status] ?? 'This booking can no longer be moved.' }
  if (by === 'staff') return null
  const deadline = cancellationDeadline(booking.date, booking.slotStart, settings)
  if (now.getTime() >= deadline.getTime()) {
    return {
      code: 'move_closed',
      message: `The free cancellation period for this booking ended on ${venueDateTimeText(deadline)}, so it can no longer be moved online. Please call us and we will help if we can.`,
    }
  }
  return null
}
