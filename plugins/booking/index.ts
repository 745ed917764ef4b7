import { recordReceiptTask } from './jobs/recordReceiptTask'
import { BookingRefunds } from './collections/BookingRefunds'
import type { Config } from 'payload'
import { Bookings } from './collections/Bookings'
import { SessionRestrictions } from './collections/SessionRestrictions'
import { availableSessionsEndpoint, dayAvailabilityEndpoint, rangeAvailabilityEndpoint, sessionAvailabilityEndpoint } from './endpoints/availability'
import { createBookingPaymentEndpoint } from './endpoints/createBookingPayment'
import { bookingConfirmationEndpoint, cancelBookingEndpoint, manageBookingEndpoint, moveBookingEndpoint } from './endpoints/selfService'
import { staffCancelBookingEndpoint } from './endpoints/staffCancelBooking'
import { staffCreateBookingEndpoint } from './endpoints/staffCreateBooking'
import { expireHoldsTask } from './jobs/expireHoldsTask'
import { markNoShowsTask } from './jobs/markNoShowsTask'
import { MAINTENANCE_QUEUE, PAYMENTS_QUEUE } from './jobs/queues'
import { queueRemindersTask } from './jobs/queueRemindersTask'
import { reconcilePaymentsTask } from './jobs/reconcilePaymentsTask'
import { refundBookingTask } from './jobs/refundBookingTask'
import { resumeStaffRefundsTask } from './jobs/resumeStaffRefundsTask'
import { sendBookingEmailTask } from './jobs/sendBookingEmailTask'
import { sanitizeOptions } from './sanitizeOptions'
import type { BookingPluginOptions } from './types'

export { applyPaymentEvent } from './operations/applyPaymentEvent'
export { bookingPaymentSubject } from './operations/bookingPaymentSubject'
// For the check-in plugin: visits change bookings under the same per-booking lock, and walk-ins
// take places under the same per-slot lock and count, from the same CMS schedule.
export { lockBooking } from './operations/bookingLock'
export { lockSlot, occupiedChildren } from './operations/slotOccupancy'
export { loadDays, loadRestrictions } from './operations/loadDay'
export { buildDayView } from './operations/dayView'
// For the staff dashboard: the no-show job's operation, and staff's undo of a no-show.
export { markNoShows } from './operations/markNoShows'
export { undoNoShow, type UndoNoShowResult } from './operations/undoNoShow'
// For the door: a day's sessions and arrival window, and moving a booking between sessions under their slot locks.
export { buildDayPlan, loadDayPlan, type DayPlan, type PlannedSession } from './operations/dayPlan'
export { reseatBooking, type ReseatResult, type SeatTarget } from './operations/reseatBooking'
// For the staff dashboard: moving a booking to another day or session (the family's call is the booking plugin's own).
export { moveBooking, type MoveRequest, type MoveResult } from './operations/moveBooking'
export { moveAnswer } from './endpoints/moveAnswer'
export { moveTargetSchema, staffMoveSchema, type MoveAnswer } from './domain/moveBookingSchema'
export { arrivalSentence, arrivalWindowOf, playSentence, type ArrivalWindow } from './domain/arrivalWindow'
export { newBookingReference } from './domain/bookingReference'
export { MAINTENANCE_QUEUE } from './jobs/queues'
export { BOOKINGS_SLUG, BOOKING_REFUNDS_SLUG, BOOKING_SOURCE_LABELS, BOOKING_STATUSES, type BookingStatus } from './types'
// For the staff dashboard's New booking dialog: the body it sends, checked with the endpoint's schema.
export { STAFF_BOOKING_MESSAGES, STAFF_PAYMENTS, staffBookingSchema, type StaffBookingInput, type StaffPayment } from './domain/staffBookingSchema'
export type { BookingPluginOptions } from './types'

/** Slots, capacity, holds, bookings, restrictions, availability, cancellations, refunds and booking e-mails. */
export const bookingPlugin =
  (pluginOptions: BookingPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    const bookings = {
      ...Bookings,
      // Collection endpoints are matched before /api/bookings/:id.
      endpoints: [bookingConfirmationEndpoint, manageBookingEndpoint(options), cancelBookingEndpoint(options), moveBookingEndpoint(options), staffCancelBookingEndpoint],
    }
    const existingAutoRun = Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []
    return {
      ...config,
      collections: [...(config.collections ?? []), bookings, SessionRestrictions, BookingRefunds],
      endpoints: [
        ...(config.endpoints ?? []),
        rangeAvailabilityEndpoint,
        dayAvailabilityEndpoint,
        sessionAvailabilityEndpoint,
        availableSessionsEndpoint,
        createBookingPaymentEndpoint(options),
        staffCreateBookingEndpoint(options),
      ],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          expireHoldsTask(options.expireHoldsCron),
          reconcilePaymentsTask(options.reconcileCron),
          resumeStaffRefundsTask(options.resumeRefundsCron),
          queueRemindersTask(options.remindersCron),
          markNoShowsTask(options.noShowsCron),
          refundBookingTask,
          recordReceiptTask,
          sendBookingEmailTask({ secret: options.secret, siteUrl: options.siteUrl }),
        ],
        autoRun: [
          ...existingAutoRun,
          { cron: options.expireHoldsCron, queue: MAINTENANCE_QUEUE },
          { cron: options.queueCron, queue: PAYMENTS_QUEUE },
        ],
      },
    }
  }
