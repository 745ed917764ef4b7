/** Job queues of the booking plugin; each is worked every minute by every app instance's cron. */
export const MAINTENANCE_QUEUE = 'maintenance'
export const PAYMENTS_QUEUE = 'payments'
export const EMAIL_QUEUE = 'emails'

export const BOOKING_QUEUES = [MAINTENANCE_QUEUE, PAYMENTS_QUEUE, EMAIL_QUEUE] as const

export const REFUND_BOOKING_TASK = 'refundBooking'
export const SEND_BOOKING_EMAIL_TASK = 'sendBookingEmail'
export const QUEUE_REMINDERS_TASK = 'queueBookingReminders'
export const RECONCILE_PAYMENTS_TASK = 'reconcilePayments'

export const BOOKING_EMAIL_KINDS = ['confirmation', 'reminder', 'cancellation'] as const
export type BookingEmailKind = (typeof BOOKING_EMAIL_KINDS)[number]
