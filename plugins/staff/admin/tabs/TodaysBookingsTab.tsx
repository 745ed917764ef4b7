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
import { useSearchParams } from 'next/navigation'
import { useCallback, useId, useMemo, useState, type ReactElement } from 'react'
import useSWR from 'swr'
import { formatPence } from '@/lib/money'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { longDate } from '@/lib/time/formatDate'
import { slotTotals } from '../../domain/slotTotals'
import { STAFF_REFRESH_MS, type TodaysBooking, type TodaysBookingsAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import { UndoNoShowDialog } from './UndoNoShowDialog'

const STATUS_LABEL: Record<TodaysBooking['visitStatus'], string> = {
  expected: 'Expected',
  playing: 'Playing',
  left: 'Left',
  no_show: 'No-show',
  cancelled: 'Cancelled',
}
const STATUS_TONE = { expected: 'grey', playing: 'green', left: 'yellow', no_show: 'red', cancelled: 'red' } as const
const isVisitStatus = (value: string | null): value is TodaysBooking['visitStatus'] => value !== null && value in STATUS_LABEL
/** On a day that is over, a paid booking was never checked in (the no-show job marks it after midnight). */
const statusLabel = (status: TodaysBooking['visitStatus'], dayIsOver: boolean) =>
  status === 'expected' && dayIsOver ? 'Not checked in' : STATUS_LABEL[status]
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hour12: true })
const time = (value: string | null) => (value ? clock.format(new Date(value)) : '—')
const DATE = /^\d{4}-\d{2}-\d{2}$/

const column = createColumnHelper<TodaysBooking>()
function columnsFor(dayIsOver: boolean, refresh: () => void) {
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
          {getValue() === 'no_show' ? <UndoNoShowDialog booking={row.original} onUndone={refresh} /> : null}
        </div>
      ),
      filterFn: 'equalsString',
    }),
    column.accessor('checkedInAt', { header: 'In', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
    column.accessor('checkedOutAt', { header: 'Out', cell: ({ getValue }) => time(getValue()), sortUndefined: 'last' }),
  ]
}

/**
 * Today's bookings by slot, or another day's (`?date=` in the address, so the Overview links to
 * yesterday's no-shows): find, sort, filter by status (`?status=`), undo a no-show, print.
 */
export function TodaysBookingsTab(): ReactElement {
  const searchParams = useSearchParams()
  const requested = searchParams.get('date')
  const chosen = requested && DATE.test(requested) ? requested : null
  const { data, error, isLoading, mutate } = useSWR<TodaysBookingsAnswer>(`/api/admin/todays-bookings${chosen ? `?date=${chosen}` : ''}`, {
    refreshInterval: STAFF_REFRESH_MS.lists,
  })
  const today = data?.today ?? businessDate()
  const day = chosen ?? today
  const dayIsOver = day < today
  const [sorting, setSorting] = useState<SortingState>([])
  const [globalFilter, setGlobalFilter] = useState('')
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>(() => {
    const status = searchParams.get('status')
    return isVisitStatus(status) ? [{ id: 'visitStatus', value: status }] : []
  })
  const filterId = useId()
  const statusId = useId()
  const dayId = useId()
  const rows = useMemo(() => (data && data.date === day ? data.bookings : []), [data, day])
  const refresh = useCallback(() => void mutate(), [mutate])
  const columns = useMemo(() => columnsFor(dayIsOver, refresh), [dayIsOver, refresh])
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

  // The day and the status filter live in the address, like the tab: a reload or a shared link keeps them.
  const setParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams.toString())
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value)
      else params.delete(name)
    }
    window.history.replaceState(null, '', `?${params.toString()}`)
  }
  const showDay = (date: string) => setParams({ date: date === today ? null : date })
  const showStatus = (value: string) => {
    setColumnFilters(value ? [{ id: 'visitStatus', value }] : [])
    setParams({ status: value || null })
  }
  const dayName = day === today ? 'Today' : longDate(day)

  const dayBar = (
    <div className={`${css.row} ${css.noPrint}`} role="group" aria-label="Day shown">
      <button type="button" className={css.button} onClick={() => showDay(addBusinessDays(day, -1))}>
        ← Previous day
      </button>
      <button type="button" className={css.button} onClick={() => showDay(today)} disabled={day === today}>
        Today
      </button>
      <button type="button" className={css.button} onClick={() => showDay(addBusinessDays(day, 1))}>
        Next day →
      </button>
      <label htmlFor={dayId}>Day</label>
      <input
        id={dayId}
        className={css.input}
        type="date"
        value={day}
        onChange={(event) => (DATE.test(event.target.value) ? showDay(event.target.value) : undefined)}
      />
    </div>
  )

  if (error) {
    return (
      <div className={css.panel}>
        {dayBar}
        <ErrorState
          title={day === today ? 'Could not load today’s bookings' : `Could not load the bookings for ${dayName}`}
          error={error}
          onRetry={refresh}
        />
      </div>
    )
  }
  if (isLoading || !data || data.date !== day) {
    return (
      <div className={css.panel}>
        {dayBar}
        <LoadingState label={day === today ? 'Loading today’s bookings' : `Loading the bookings for ${dayName}`} />
      </div>
    )
  }

  const status = (columnFilters.find((filter) => filter.id === 'visitStatus')?.value as string | undefined) ?? ''
  const shown = table.getRowModel().rows
  const totals = slotTotals(shown.map((row) => row.original))

  return (
    <div className={css.panel}>
      {dayBar}
      <div className={`${css.row} ${css.noPrint}`}>
        <label htmlFor={filterId}>Find</label>
        <input
          id={filterId}
          className={css.input}
          type="search"
          value={globalFilter}
          onChange={(event) => setGlobalFilter(event.target.value)}
          placeholder="Name, e-mail, reference"
        />
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} className={css.input} value={status} onChange={(event) => showStatus(event.target.value)}>
          <option value="">All</option>
          {Object.keys(STATUS_LABEL)
            .filter(isVisitStatus)
            .map((value) => (
              <option key={value} value={value}>
                {statusLabel(value, dayIsOver)}
              </option>
            ))}
        </select>
        <button type="button" className={css.button} onClick={() => window.print()}>
          Print
        </button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={day === today ? 'No bookings today' : `No bookings on ${dayName}`}>
          {day === today ? 'Paid bookings and walk-ins for today appear here.' : 'Paid bookings and walk-ins for this day appear here.'}
        </EmptyState>
      ) : (
        <div className={`${css.tableWrap} ${css.printArea}`}>
          <table className={css.table}>
            <caption className={css.subtle}>
              {day === today ? 'Today’s bookings' : `Bookings for ${dayName}`}: {shown.length} of {rows.length}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted()
                    const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={numeric ? css.numeric : undefined}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                      >
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
                    <td
                      key={cell.id}
                      className={(cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric ? css.numeric : undefined}
                    >
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
