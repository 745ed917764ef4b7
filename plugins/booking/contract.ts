/**
 * The booking plugin's client-safe face: types, constants, schemas and pure functions that the
 * admin, the site and other plugins may use in the browser or on the server. Nothing here loads
 * Payload. Server operations are in `./index.ts`.
 */
export {
  BOOKINGS_SLUG,
  BOOKING_REFUNDS_SLUG,
  BOOKING_SOURCE_LABELS,
  BOOKING_STATUSES,
  PROMO_CODES_SLUG,
  RESTRICTIONS_SLUG,
  type BookingSource,
  type BookingStatus,
} from './types'
export { arrivalSentence, arrivalTimesText, arrivalWindowOf, playSentence, type ArrivalWindow } from './domain/arrivalWindow'
export { ARRIVED_STATUSES, BOOKING_STATUS, hasArrived, isSettled, SETTLED_STATUSES, type SettledStatus } from './domain/bookingStatus'
export { bookingWindow } from './domain/bookingWindow'
export { normalisePromoCode, PROMO_CODE_MAX_LENGTH, type PromoRefusalCode } from './domain/promoCode'
export { daySchedule, type DaySchedule, type ScheduledSlot, type ScheduleSpecialDay } from './domain/daySchedule'
export { FULL_DAY_RESTRICTION, isFullDayRestriction, parseSlotInput, parseSlotRange, timeFromMinutes } from './domain/slots'
export { moveTargetSchema, staffMoveSchema, type MoveAnswer } from './domain/moveBookingSchema'
// For the staff dashboard's New booking dialog: the body it sends, checked with the endpoint's schema.
export {
  STAFF_BOOKING_MESSAGES,
  STAFF_PAYMENTS,
  staffBookingSchema,
  type StaffBookingInput,
  type StaffPayment,
} from './domain/staffBookingSchema'

/** A booking listed when staff are refused a block or a private hire because families are booked in those hours. */
export type AffectedBooking = {
  id: number
  reference: string
  customerName: string
  slot: string
  children: number
  adults: number
  status: string
}
