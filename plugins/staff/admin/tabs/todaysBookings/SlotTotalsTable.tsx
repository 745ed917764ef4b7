'use client'

import type { ReactElement } from 'react'
import { formatPence } from '@/lib/money'
import type { SlotTotal } from '../../../domain/slotTotals'
import * as css from '../../staff.css'

/** Bookings, children, adults and money per slot (the bookings shown, not counting cancelled). */
export function SlotTotalsTable({ totals }: { totals: SlotTotal[] }): ReactElement {
  return (
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
  )
}
