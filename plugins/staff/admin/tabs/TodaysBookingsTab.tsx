'use client'

import Link from 'next/link'
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table'
import { useId, useMemo, useState, type ReactElement } from 'react'
import useSWR from 'swr'
import { formatPence } from '@/lib/money'
import { slotTotals } from '../../domain/slotTotals'
import { STAFF_REFRESH_MS, type TodaysBooking, type TodaysBookingsAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'

const STATUS_LABEL: Record<TodaysBooking['visitStatus'], string> = { expected: 'Expected', playing: 'Playing', left: 'Left', cancelled: 'Cancelled' }
const STATUS_TONE = { expected: 'grey', playing: 'green', left: 'yellow', cancelled: 'red' } as const
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hour12: true })
const time = (value: string | null) => (value ? clock.format(new Date(value)) : '—')

const column = createColumnHelper<TodaysBooking>()
const columns = [
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
    cell: ({ getValue }) => <span className={css.badge[STATUS_TONE[getValue()]]}>{STATUS_LABEL[getValue()]}</span>,
    filterFn: 'equalsString',
  }),
  column.accessor('checkedInAt', { header: 'In', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
  column.accessor('checkedOutAt', { header: 'Out', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
]

export function TodaysBookingsTab(): ReactElement {
  const { data, error, isLoading, mutate } = useSWR<TodaysBookingsAnswer>('/api/admin/todays-bookings', { refreshInterval: STAFF_REFRESH_MS.lists })
  const [sorting, setSorting] = useState<SortingState>([])
  const [globalFilter, setGlobalFilter] = useState('')
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([])
  const filterId = useId()
  const statusId = useId()
  const rows = useMemo(() => data?.bookings ?? [], [data])
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, globalFilter, columnFilters },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  })

  if (error) return <ErrorState title="Could not load today’s bookings" error={error} onRetry={() => void mutate()} />
  if (isLoading || !data) return <LoadingState label="Loading today’s bookings" />

  const status = (columnFilters.find((filter) => filter.id === 'visitStatus')?.value as string | undefined) ?? ''
  const shown = table.getRowModel().rows
  const totals = slotTotals(shown.map((row) => row.original))

  return (
    <div className={css.panel}>
      <div className={`${css.row} ${css.noPrint}`}>
        <label htmlFor={filterId}>Find</label>
        <input id={filterId} className={css.input} type="search" value={globalFilter} onChange={(event) => setGlobalFilter(event.target.value)} placeholder="Name, e-mail, reference" />
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          className={css.input}
          value={status}
          onChange={(event) => setColumnFilters(event.target.value ? [{ id: 'visitStatus', value: event.target.value }] : [])}
        >
          <option value="">All</option>
          {Object.entries(STATUS_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="button" className={css.button} onClick={() => window.print()}>
          Print
        </button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No bookings today">Paid bookings and walk-ins for today appear here.</EmptyState>
      ) : (
        <div className={`${css.tableWrap} ${css.printArea}`}>
          <table className={css.table}>
            <caption className={css.subtle}>
              Today’s bookings: {shown.length} of {rows.length}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted()
                    const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric
                    return (
                      <th key={header.id} scope="col" className={numeric ? css.numeric : undefined} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                        <button type="button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </button>
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={(cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric ? css.numeric : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <table className={css.table}>
            <caption className={css.subtle}>Totals per slot (not counting cancelled)</caption>
            <thead>
              <tr>
                <th scope="col">Slot</th>
                <th scope="col" className={css.numeric}>
                  Bookings
                </th>
                <th scope="col" className={css.numeric}>
                  Children
                </th>
                <th scope="col" className={css.numeric}>
                  Adults
                </th>
                <th scope="col" className={css.numeric}>
                  Money
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.map((total) => (
                <tr key={total.timeSlot}>
                  <th scope="row">{total.timeSlot}</th>
                  <td className={css.numeric}>{total.bookings}</td>
                  <td className={css.numeric}>{total.children}</td>
                  <td className={css.numeric}>{total.adults}</td>
                  <td className={css.numeric}>{formatPence(total.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
