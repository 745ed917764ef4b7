import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestDb } from '@/lib/db/transaction'

export type SlotBooking = {
  id: number
  reference: string
  customerName: string
  slot: string
  slotStart: string
  children: number
  adults: number
  status: string
  checkedIn: boolean
}

/**
 * The bookings holding places in the given sessions of one day (the same rule as the capacity
 * count: paid, checked in or out, a no-show, or held and not expired), for staff to see before a block or a
 * private hire takes those hours. Runs in the request's transaction when there is one.
 */
export async function slotBookings(req: PayloadRequest, date: string, slotStarts: string[] | 'all'): Promise<SlotBooking[]> {
  if (slotStarts !== 'all' && slotStarts.length === 0) return []
  const db = await requestDb(req)
  const inSlots =
    slotStarts === 'all'
      ? sql`true`
      : sql`slot_start in (${sql.join(
          slotStarts.map((start) => sql`${start}`),
          sql`, `,
        )})`
  const result = await db.execute(sql`
    select id, reference, customer_name, slot_label, slot_start, children, adults, status::text as status, checked_in_at
    from bookings
    where date = ${date} and ${inSlots}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))
    order by slot_start, created_at`)
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    reference: String(row.reference),
    customerName: String(row.customer_name ?? ''),
    slot: String(row.slot_label ?? ''),
    slotStart: String(row.slot_start),
    children: Number(row.children),
    adults: Number(row.adults),
    status: String(row.status),
    checkedIn: row.checked_in_at !== null && row.checked_in_at !== undefined,
  }))
}
