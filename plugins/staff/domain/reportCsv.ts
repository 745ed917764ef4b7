import { csvFile, poundsCell, type CsvColumns } from './csv'
import { PAYMENT_KIND_LABEL, paymentMethod, type ReportBookingRow, type ReportPaymentRow } from './reportRows'

const BOOKING_COLUMNS: CsvColumns<ReportBookingRow> = [
  ['Reference', (row) => row.reference],
  ['Session date', (row) => row.date],
  ['Session', (row) => row.slot],
  ['Status', (row) => row.status],
  ['Source', (row) => row.source],
  ['Booked at', (row) => row.takenAt],
  ['Name', (row) => row.name],
  ['E-mail', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Children', (row) => row.children],
  ['Adults', (row) => row.adults],
  ['Tickets', (row) => row.tickets],
  ['Price (GBP)', (row) => poundsCell(row.originalPence)],
  ['Credit savings (GBP)', (row) => poundsCell(row.creditSavingsPence)],
  ['Credits used', (row) => row.creditsUsed],
  ['Promo code', (row) => row.promoCode],
  ['Promo discount (GBP)', (row) => poundsCell(row.promoDiscountPence)],
  ['Gift voucher', (row) => row.voucherCode],
  ['Paid by gift voucher (GBP)', (row) => poundsCell(row.voucherPence)],
  ['Paid (GBP)', (row) => poundsCell(row.paidPence)],
  ['Payment method', (row) => paymentMethod(row.provider, row.creditsUsed, row.voucherPence)],
  ['Payment reference', (row) => row.paymentReference],
  ['Refunded (GBP)', (row) => poundsCell(row.refundedPence)],
  ['Checked in', (row) => row.checkedInAt],
  ['Checked out', (row) => row.checkedOutAt],
  ['No-show', (row) => row.noShowAt],
  ['Cancelled', (row) => row.cancelledAt],
]

const PAYMENT_COLUMNS: CsvColumns<ReportPaymentRow> = [
  ['Date and time', (row) => row.at],
  ['Type', (row) => PAYMENT_KIND_LABEL[row.kind]],
  ['Method', (row) => paymentMethod(row.provider, row.creditsUsed, row.voucherPence)],
  ['Reference', (row) => row.reference],
  ['Name', (row) => row.name],
  ['E-mail', (row) => row.email],
  ['Amount (GBP)', (row) => poundsCell(row.pence)],
  ['Session credits used', (row) => row.creditsUsed || null],
  ['Credits in pack', (row) => row.credits || null],
  ['Paid by gift voucher (GBP)', (row) => (row.voucherPence ? poundsCell(row.voucherPence) : null)],
  ['Provider reference', (row) => row.providerReference],
  ['Session date', (row) => row.sessionDate],
]

export const bookingsReportCsv = (rows: readonly ReportBookingRow[]): string => csvFile(BOOKING_COLUMNS, rows)
export const paymentsReportCsv = (rows: readonly ReportPaymentRow[]): string => csvFile(PAYMENT_COLUMNS, rows)
