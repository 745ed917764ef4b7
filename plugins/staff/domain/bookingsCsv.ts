import { csvFile, poundsCell, type CsvColumns } from './csv'
import type { TodaysBooking } from './staffApi'

const COLUMNS: CsvColumns<TodaysBooking> = [
  ['Reference', (row) => row.reference],
  ['Name', (row) => row.customerName],
  ['E-mail', (row) => row.customerEmail],
  ['Phone', (row) => row.customerPhone ?? ''],
  ['Slot', (row) => row.timeSlot],
  ['Children', (row) => row.numberOfChildren],
  ['Adults', (row) => row.numberOfAdults],
  ['Amount (GBP)', (row) => poundsCell(row.totalAmount)],
  ['Status', (row) => row.visitStatus],
  ['Checked in', (row) => row.checkedInAt ?? ''],
  ['Checked out', (row) => row.checkedOutAt ?? ''],
  ['In-store payment to confirm', (row) => (row.inStorePaymentToConfirm ? 'yes' : '')],
]

/** A day's bookings as the Overview's export downloads them. */
export const toCsv = (rows: TodaysBooking[]): string => csvFile(COLUMNS, rows)
