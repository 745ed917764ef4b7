'use client'

import { flexRender, type Row, type Table } from '@tanstack/react-table'
import type { ReactElement, ReactNode } from 'react'
import type { TodaysBooking } from '../../../domain/staffApi'
import * as css from '../../staff.css'

const isNumeric = (meta: unknown) => (meta as { numeric?: boolean } | undefined)?.numeric

/** The bookings shown, in a table whose column headers sort it. */
export function BookingsTable({
  table,
  shown,
  caption,
}: {
  table: Table<TodaysBooking>
  shown: Row<TodaysBooking>[]
  caption: ReactNode
}): ReactElement {
  return (
    <table className={css.table}>
      <caption className={css.subtle}>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted()
              const numeric = isNumeric(header.column.columnDef.meta)
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
              <td key={cell.id} className={isNumeric(cell.column.columnDef.meta) ? css.numeric : undefined}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
