import type { TodaysBooking } from './staffApi'

export type SlotTotal = { timeSlot: string; bookings: number; children: number; adults: number; amount: number }

/** Per slot, in the rows' order: everyone booked and paid, whether they came or not (cancelled bookings are not counted). */
export function slotTotals(rows: TodaysBooking[]): SlotTotal[] {
  const totals = new Map<string, SlotTotal>()
  for (const row of rows) {
    if (row.visitStatus === 'cancelled') continue
    const total = totals.get(row.timeSlot) ?? { timeSlot: row.timeSlot, bookings: 0, children: 0, adults: 0, amount: 0 }
    total.bookings += 1
    total.children += row.numberOfChildren
    total.adults += row.numberOfAdults
    total.amount += row.totalAmount
    totals.set(row.timeSlot, total)
  }
  return [...totals.values()]
}
