import type { BookingReportRow } from '@plugins/booking'
/** One booking in `bookings.csv`: booking says what a row holds. */
export type ReportBookingRow = BookingReportRow

export type ReportPaymentKind =
  | 'booking'
  | 'credit_pack'
  | 'gift_voucher'
  | 'party_deposit'
  | 'party_balance'
  | 'booking_refund'
  | 'credit_pack_refund'
  | 'gift_voucher_refund'
  | 'party_refund'

/** One movement of money in `payments.csv`: a payment taken, or a refund (negative). */
export type ReportPaymentRow = {
  at: string
  kind: ReportPaymentKind
  provider: string
  reference: string
  name: string
  email: string
  pence: number
  creditsUsed: number
  credits: number
  /** Pence of a booking paid by gift voucher (not money taken: the voucher's sale was). */
  voucherPence: number
  providerReference: string
  sessionDate: string
}

/** How a payment was made, from the provider a booking or pack records (ADR 8; free and complimentary bookings; gift vouchers, ADR 25). */
export function paymentMethod(provider: string, creditsUsed: number, voucherPence = 0): string {
  if (voucherPence > 0 && provider === 'free') return 'Gift voucher'
  const method = cardOrOther(provider, creditsUsed)
  return voucherPence > 0 ? `${method} + gift voucher` : method
}

function cardOrOther(provider: string, creditsUsed: number): string {
  switch (provider) {
    case 'stripe':
      return 'Card'
    case 'test':
      return 'Card (test provider)'
    case 'in_store':
      return 'Desk'
    case 'cash':
      return 'Desk (cash)'
    case 'card':
      return 'Desk (card)'
    case 'complimentary':
      return 'Complimentary'
    case 'free':
      return creditsUsed > 0 ? 'Session credits' : 'Free'
    default:
      return provider
  }
}

export const PAYMENT_KIND_LABEL: Record<ReportPaymentKind, string> = {
  booking: 'Booking',
  credit_pack: 'Credit pack',
  gift_voucher: 'Gift voucher sale',
  party_deposit: 'Party deposit',
  party_balance: 'Party balance',
  booking_refund: 'Booking refund',
  credit_pack_refund: 'Credit pack refund',
  gift_voucher_refund: 'Gift voucher refund',
  party_refund: 'Party refund',
}
