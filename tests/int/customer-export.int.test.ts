import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let adminToken: string
let staffToken: string
const db = () => drizzleOf(payload)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const admin = await createUser(payload, ['admin'])
  adminToken = await loginToken(admin.email, admin.password)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})

/** One family's records in every table that holds an address, written as the app leaves them. */
async function family(email: string, name: string): Promise<{ bookingId: number; reference: string }> {
  const reference = `EXP${Math.floor(Math.random() * 1e6)}`
  const booking = await db().execute(sql`
    insert into bookings (reference, customer_name, customer_email, customer_phone, date, slot_start, slot_label, children, adults,
                          child_ages, final_amount_pence, status, source, paid_at, payment_provider, payment_reference)
    values (${reference}, ${name}, ${email}, '07700 900321', '2031-02-03', '09:30', '9:30 AM - 11:30 AM', 2, 1, '4 and 6', 2100, 'paid',
            'online', now(), 'test', ${`pi_${reference}`})
    returning id`)
  const bookingId = Number(booking.rows[0]!.id)
  await db().execute(sql`
    insert into visit_events (booking_id, booking_reference, action, at, actor_kind, actor_label, number_plate, parking_agreed)
    values (${bookingId}, ${reference}, 'check_in', now(), 'system', 'test', 'AB12 CDE', true)`)
  // The pack's grant names the pack, as the payment leaves it: the ledger invariants other files check hold.
  const pack = await db().execute(sql`
    insert into credit_purchases (customer_name, customer_email, customer_phone, credits, amount_pence, savings_pence, status, paid_at)
    values (${name}, ${email}, '07700 900321', 5, 4000, 500, 'paid', now()) returning id`)
  await db().execute(
    sql`insert into credit_ledger (email, delta, reason, purchase_id) values (${email}, 5, 'purchase', ${Number(pack.rows[0]!.id)})`,
  )
  const member = await db().execute(sql`insert into loyalty_members (email, name) values (${email}, ${name}) returning id`)
  await db().execute(sql`
    insert into loyalty_ledger (member_id, points, kind, description, entry_key)
    values (${Number(member.rows[0]!.id)}, 50, 'welcome', 'Welcome bonus', ${`welcome-${reference}`})`)
  await db().execute(sql`
    insert into inquiries (name, email, phone, inquiry_type, message) values (${name}, ${email}, '07700 900321', 'general', 'Do you have a quiet hour?')`)
  await db().execute(
    sql`insert into email_outbox ("to", "from", subject, text) values (${email}, 'hello@venue.example', 'Your booking', 'Thanks')`,
  )
  return { bookingId, reference }
}

describe('GET /api/admin/customers/export', () => {
  it('is for admins only, and asks for a valid address', async () => {
    expect((await rest('GET', 'admin/customers/export?email=a@b.example')).status).toBe(401)
    expect((await rest('GET', 'admin/customers/export?email=a@b.example', { token: staffToken })).status).toBe(403)
    const bad = await rest('GET', 'admin/customers/export?email=not-an-address', { token: adminToken })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { fields: { email: 'Enter a valid e-mail address' } } })
  })

  it('gives everything held about the address, whatever its case, and nothing about anyone else', async () => {
    const stamp = Date.now()
    const email = `Export.Parent-${stamp}@Test.example`
    const mine = await family(email, 'Pat Export')
    const other = await family(`someone-else-${stamp}@test.example`, 'Sam Other')

    const response = await rest('GET', `admin/customers/export?email=${encodeURIComponent(email.toLowerCase())}`, { token: adminToken })
    expect(response.status).toBe(200)
    const document = response.json as Record<string, unknown> & {
      bookings: { id: number; customer_name: string; tickets: unknown[] }[]
      visits: { booking_reference: string; number_plate: string }[]
      credits: { purchases: unknown[]; ledger: unknown[] }
      loyalty: { members: unknown[]; ledger: unknown[] }
      inquiries: { message: string }[]
      emailsSent: { subject: string }[]
    }
    expect(document.email).toBe(email.toLowerCase())
    expect(document.bookings.map((booking) => booking.id)).toEqual([mine.bookingId])
    expect(document.bookings[0]).toMatchObject({ customer_name: 'Pat Export', tickets: [] })
    expect(document.visits).toEqual([expect.objectContaining({ booking_reference: mine.reference, number_plate: 'AB12 CDE' })])
    expect(document.credits.purchases).toHaveLength(1)
    expect(document.credits.ledger).toHaveLength(1)
    expect(document.loyalty.members).toHaveLength(1)
    expect(document.loyalty.ledger).toHaveLength(1)
    expect(document.inquiries.map((inquiry) => inquiry.message)).toEqual(['Do you have a quiet hour?'])
    expect(document.emailsSent.map((sent) => sent.subject)).toEqual(['Your booking'])
    expect(JSON.stringify(document)).not.toContain('Sam Other')
    expect(JSON.stringify(document)).not.toContain(other.reference)
  })
})
