import { recordReceiptTask } from './jobs/recordReceiptTask'
import { BookingRefunds } from './collections/BookingRefunds'
import type { CollectionAfterDeleteHook, Config } from 'payload'
import { bookingFreedPlaces, restrictionFreedPlaces } from './operations/freedPlacesHooks'
import { waitingChildrenEntry } from './operations/waitingReservations'
import { contribute } from '@/lib/plugins/contributions'
import { Bookings } from './collections/Bookings'
import { bookingContributions } from './contributions'
import { SessionRestrictions } from './collections/SessionRestrictions'
import { promoCodesCollection } from './collections/PromoCodes'
import { checkPromoCodeEndpoint } from './endpoints/checkPromoCode'
import {
  availableSessionsEndpoint,
  dayAvailabilityEndpoint,
  rangeAvailabilityEndpoint,
  sessionAvailabilityEndpoint,
} from './endpoints/availability'
import { createBookingPaymentEndpoint } from './endpoints/createBookingPayment'
import { bookingConfirmationEndpoint, cancelBookingEndpoint, manageBookingEndpoint, moveBookingEndpoint } from './endpoints/selfService'
import { payByLinkEndpoint } from './endpoints/payByLink'
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
// For the check-in plugin: visits change bookings under the same per-booking lock (the booking
// read under it, or null), and walk-ins take places under the same per-slot lock and count, from
// the same CMS schedule; the kiosk's lookup of the tickets the door deals with.
export { lockedBooking } from './operations/bookingLock'
export { lockSlot, occupiedChildren, tryLockSlot } from './operations/slotOccupancy'
export { findTickets, type TicketSearch } from './operations/findTickets'
// For the waiting list: a session's places left, under its slot lock (ADR 0026).
export { sessionPlaces, type SessionPlaces } from './operations/sessionPlaces'
// For the vouchers plugin, through its options (it sits below booking): which bookings are still being paid for.
export { bookingsBeingPaid } from './operations/bookingsBeingPaid'
// For the venue's metrics: a day's bookings by status, and those flagged for staff.
export { bookingMetrics, type BookingMetrics } from './operations/bookingMetrics'
export { loadDays } from './operations/loadDay'
export {
  blockForPrivateHire,
  blockSlot,
  releasePrivateHire,
  unblockSlot,
  upcomingRestrictions,
  type BlockResult,
} from './operations/sessionRestrictions'
export { buildDayView, loadDayViews, type DayView, type SessionView } from './operations/dayView'
export { slotBookings, type SlotBooking } from './operations/slotBookings'
// For the staff dashboard's resend button: the confirmation e-mail queued again, for the statuses that have one.
export { queueBookingEmail } from './operations/queueBookingJobs'
export { RESENDABLE_STATUSES } from './operations/sendBookingEmail'
// For the staff dashboard: the no-show job's operation, and staff's undo of a no-show.
export { markNoShows } from './operations/markNoShows'
export { cancelBookingByStaff, type StaffCancelRequest } from './operations/cancelBookingByStaff'
export { runQueuedRefund } from './operations/runQueuedRefund'
export {
  createWalkInBooking,
  writeInStorePayment,
  writeVisitToBooking,
  type VisitChange,
  type WalkInBooking,
} from './operations/visitWrites'
export { staffRefund } from './operations/staffRefund'
export { undoNoShow, type UndoNoShowResult } from './operations/undoNoShow'
// For the staff reports: the bookings file's rows, and how many families ever paid for a booking.
export { bookingsReport, countCustomers, type BookingReportRow } from './operations/bookingsReport'
// For the staff payment search: bookings by the customer's folded name, as payment records.
export { searchBookingPayments, type BookingPaymentRecord, type FoldedNameSearch } from './operations/searchBookingPayments'
// For how busy it is now (the occupancy plugin): children still to come today, and past days' check-in times.
export { checkInTimes, childrenStillToCome, type CheckInTime } from './operations/occupancyReads'
// For the staff dashboard: a day's bookings, who is playing now, and the calendar's blocks.
export { bookingsOfDay, checkedInBookings, restrictionsBetween, type DayListBooking } from './operations/deskReads'
// For the door: a day's sessions and arrival window, and moving a booking between sessions under their slot locks.
export { buildDayPlan, loadDayPlan, type DayPlan, type PlannedSession } from './operations/dayPlan'
export { reseatBooking, type ReseatResult, type SeatTarget } from './operations/reseatBooking'
// For the door: the places a normal day's waiting list keeps in a session, which reseats and walk-ins leave to it (ADR 0033).
export { placesKeptForWaitingList } from './operations/waitingReservations'
// For the staff dashboard: moving a booking to another day or session (the family's call is the booking plugin's own).
export { moveBooking, type MoveRequest, type MoveResult } from './operations/moveBooking'
export { moveAnswer } from './endpoints/moveAnswer'
export { newBookingReference } from './domain/bookingReference'
// For the waiting list (ADR 0026): freed places held for the next family, paid through the pay-by-link page.
export { holdOfferForWaitingList, type OfferHoldResult, type WaitingListOffer } from './operations/holdWaitingListOffer'
export type { PlacesFreed, Seat, WaitingChildren } from './types'
export { MAINTENANCE_QUEUE } from './jobs/queues'
// Everything client-safe (types, constants, schemas, pure functions) is also the server's.
export * from './contract'
export type { BookingPluginOptions } from './types'

/** Slots, capacity, holds, bookings, restrictions, availability, cancellations, refunds and booking e-mails. */
export const bookingPlugin =
  (pluginOptions: BookingPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    const bookings = {
      ...Bookings,
      // Places given back are offered to the waiting list in the same transaction (ADR 0033).
      hooks: { ...Bookings.hooks, afterChange: [...(Bookings.hooks?.afterChange ?? []), bookingFreedPlaces(options.placesFreed)] },
      // Collection endpoints are matched before /api/bookings/:id.
      endpoints: [
        bookingConfirmationEndpoint,
        manageBookingEndpoint(options),
        cancelBookingEndpoint(options),
        moveBookingEndpoint(options),
        payByLinkEndpoint(options),
        staffCancelBookingEndpoint,
      ],
    }
    const existingAutoRun = Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        bookings,
        {
          ...SessionRestrictions,
          hooks: {
            ...SessionRestrictions.hooks,
            afterDelete: [
              ...(SessionRestrictions.hooks?.afterDelete ?? []),
              restrictionFreedPlaces(options.placesFreed) as CollectionAfterDeleteHook,
            ],
          },
        },
        BookingRefunds,
        promoCodesCollection([checkPromoCodeEndpoint(options)]),
      ],
      // Its part of a person's data, the reports and "Needs attention" (src/lib/plugins/contributions.ts).
      custom: { ...contribute(config.custom, bookingContributions), ...waitingChildrenEntry(options.waitingChildren) },
      endpoints: [
        ...(config.endpoints ?? []),
        rangeAvailabilityEndpoint(options),
        dayAvailabilityEndpoint(options),
        sessionAvailabilityEndpoint(options),
        availableSessionsEndpoint(options),
        createBookingPaymentEndpoint(options),
        staffCreateBookingEndpoint(options),
      ],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          expireHoldsTask(options.expireHoldsCron, options.placesFreed),
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
