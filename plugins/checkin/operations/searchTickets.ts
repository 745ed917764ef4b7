import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG, buildDayPlan, loadDays } from '@plugins/booking'
import { requestDb } from '@/lib/db/transaction'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { toKioskTicket, type KioskTicket } from '../domain/kioskTicket'
import { FOLD_FROM, FOLD_TO, foldForSearch, referenceCandidate } from '../domain/searchText'
import { slotEndOf } from '../domain/slotEnd'

export const MAX_TICKETS = 20

/**
 * The kiosk's lookup: paid, checked-in and checked-out bookings from yesterday to a week ahead
 * whose name contains the text (any case, any accents) or whose reference is the text. Today's
 * first, then the days ahead, then yesterday; at most 20. Only the kiosk's fields come back.
 */
export async function searchTickets(req: PayloadRequest, text: string, now: Date = new Date()): Promise<KioskTicket[]> {
  const today = businessDate(now)
  const needle = foldForSearch(text)
  const reference = referenceCandidate(text)
  const db = await requestDb(req)
  const found = await db.execute(sql`
    select id from bookings
    where date >= ${addBusinessDays(today, -1)} and date <= ${addBusinessDays(today, 7)}
      and status::text in ('paid', 'checked_in', 'checked_out')
      and (
        position(${needle} in regexp_replace(lower(translate(customer_name, ${FOLD_FROM}, ${FOLD_TO})), '\\s+', ' ', 'g')) > 0
        or reference = ${reference ?? ''}
      )
    order by case when date = ${today} then 0 when date > ${today} then 1 else 2 end, date, slot_start, id
    limit ${MAX_TICKETS}`)
  const ids = (found.rows as { id: number | string }[]).map((row) => Number(row.id))
  if (ids.length === 0) return []

  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const dates = docs.map((booking) => booking.date).sort()
  const inputs = await loadDays(req, dates[0]!, dates.at(-1)!)
  const arrivals = new Map([...new Set(dates)].map((date) => [date, buildDayPlan(date, inputs).arrival]))
  const byId = new Map(docs.map((booking) => [booking.id, booking]))
  return ids.flatMap((id) => {
    const booking = byId.get(id)
    return booking
      ? [toKioskTicket(booking, slotEndOf(booking, inputs.settings.sessionLengthMinutes), arrivals.get(booking.date) ?? null)]
      : []
  })
}
