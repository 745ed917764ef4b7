import { BOOKING_STATUS, isSettled, type BookingStatus } from '@plugins/booking/contract'

/** What /booking-success shows, from the server's booking status and Stripe's `redirect_status`. */
export type ConfirmationState = 'confirmed' | 'processing' | 'failed' | 'released' | 'refunded'

export type ServerBookingStatus = BookingStatus

export function confirmationState(status: ServerBookingStatus, redirectStatus: string | null, refunding = false): ConfirmationState {
  // Paid too late for a slot that filled meanwhile (or after a cancellation): the money goes back.
  if (refunding && !isSettled(status)) return 'refunded'
  switch (status) {
    case BOOKING_STATUS.paid:
    case BOOKING_STATUS.checked_in:
    case BOOKING_STATUS.checked_out:
    // Paid, and its day has passed without a check-in: the payment itself was confirmed.
    case BOOKING_STATUS.no_show:
      return 'confirmed'
    case BOOKING_STATUS.refunded:
      return 'refunded'
    case BOOKING_STATUS.cancelled:
    case BOOKING_STATUS.expired:
      return 'released'
    case BOOKING_STATUS.held:
      // Stripe said the payment failed; otherwise the webhook has not arrived yet, or a bank payment is clearing.
      return redirectStatus === 'failed' ? 'failed' : 'processing'
  }
}

/** The return address's query: Stripe appends `payment_intent_client_secret` and `redirect_status`. */
export function readReturnQuery(search: string): { clientSecret: string | null; redirectStatus: string | null } {
  const params = new URLSearchParams(search)
  const clientSecret = params.get('payment_intent_client_secret')
  return { clientSecret: clientSecret && clientSecret.length <= 300 ? clientSecret : null, redirectStatus: params.get('redirect_status') }
}
