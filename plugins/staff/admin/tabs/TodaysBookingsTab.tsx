'use client'

import {
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
import { businessDate } from '@/lib/time/businessDate'
import { longDate } from '@/lib/time/formatDate'
import { slotTotals } from '../../domain/slotTotals'
import { STAFF_REFRESH_MS, type TodaysBookingsAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import { columnsFor, isVisitStatus } from './todaysBookings/bookingColumns'
import { BookingsTable } from './todaysBookings/BookingsTable'
import { BookingsToolbar } from './todaysBookings/BookingsToolbar'
import { DATE, DayBar } from './todaysBookings/DayBar'
import { SlotTotalsTable } from './todaysBookings/SlotTotalsTable'

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

  const dayBar = <DayBar day={day} today={today} dayId={dayId} showDay={showDay} />

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
      <BookingsToolbar
        filterId={filterId}
        statusId={statusId}
        globalFilter={globalFilter}
        setGlobalFilter={setGlobalFilter}
        status={status}
        showStatus={showStatus}
        dayIsOver={dayIsOver}
      />
      {rows.length === 0 ? (
        <EmptyState title={day === today ? 'No bookings today' : `No bookings on ${dayName}`}>
          {day === today ? 'Paid bookings and walk-ins for today appear here.' : 'Paid bookings and walk-ins for this day appear here.'}
        </EmptyState>
      ) : (
        <div className={`${css.tableWrap} ${css.printArea}`}>
          <BookingsTable
            table={table}
            shown={shown}
            caption={
              <>
                {day === today ? 'Today’s bookings' : `Bookings for ${dayName}`}: {shown.length} of {rows.length}
              </>
            }
          />
          <SlotTotalsTable totals={totals} />
        </div>
      )}
    </div>
  )
}
