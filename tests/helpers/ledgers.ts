import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { expect } from 'vitest'

/**
 * The ledger invariants, checked after every test: no address's credits and no member's points
 * below zero, each paid pack granted exactly once, no booking holding more credits than it used,
 * and every booking's recorded credits matching what its ledger rows still hold.
 */
export async function expectLedgersConsistent(payload: Payload): Promise<void> {
  const db = drizzleOf(payload)
  const negativeCredits = await db.execute(sql`select email, sum(delta) as balance from credit_ledger group by email having sum(delta) < 0`)
  expect(negativeCredits.rows, 'addresses with a negative credit balance').toEqual([])
  const grants = await db.execute(sql`
    select p.id, p.credits, coalesce(sum(l.delta), 0) as granted
    from credit_purchases p left join credit_ledger l on l.purchase_id = p.id and l.reason = 'purchase'
    group by p.id, p.credits, p.status
    having (p.status = 'paid' and coalesce(sum(l.delta), 0) <> p.credits) or (p.status <> 'paid' and p.status <> 'refunded' and coalesce(sum(l.delta), 0) <> 0)`)
  expect(grants.rows, 'purchases granted other than exactly once when paid').toEqual([])
  const bookings = await db.execute(sql`
    select b.id, b.status, b.session_credits_used, -coalesce(sum(l.delta), 0) as held
    from bookings b join credit_ledger l on l.booking_id = b.id
    group by b.id, b.status, b.session_credits_used
    having -coalesce(sum(l.delta), 0) < 0
      or (b.status::text in ('paid', 'checked_in', 'checked_out', 'no_show') and -coalesce(sum(l.delta), 0) <> b.session_credits_used)
      or (b.status::text in ('expired', 'cancelled', 'refunded') and -coalesce(sum(l.delta), 0) <> 0)`)
  expect(bookings.rows, 'bookings whose credits do not match their ledger rows').toEqual([])
  const negativePoints = await db.execute(
    sql`select member_id, sum(points) as balance from loyalty_ledger group by member_id having sum(points) < 0`,
  )
  expect(negativePoints.rows, 'members with negative points').toEqual([])
}
