'use client'

import Link from 'next/link'
import { createColumnHelper } from '@tanstack/react-table'
import { BOOKING_STATUS } from '@plugins/booking/contract'
import { formatPence } from '@/lib/money'
import type { TodaysBooking } from '../../../domain/staffApi'
import * as css from '../../staff.css'
import { UndoNoShowDialog } from '../UndoNoShowDialog'

export const STATUS_LABEL: Record<TodaysBooking['visitStatus'], string> = {
  expected: 'Expected',
  playing: 'Playing',
  left: 'Left',
  no_show: 'No-show',
  cancelled: 'Cancelled',
}
const STATUS_TONE = { expected: 'grey', playing: 'green', left: 'yellow', no_show: 'red', cancelled: 'red' } as const
export const isVisitStatus = (value: string | null): value is TodaysBooking['visitStatus'] => value !== null && value in STATUS_LABEL
/** On a day that is over, a paid booking was never checked in (the no-show job marks it after midnight). */
export const statusLabel = (status: TodaysBooking['visitStatus'], dayIsOver: boolean) =>
  status === 'expected' && dayIsOver ? 'Not checked in' : STATUS_LABEL[status]
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })
const time = (value: string | null) => (value ? clock.format(new Date(value)) : '—')

const column = createColumnHelper<TodaysBooking>()
/** The day's bookings table: who, slot, party, amount, visit status (with undo for a no-show), in and out. */
export function columnsFor(dayIsOver: boolean, refresh: () => void) {
  return [
    // Found by name, reference or e-mail; sorted by name.
    column.accessor((row) => `${row.customerName} ${row.reference} ${row.customerEmail}`, {
      id: 'customer',
      header: 'Name',
      sortingFn: (a, b) => a.original.customerName.localeCompare(b.original.customerName),
      cell: ({ row }) => (
        <>
          <Link href={`/admin/collections/bookings/${row.original.id}`}>{row.original.customerName}</Link>
          <div className={css.subtle}>{row.original.reference}</div>
          {row.original.inStorePaymentToConfirm ? <span className={css.badge.yellow}>Walk-in: confirm in-store payment</span> : null}
        </>
      ),
    }),
    column.accessor('timeSlot', { header: 'Slot' }),
    column.accessor('numberOfChildren', { header: 'Children', meta: { numeric: true } }),
    column.accessor('numberOfAdults', { header: 'Adults', meta: { numeric: true } }),
    column.accessor('totalAmount', { header: 'Amount', cell: ({ getValue }) => formatPence(getValue()), meta: { numeric: true } }),
    column.accessor('visitStatus', {
      header: 'Status',
      cell: ({ getValue, row }) => (
        <div className={css.stack}>
          <span className={css.badge[STATUS_TONE[getValue()]]}>{statusLabel(getValue(), dayIsOver)}</span>
          {getValue() === BOOKING_STATUS.no_show ? <UndoNoShowDialog booking={row.original} onUndone={refresh} /> : null}
        </div>
      ),
      filterFn: 'equalsString',
    }),
    column.accessor('checkedInAt', { header: 'In', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
    column.accessor('checkedOutAt', { header: 'Out', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
  ]
}
