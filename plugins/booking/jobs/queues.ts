export { EMAIL_QUEUE } from '@plugins/email'

/** Job queues of the booking plugin, each worked every minute by every app instance's cron (e-mails by the e-mail plugin). */
export const MAINTENANCE_QUEUE = 'maintenance'
export const PAYMENTS_QUEUE = 'payments'

export const REFUND_BOOKING_TASK = 'refundBooking'
export const RECORD_RECEIPT_TASK = 'recordBookingReceipt'
export const SEND_BOOKING_EMAIL_TASK = 'sendBookingEmail'
export const QUEUE_REMINDERS_TASK = 'queueBookingReminders'
export const RECONCILE_PAYMENTS_TASK = 'reconcilePayments'
export const RESUME_STAFF_REFUNDS_TASK = 'resumeStaffRefunds'
export const MARK_NO_SHOWS_TASK = 'markNoShows'

export const BOOKING_EMAIL_KINDS = ['confirmation', 'reminder', 'cancellation', 'payment_link'] as const
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number]
