import { readApiFailure } from './bookingApi'

export type PaymentResult = { ok: true } | { ok: false; message: string }

/** The provider's own message for a failed payment, not our transport's "<status>: <body>". */
export function paymentFailureMessage(error: unknown): string {
  const failure = readApiFailure(error)
  if (failure?.message) return failure.message
  return error instanceof Error && error.message ? error.message : 'The payment did not go through. Please try again.'
}
