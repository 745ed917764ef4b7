import type { ArrivalWindow } from '@plugins/booking'
import type { Booking } from '@/payload-types'
import { toKioskTicket, type KioskTicket } from '../domain/kioskTicket'
import { slotEndOf } from '../domain/slotEnd'
import type { VisitRefusal } from '../domain/visitRules'

export type VisitResult =
  { status: 'ok'; booking: Booking; ticket: KioskTicket } | { status: 'not_found' } | ({ status: 'refused' } & VisitRefusal)

export function visitOk(booking: Booking, sessionLengthMinutes: number, arrival: ArrivalWindow | null = null): VisitResult {
  return { status: 'ok', booking, ticket: toKioskTicket(booking, slotEndOf(booking, sessionLengthMinutes), arrival) }
}

export function refused(refusal: VisitRefusal): VisitResult {
  return { status: 'refused', code: refusal.code, message: refusal.message }
}
