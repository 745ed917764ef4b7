import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { paymentProvider } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import { BOOKINGS_SLUG } from '../types'
import { applyPaymentEvent } from './applyPaymentEvent'
import { flagForStaff } from './flagForStaff'

export type ReconcileReport = { checked: number; repaired: number; flagged: number; failed: number }

const LOOKBACK_HOURS = 72

/**
 * Compares recent bookings with what the payment provider knows and repairs what a lost webhook
 * left behind, through the same exactly-once event path (a later real webhook then finds the
 * booking already settled). A paid booking whose payment the provider no longer shows as
 * succeeded is flagged for staff, never changed.
 */
export async function reconcilePayments(payload: Payload, now: Date = new Date()): Promise<ReconcileReport> {
  const provider = paymentProvider(payload)
  const since = new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000).toISOString()
  const { docs } = await payload.find({
    collection: BOOKINGS_SLUG,
    where: {
      and: [
        { createdAt: { greater_than_equal: since } },
        { paymentProvider: { equals: provider.name } },
        { paymentReference: { exists: true } },
        { status: { in: ['held', 'expired', 'cancelled', 'paid', 'no_show'] } },
        { refundedAt: { exists: false } },
      ],
    },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const report: ReconcileReport = { checked: 0, repaired: 0, flagged: 0, failed: 0 }
  for (const booking of docs) {
    report.checked += 1
    try {
      const result = await reconcileOne(payload, provider, booking)
      if (result === 'repaired') report.repaired += 1
      if (result === 'flagged') report.flagged += 1
    } catch (error) {
      report.failed += 1
      payload.logger.warn({ err: error, booking: booking.id, msg: 'payment reconciliation failed for this booking' })
    }
  }
  return report
}

async function reconcileOne(
  payload: Payload,
  provider: ReturnType<typeof paymentProvider>,
  booking: Booking,
): Promise<'repaired' | 'flagged' | 'ok'> {
  const intent = await provider.retrieveIntent(booking.paymentReference!)
  const event = {
    provider: provider.name,
    intentId: intent.id,
    amountPence: intent.amountPence,
    currency: intent.currency,
    metadata: { bookingId: String(booking.id) },
  }

  // A no-show was paid too: its money is checked the same way.
  if (booking.status === 'paid' || booking.status === 'no_show') {
    if (intent.status === 'succeeded' && intent.amountPence === booking.finalAmountPence) return 'ok'
    const note = `Reconciliation: the provider shows payment ${intent.id} as ${intent.status} (${intent.amountPence}p) while this booking is ${booking.status === 'paid' ? 'paid' : 'a paid no-show'}. Check it.`
    return (await flagForStaff(payload, booking.id, note)) === 'flagged' ? 'flagged' : 'ok'
  }
  if (intent.status === 'succeeded' && !booking.refundDuePence) {
    const outcome = await applyPaymentEvent(await createLocalReq({}, payload), {
      ...event,
      eventId: `reconcile_${intent.id}_succeeded`,
      type: 'payment_succeeded',
    })
    return outcome.status === 'applied' ? 'repaired' : 'ok'
  }
  if (intent.status === 'canceled' && booking.status === 'held') {
    const outcome = await applyPaymentEvent(await createLocalReq({}, payload), {
      ...event,
      eventId: `reconcile_${intent.id}_canceled`,
      type: 'payment_canceled',
    })
    return outcome.status === 'applied' ? 'repaired' : 'ok'
  }
  return 'ok'
}
