/** What /booking-success shows, from the server's booking status and Stripe's `redirect_status`. */
export type ConfirmationState = 'confirmed' | 'processing' | 'failed' | 'released' | 'refunded'

export type ServerBookingStatus = 'held' | 'paid' | 'checked_in' | 'checked_out' | 'cancelled' | 'expired' | 'refunded' | 'no_show'

export function confirmationState(status: ServerBookingStatus, redirectStatus: string | null, refunding = false): ConfirmationState {
  // Paid too late for a slot that filled meanwhile (or after a cancellation): the money goes back.
  if (refunding && status !== 'paid' && status !== 'checked_in' && status !== 'checked_out' && status !== 'no_show') return 'refunded'
  switch (status) {
    case 'paid':
    case 'checked_in':
    case 'checked_out':
    // Paid, and its day has passed without a check-in: the payment itself was confirmed.
    case 'no_show':
      return 'confirmed'
    case 'refunded':
      return 'refunded'
    case 'cancelled':
    case 'expired':
      return 'released'
    case 'held':
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
