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
export {
  ARRIVED_STATUSES,
  BOOKING_STATUS,
  hasArrived,
  isLiveHold,
  isSettled,
  SETTLED_STATUSES,
  TICKET_STATUSES,
  type ArrivedStatus,
  type SettledStatus,
  type TicketStatus,
} from './domain/bookingStatus'
export { bookingWindow, isWithinWindow } from './domain/bookingWindow'
// Which sessions suit a waiting family's arrival range, and the places the lists keep (ADR 0033).
export { reservedBySession, sessionSuitsArrival, type ArrivalRange, type WaitingReservation } from './domain/waitingReservations'
export { normalisePromoCode, PROMO_CODE_MAX_LENGTH, type PromoRefusalCode } from './domain/promoCode'
export { daySchedule, type DaySchedule, type ScheduledSlot, type ScheduleSpecialDay } from './domain/daySchedule'
export {
  FULL_DAY_RESTRICTION,
  isFullDayRestriction,
  parseSlotInput,
  parseSlotRange,
  slotLabel,
  timeFromMinutes,
  twelveHour,
} from './domain/slots'
export { moveTargetSchema, staffMoveSchema, type MoveAnswer } from './domain/moveBookingSchema'
// For the booking page's details step: the endpoint's own details schema, and the child tickets' prices.
export { BOOKING_MESSAGES, bookingDetailsSchema, type BookingDetailsInput } from './domain/bookingRequestSchema'
export { childTicketPrices } from './domain/priceBooking'
// What the public availability calls answer (the booking page, the kiosk, the staff dialogs).
export type {
  AvailabilityRangeAnswer,
  DayAvailability,
  DayAvailabilityAnswer,
  DaySessionsAnswer,
  SessionAvailabilityAnswer,
  SessionView,
} from './domain/availabilityAnswer'
export type { SlotState } from './domain/slotStatus'
// What the family's own booking pages read (the success page, the manage link).
export type {
  BookingConfirmationAnswer,
  CancelBookingAnswer,
  ManageBookingAnswer,
  PayByLinkAnswer,
  PublicBookingView,
} from './domain/bookingAnswers'
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
