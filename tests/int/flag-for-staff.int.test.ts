import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { flagForStaff } from '../../plugins/booking/operations/flagForStaff'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { rest, testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

async function heldBooking(): Promise<number> {
  const date = await ordinaryDay(payload)
  const { status, json } = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: date, customerEmail: 'flagged@test.example' }),
  })
  expect(status).toBe(201)
  return (json as { bookingId: number }).bookingId
}

describe('flagging a booking for staff', () => {
  it('adds its line once, and never undoes a change committed while it waited', async () => {
    const id = await heldBooking()
    const pool = databasePool(payload)
    // Another writer (a staff cancellation, say) holds the row while the flag comes in.
    const other = await pool.connect()
    try {
      await other.query('begin')
      await other.query(`update bookings set status = 'cancelled', staff_note = 'Cancelled at the desk' where id = $1`, [id])
      const flagging = flagForStaff(payload, id, 'Payment needs a look')
      await new Promise((resolve) => setTimeout(resolve, 200))
      await other.query('commit')
      expect(await flagging).toBe('flagged')
    } finally {
      other.release()
    }
    expect(await flagForStaff(payload, id, 'Payment needs a look')).toBe('already')
    const row = await drizzleOf(payload).execute(sql`select status, needs_attention, staff_note from bookings where id = ${id}`)
    expect(row.rows[0]).toEqual({ status: 'cancelled', needs_attention: true, staff_note: 'Cancelled at the desk\nPayment needs a look' })
  })
})
