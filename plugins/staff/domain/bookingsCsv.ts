import type { TodaysBooking } from './staffApi'

const COLUMNS: [string, (row: TodaysBooking) => string | number][] = [
  ['Reference', (row) => row.reference],
  ['Name', (row) => row.customerName],
  ['E-mail', (row) => row.customerEmail],
  ['Phone', (row) => row.customerPhone ?? ''],
  ['Slot', (row) => row.timeSlot],
  ['Children', (row) => row.numberOfChildren],
  ['Adults', (row) => row.numberOfAdults],
  ['Amount (GBP)', (row) => (row.totalAmount / 100).toFixed(2)],
  ['Status', (row) => row.visitStatus],
  ['Checked in', (row) => row.checkedInAt ?? ''],
  ['Checked out', (row) => row.checkedOutAt ?? ''],
  ['In-store payment to confirm', (row) => (row.inStorePaymentToConfirm ? 'yes' : '')],
]

/** One CSV cell: quoted, and a leading = + - @ (a formula to a spreadsheet) made plain text. */
export function csvCell(value: string | number): string {
  let cell = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`
  return `"${cell.replace(/"/g, '""')}"`
}

export function toCsv(rows: TodaysBooking[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)), ...rows.map((row) => COLUMNS.map(([, value]) => csvCell(value(row))))]
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`
}
