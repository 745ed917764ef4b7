import type { Payload } from 'payload'
import type { PaymentLine } from '@/lib/plugins/contributions'
import { rangeInstants } from '../domain/reportPeriods'
import type { ReportPaymentKind, ReportPaymentRow } from '../domain/reportRows'
import { fromReportParts } from './reportFigures'

const inTimeOrder = (a: PaymentLine, b: PaymentLine) =>
  a.instant < b.instant
    ? -1
    : a.instant > b.instant
      ? 1
      : a.kind < b.kind
        ? -1
        : a.kind > b.kind
          ? 1
          : a.reference < b.reference
            ? -1
            : a.reference > b.reference
              ? 1
              : 0

/**
 * Every payment and refund whose money moved from `from` to `to` (London dates, inclusive), in
 * time order: bookings (card, desk, session credits, gift voucher, complimentary), credit packs, gift voucher
 * sales (money taken when the voucher is paid for; a booking's voucher part is not money again), and their
 * refunds as negative amounts. Each owning plugin's report part reads its range through an index on
 * its instant, the same instants as the report summary's, so the file sums to its net figure for the same range.
 */
export async function reportPayments(payload: Payload, from: string, to: string): Promise<ReportPaymentRow[]> {
  const range = rangeInstants(from, to)
  const lines = await fromReportParts(payload, (part) => part.payments?.(payload, range))
  return lines.sort(inTimeOrder).map(({ instant: _instant, at, kind, ...line }) => ({ at, kind: kind as ReportPaymentKind, ...line }))
}
