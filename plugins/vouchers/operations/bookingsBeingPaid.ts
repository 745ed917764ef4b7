import type { Config, Payload } from 'payload'
import type { BookingsBeingPaid } from '../types'

/** Where the plugin keeps the booking plugin's answer, in `config.custom` (Payload's place for a plugin's server-side data). */
const KEY = 'vouchersBookingsBeingPaid'

/** For the plugin's factory: `config.custom` with the booking plugin's `bookingsBeingPaid` kept for the operations. */
export function keepBookingsBeingPaid(custom: Config['custom'], bookingsBeingPaid: BookingsBeingPaid): Record<string, unknown> {
  return { ...custom, [KEY]: bookingsBeingPaid }
}

/** The booking plugin's `bookingsBeingPaid`, as the plugin's options gave it. */
export function bookingsBeingPaidOf(payload: Payload): BookingsBeingPaid {
  const found = (payload.config.custom as Record<string, unknown> | undefined)?.[KEY]
  if (typeof found !== 'function') throw new Error('The vouchers plugin was installed without the booking plugin’s bookingsBeingPaid')
  return found as BookingsBeingPaid
}
