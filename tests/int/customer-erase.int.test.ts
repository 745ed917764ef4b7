import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { erasePersonalData, type ErasureCounts } from '@plugins/staff'
import { seed } from '@/seed/seed'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { expectLedgersConsistent } from '../helpers/ledgers'
import { newClient } from '../helpers/verification'

let payload: Payload
let admin: { id: number; email: string; password: string }
let adminToken: string
let staffToken: string
const db = () => drizzleOf(payload)
const one = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows[0] as Record<string, unknown>
const all = async (query: ReturnType<typeof sql>) => (await db().execute(query)).rows as Record<string, unknown>[]

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  admin = await createUser(payload, ['admin'])
  adminToken = await loginToken(admin.email, admin.password)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})

afterEach(async () => {
  await expectLedgersConsistent(payload)
})

type Family = {
  email: string
  name: string
  phone: string
  plate: string
  child: string
  message: string
  reference: string
  bookingId: number
  purchaseId: number
  memberId: number
  inquiryId: number
  partyId: number
  restrictionId: number
}

/**
 * One family in every table that holds personal data, written as the app leaves them; the money
 * on 3 and 4 February 2031, a month no other file takes money in.
 */
async function family(tag: string): Promise<Family> {
  const stamp = `${tag}${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const email = `Erase.${stamp}@Test.example`
  const address = email.toLowerCase()
  const name = `Robin Erasable${stamp}`
  const phone = `07700 ${stamp.slice(-6)}`
  const plate = `ER${stamp.slice(-2)} ASE`
  const child = `Kit${stamp}`
  const message = `Can ${child} bring a cake? ${stamp}`
  const reference = `ERA${stamp.slice(-7)}`
  const booking = await one(sql`
    insert into bookings (reference, customer_name, customer_email, customer_phone, date, slot_start, slot_label, children, adults,
                          child_ages, special_requests, staff_note, final_amount_pence, original_amount_pence, status, source,
                          paid_at, payment_provider, payment_reference, refunded_pence, client_key)
    values (${reference}, ${name}, ${email}, ${phone}, '2031-02-10', '09:30', '9:30 AM - 11:30 AM', 2, 1, ${`${child} is 4`},
            ${`${child} has a nut allergy`}, ${`Called ${name} on ${phone}`}, 2100, 2100, 'paid', 'online',
            '2031-02-03T10:00:00Z', 'test', ${`pi_${reference}`}, 500, 'client-key')
    returning id`)
  const bookingId = Number(booking.id)
  await db().execute(sql`
    insert into booking_refunds (booking_id, amount_pence, status, kind, reason, refunded_at)
    values (${bookingId}, 500, 'succeeded', 'staff', ${`${name} asked for the cake fee back`}, '2031-02-04T10:00:00Z')`)
  await db().execute(sql`
    insert into visit_events (booking_id, booking_reference, action, at, actor_kind, actor_label, number_plate, parking_agreed, reason)
    values (${bookingId}, ${reference}, 'check_in', '2031-02-10T09:35:00Z', 'system', 'test', ${plate}, true, ${`${child} arrived late`})`)
  const purchase = await one(sql`
    insert into credit_purchases (customer_name, customer_email, customer_phone, credits, amount_pence, savings_pence, status, paid_at,
                                  payment_provider, payment_reference, staff_note)
    values (${name}, ${address}, ${phone}, 5, 4000, 500, 'paid', '2031-02-03T11:00:00Z', 'test', ${`pi_pack_${reference}`},
            ${`Pack for ${name}`})
    returning id`)
  const purchaseId = Number(purchase.id)
  await db().execute(sql`
    insert into credit_ledger (email, delta, reason, purchase_id, note) values (${address}, 5, 'purchase', ${purchaseId}, '5 credits bought')`)
  const member = await one(sql`insert into loyalty_members (email, name) values (${address}, ${name}) returning id`)
  const memberId = Number(member.id)
  await db().execute(sql`
    insert into loyalty_ledger (member_id, points, kind, description, entry_key)
    values (${memberId}, 120, 'welcome', 'Welcome bonus', ${`welcome-${stamp}`})`)
  await db().execute(sql`
    insert into loyalty_redemptions (code, member_id, reward_title, points_cost) values (${`CODE${stamp}`}, ${memberId}, 'Free coffee', 100)`)
  const inquiry = await one(sql`
    insert into inquiries (name, email, phone, inquiry_type, message, party_child_name, party_child_age, party_special_requests,
                           party_dietary_requirements, party_number_of_children)
    values (${name}, ${email}, ${phone}, 'party_booking', ${message}, ${child}, '6', ${`${child} loves dinosaurs`}, 'No nuts', '12')
    returning id`)
  const inquiryId = Number(inquiry.id)
  await db().execute(sql`
    insert into inquiries_replies (_order, _parent_id, id, subject, body, sent_at)
    values (1, ${inquiryId}, ${`reply-${stamp}`}, ${`Your party, ${name}`}, ${`Dear ${name}, ${child}'s party is on.`}, now())`)
  const party = await one(sql`
    insert into parties (inquiry_id, date, time_slot, start, "end", child_name, number_of_children, package_key, package_name)
    values (${inquiryId}, '2039-03-05', '12:00 PM - 2:00 PM', '12:00', '14:00', ${child}, '12', 'gold', 'Gold')
    returning id`)
  const partyId = Number(party.id)
  const restriction = await one(sql`
    insert into session_restrictions (date, time_slot, reason, description, party_id)
    values ('2039-03-05', '12:00 PM - 2:00 PM', 'Private hire', ${`Gold: ${child}'s party, 12:00`}, ${partyId})
    returning id`)
  const restrictionId = Number(restriction.id)
  await db().execute(sql`
    insert into email_outbox ("to", "from", subject, text) values (${address}, 'hello@venue.example', ${`Your booking, ${name}`}, 'Thanks')`)
  await payload.jobs.queue({
    task: 'sendQueuedEmail',
    input: { to: address, subject: `Reminder for ${name}`, text: 'See you soon', html: '<p>See you soon</p>' },
    queue: 'emails',
    waitUntil: new Date('2039-01-01T00:00:00Z'),
  })
  // The desk's answer kept for a retry, quoting the address.
  await db().execute(sql`
    insert into kiosk_requests (actor_key, idempotency_key, fingerprint, status, body)
    values ('user-1', ${`key-${stamp}`}, 'fp', 200, ${JSON.stringify({ success: true, message: `Confirmation e-mail sent to ${email}` })}::jsonb)`)
  // A one-time code asked for through the real call (its rate-limit counters come with it).
  const requested = await rest('POST', 'email-verification/request', { body: { email: address }, headers: newClient() })
  expect(requested.status).toBe(202)
  // Audit entries as the staff actions write them: the summary names the family, `after` quotes the reply.
  await db().execute(sql`
    insert into audit_log (action, summary, entity, record_id, actor_id, actor_label, before, after)
    values ('refund', ${`Refunded £5.00 of ${reference} (${name}): cake fee`}, 'bookings', ${String(bookingId)}, ${admin.id}, ${admin.email},
            '{"refundedPence": 0}'::jsonb, ${JSON.stringify({ refundedPence: 500, reason: `${name} asked` })}::jsonb),
           ('inquiry_reply', ${`Replied to ${name} <${address}>: Your party`}, 'inquiries', ${String(inquiryId)}, ${admin.id}, ${admin.email},
            null, ${JSON.stringify({ to: address, subject: 'Your party', body: `Dear ${name}` })}::jsonb),
           ('party_confirmed', ${`Confirmed ${child}'s party`}, 'parties', ${String(partyId)}, ${admin.id}, ${admin.email}, null,
            ${JSON.stringify({ inquiry: inquiryId, date: '2039-03-05' })}::jsonb),
           ('block_slot', 'Blocked 12:00 PM - 2:00 PM on 2039-03-05: Private hire', 'session-restrictions', ${String(restrictionId)},
            ${admin.id}, ${admin.email}, null, ${JSON.stringify({ date: '2039-03-05', reason: 'Private hire', description: `Gold: ${child}'s party` })}::jsonb)`)
  return { email, name, phone, plate, child, message, reference, bookingId, purchaseId, memberId, inquiryId, partyId, restrictionId }
}

/** Every row the family's records are now, as one string to search for what must be gone. */
async function rowsOf(f: Family): Promise<string> {
  const rows = await Promise.all([
    all(sql`select * from bookings where id = ${f.bookingId}`),
    all(sql`select * from booking_refunds where booking_id = ${f.bookingId}`),
    all(sql`select * from visit_events where booking_id = ${f.bookingId}`),
    all(sql`select * from credit_purchases where id = ${f.purchaseId}`),
    all(sql`select * from credit_ledger where purchase_id = ${f.purchaseId}`),
    all(sql`select * from loyalty_members where id = ${f.memberId}`),
    all(sql`select * from inquiries where id = ${f.inquiryId}`),
    all(sql`select * from inquiries_replies where _parent_id = ${f.inquiryId}`),
    all(sql`select * from parties where id = ${f.partyId}`),
    all(sql`select * from session_restrictions where id = ${f.restrictionId}`),
    // By entity and id: another table's record may have the same id (the other family's party and this one's inquiry, say).
    all(
      sql`select * from audit_log where (entity, record_id) in (('bookings', ${String(f.bookingId)}), ('inquiries', ${String(f.inquiryId)}),
            ('parties', ${String(f.partyId)}), ('session-restrictions', ${String(f.restrictionId)})) order by id`,
    ),
    all(sql`select * from booking_customers where email = ${f.email.toLowerCase()}`),
  ])
  return JSON.stringify(rows)
}

const personalOf = (f: Family) => [f.email.toLowerCase(), f.name, f.phone, f.plate, f.child, f.message]

const summary = async () => {
  const response = await rest('GET', 'admin/reports/summary?from=2031-02-01&to=2031-02-28', { token: adminToken })
  expect(response.status).toBe(200)
  return response.json
}

const searchPayments = async (term: string) => {
  const response = await rest('POST', 'admin/search-payments', { token: staffToken, body: { searchTerm: term } })
  expect(response.status).toBe(200)
  return (response.json as { payments: unknown[] }).payments
}

describe('POST /api/admin/customers/erase', () => {
  it('is for admins only, and asks for a valid address, writing nothing', async () => {
    expect((await rest('POST', 'admin/customers/erase', { body: { email: 'a@b.example' } })).status).toBe(401)
    expect((await rest('POST', 'admin/customers/erase', { token: staffToken, body: { email: 'a@b.example' } })).status).toBe(403)
    const kiosk = await createUser(payload, ['kiosk'])
    const kioskToken = await loginToken(kiosk.email, kiosk.password)
    expect((await rest('POST', 'admin/customers/erase', { token: kioskToken, body: { email: 'a@b.example' } })).status).toBe(403)
    const before = await one(sql`select count(*)::int as n from audit_log where action = 'personal_data_erased'`)
    const bad = await rest('POST', 'admin/customers/erase', { token: adminToken, body: { email: 'not-an-address' } })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { code: expect.any(String), fields: { email: 'Enter a valid e-mail address' } } })
    expect((await rest('POST', 'admin/customers/erase', { token: adminToken, body: {} })).status).toBe(400)
    expect((await rest('POST', 'admin/customers/erase', { token: adminToken, rawBody: '{' })).status).toBe(400)
    expect(await one(sql`select count(*)::int as n from audit_log where action = 'personal_data_erased'`)).toEqual(before)
  })

  it('erases the address from every table in one go, keeps the money, and leaves everyone else alone', async () => {
    const f = await family('a')
    const other = await family('b')
    const customersBefore = await one(sql`select customers from booking_customer_count where id = 1`)
    const revenueBefore = await summary()
    expect(revenueBefore).toMatchObject({
      total: expect.objectContaining({ takenPence: expect.any(Number), refundedPence: expect.any(Number) }),
    })
    expect((revenueBefore as { total: { takenPence: number } }).total.takenPence).toBeGreaterThanOrEqual(2 * (2100 + 4000))
    expect(await searchPayments(f.name)).toHaveLength(2)
    const otherBefore = await rowsOf(other)

    // Typed as the parent wrote it to us, in another case and with spaces.
    const response = await rest('POST', 'admin/customers/erase', { token: adminToken, body: { email: `  ${f.email.toUpperCase()} ` } })
    expect(response.status, JSON.stringify(response.json)).toBe(200)
    const erased = (response.json as { erased: ErasureCounts }).erased
    expect(erased).toMatchObject({
      bookings: 1,
      visits: 1,
      creditPurchases: 1,
      creditLedgerRows: 1,
      creditsClosed: 5,
      loyaltyMembers: 1,
      pointsClosed: 120,
      rewardCodesClosed: 1,
      inquiries: 1,
      parties: 1,
      verificationCodes: 1,
      storedAnswers: 1,
      auditEntries: 4,
    })
    expect(erased.emails).toBeGreaterThanOrEqual(3) // the outbox copy, the queued reminder, the code's e-mail
    // Each count is labelled by the plugin that counted it, and nothing is labelled that was not counted.
    const labels = (response.json as { labels: Record<string, string> }).labels
    expect(Object.keys(labels).sort()).toEqual(Object.keys(erased).sort())
    expect(labels).toMatchObject({ bookings: 'Bookings', visits: 'Visit records', auditEntries: 'Audit entries cleared' })

    // Nothing personal is left in any of the family's rows.
    const after = await rowsOf(f)
    for (const value of personalOf(f)) expect(after.toLowerCase()).not.toContain(value.toLowerCase())
    expect(after).not.toContain('cake fee back')
    expect(after).not.toContain('dinosaurs')

    // The export for the address finds nothing; neither does the staff payment search, by name or address.
    const exported = await rest('GET', `admin/customers/export?email=${encodeURIComponent(f.email.toLowerCase())}`, { token: adminToken })
    expect(exported.status).toBe(200)
    const document = exported.json as Record<string, unknown>
    const { email: _email, exportedAt: _at, ...tables } = document
    expect(tables).toEqual({
      bookings: [],
      visits: [],
      offlineCheckIns: [],
      credits: { purchases: [], ledger: [] },
      giftVouchers: [],
      loyalty: { members: [], ledger: [], redemptions: [] },
      inquiries: [],
      parties: [],
      partyPayments: [],
      waitingList: [],
      emailsSent: [],
    })
    expect(await searchPayments(f.name)).toEqual([])
    expect(await searchPayments(f.email.toLowerCase())).toEqual([])
    expect(await searchPayments(f.phone)).toEqual([])
    for (const list of ['admin/inquiries', 'admin/birthday-inquiries']) {
      const inquiries = await rest('GET', list, { token: staffToken })
      expect(inquiries.status).toBe(200)
      expect(JSON.stringify(inquiries.json)).not.toContain(f.name)
      expect(JSON.stringify(inquiries.json)).not.toContain(f.child)
    }

    // The money and the history stay: revenue for the period, the customer count, references, amounts, statuses.
    expect(await summary()).toEqual(revenueBefore)
    expect(await one(sql`select customers from booking_customer_count where id = 1`)).toEqual(customersBefore)
    expect(await all(sql`select email from booking_customers where email = ${f.email.toLowerCase()}`)).toEqual([])
    expect(
      await one(sql`
        select reference, status::text, final_amount_pence::int as pence, refunded_pence::int as refunded, paid_at, payment_reference,
               customer_name, customer_email, customer_phone
          from bookings where id = ${f.bookingId}`),
    ).toMatchObject({
      reference: f.reference,
      status: 'paid',
      pence: 2100,
      refunded: 500,
      payment_reference: `pi_${f.reference}`,
      customer_name: 'Erased',
      customer_email: expect.stringMatching(/^erased-[0-9a-f]{24}@erased\.invalid$/),
      customer_phone: null,
    })
    expect(await one(sql`select amount_pence::int as pence, status::text from booking_refunds where booking_id = ${f.bookingId}`)).toEqual({
      pence: 500,
      status: 'succeeded',
    })
    expect(
      await one(sql`select action::text, at, parking_agreed, number_plate from visit_events where booking_id = ${f.bookingId}`),
    ).toMatchObject({
      action: 'check_in',
      parking_agreed: true,
      number_plate: null,
    })

    // Credits and points are closed: nothing left to spend under the stand-in address, the history kept.
    const stand = String((await one(sql`select customer_email from bookings where id = ${f.bookingId}`)).customer_email)
    expect(
      await one(sql`select coalesce(sum(delta), 0)::int as balance, count(*)::int as rows from credit_ledger where email = ${stand}`),
    ).toEqual({
      balance: 0,
      rows: 2,
    })
    expect(
      await one(
        sql`select coalesce(sum(points), 0)::int as points, count(*)::int as rows from loyalty_ledger where member_id = ${f.memberId}`,
      ),
    ).toEqual({
      points: 0,
      rows: 2,
    })
    expect((await one(sql`select used_at from loyalty_redemptions where member_id = ${f.memberId}`)).used_at).not.toBeNull()
    expect(await one(sql`select email from loyalty_members where id = ${f.memberId}`)).toEqual({ email: stand })
    expect(await all(sql`select id from email_outbox where lower("to") = ${f.email.toLowerCase()}`)).toEqual([])
    expect(await all(sql`select id from payload_jobs where lower(input->>'to') = ${f.email.toLowerCase()}`)).toEqual([])

    // The audit entries about the family say only that they happened; one entry says the erasure did, and who.
    const entries = await all(sql`
      select action::text, summary, before, after, actor_label from audit_log
       where (entity, record_id) in (('bookings', ${String(f.bookingId)}), ('inquiries', ${String(f.inquiryId)}),
                                     ('parties', ${String(f.partyId)}), ('session-restrictions', ${String(f.restrictionId)}))
       order by id`)
    expect(entries.map((entry) => entry.summary)).toEqual(Array(4).fill('Personal data erased'))
    expect(entries[0]).toMatchObject({
      action: 'refund',
      before: { refundedPence: 0 },
      after: { refundedPence: 500 },
      actor_label: admin.email,
    })
    expect(entries[1]).toMatchObject({ action: 'inquiry_reply', after: {} })
    expect(entries[3]).toMatchObject({ action: 'block_slot', after: { date: '2039-03-05' } })
    const erasure = await all(sql`select * from audit_log where action = 'personal_data_erased' order by id desc limit 1`)
    expect(erasure[0]).toMatchObject({ actor_id: admin.id, actor_label: admin.email, entity: 'personal-data' })
    expect((erasure[0]!.after as ErasureCounts).bookings).toBe(1)
    const entryText = JSON.stringify(erasure).toLowerCase()
    for (const value of [...personalOf(f), f.reference]) expect(entryText).not.toContain(value.toLowerCase())

    // The other family is exactly as it was.
    expect(await rowsOf(other)).toEqual(otherBefore)
    expect(await searchPayments(other.name)).toHaveLength(2)

    // The erased records still save through Payload (a later check-out, refund or staff note), with no phone.
    await payload.update({ collection: 'bookings', id: f.bookingId, data: { staffNote: 'after the erasure' }, overrideAccess: true })
    await payload.update({
      collection: 'credit-purchases',
      id: f.purchaseId,
      data: { staffNote: 'after the erasure' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'inquiries', id: f.inquiryId, data: { responded: true }, overrideAccess: true })

    // A booking e-mail queued before the erasure and worked after it writes to nobody (not to the stand-in).
    const job = await payload.jobs.queue({
      task: 'sendBookingEmail',
      queue: 'emails',
      input: { bookingId: f.bookingId, kind: 'confirmation', resendKey: `after-erasure-${f.bookingId}` },
    })
    await payload.jobs.runByID({ id: job.id })
    // Worked and without error (a finished job may be deleted, so nothing unfinished is left under its id).
    expect(await all(sql`select id from payload_jobs where id = ${job.id} and (has_error or completed_at is null)`)).toEqual([])
    expect(await all(sql`select id from email_outbox where lower("to") = ${stand}`)).toEqual([])
  })

  it('answers an address with nothing held the same way, with zero counts', async () => {
    const response = await rest('POST', 'admin/customers/erase', {
      token: adminToken,
      body: { email: `nobody-${Date.now()}@test.example` },
    })
    expect(response.status).toBe(200)
    expect((response.json as { erased: ErasureCounts }).erased).toMatchObject({ bookings: 0, inquiries: 0, auditEntries: 0 })
  })

  it('changes nothing when any step fails: one transaction', async () => {
    const f = await family('c')
    const before = await rowsOf(f)
    // A real failure half way: the outbox refuses deletes for this one statement's transaction.
    await db().execute(
      sql.raw(`
      create function erase_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$;
      create trigger erase_test_refuse before delete on email_outbox for each row execute function erase_test_refuse();`),
    )
    try {
      const user = await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: true })
      const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
      await expect(erasePersonalData(req, f.email, new Date())).rejects.toThrow()
    } finally {
      await db().execute(sql.raw('drop trigger erase_test_refuse on email_outbox; drop function erase_test_refuse();'))
    }
    expect(await rowsOf(f)).toEqual(before)
  })
})

describe('the append-only tables let exactly the erasure through (database rule)', () => {
  const erasureMode = sql`select set_config('app.personal_data_erasure', 'on', true)`
  /** Runs the statements in one transaction of their own; resolves or rejects with the database's refusal. */
  const inTransaction = (...statements: ReturnType<typeof sql>[]) =>
    db().transaction(async (tx) => {
      for (const statement of statements) await tx.execute(statement)
    })
  /** Drizzle wraps the database's error: the refusal is its cause. */
  const expectRefused = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => null,
      (caught: unknown) => caught as Error & { cause?: Error },
    )
    expect(error, 'the database let the change through').not.toBeNull()
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/append-only: (UPDATE|DELETE) refused/)
  }

  async function visit(): Promise<number> {
    const reference = `RULE${Math.floor(Math.random() * 1e7)}`
    const booking = await one(sql`
      insert into bookings (reference, customer_name, customer_email, customer_phone, date, slot_start, slot_label, children, adults,
                            final_amount_pence, status, source, checked_in_at, checked_out_at)
      values (${reference}, 'Rule Test', 'rule@test.example', '07700 900000', '2031-03-03', '09:30', '9:30 AM - 11:30 AM', 1, 1, 0,
              'checked_out', 'online', '2031-03-03T09:35:00Z', '2031-03-03T11:35:00Z')
      returning id`)
    const row = await one(sql`
      insert into visit_events (booking_id, booking_reference, action, at, actor_kind, actor_label, number_plate, parking_agreed, reason)
      values (${Number(booking.id)}, ${reference}, 'check_in', now(), 'user', 'desk', 'RU13 TST', true, 'Late')
      returning id`)
    return Number(row.id)
  }

  it('visit events: an ordinary update or delete is refused, erasure mode or not', async () => {
    const id = await visit()
    await expectRefused(db().execute(sql`update visit_events set number_plate = null where id = ${id}`))
    await expectRefused(db().execute(sql`delete from visit_events where id = ${id}`))
    await expectRefused(inTransaction(erasureMode, sql`delete from visit_events where id = ${id}`))
    expect(await one(sql`select number_plate, reason from visit_events where id = ${id}`)).toEqual({
      number_plate: 'RU13 TST',
      reason: 'Late',
    })
  })

  it('visit events: in erasure mode the plate and reason may go to null, and nothing else may change', async () => {
    const id = await visit()
    const plateToOther = sql`update visit_events set number_plate = 'XX99 XXX' where id = ${id}`
    await expectRefused(inTransaction(erasureMode, plateToOther))
    const withOther = sql`update visit_events set number_plate = null, booking_reference = 'CHANGED' where id = ${id}`
    await expectRefused(inTransaction(erasureMode, withOther))
    await expectRefused(inTransaction(erasureMode, sql`update visit_events set parking_agreed = false where id = ${id}`))
    await expectRefused(inTransaction(erasureMode, sql`update visit_events set at = now() where id = ${id}`))
    await inTransaction(erasureMode, sql`update visit_events set number_plate = null, reason = null where id = ${id}`)
    expect(await one(sql`select number_plate, reason, booking_reference, parking_agreed from visit_events where id = ${id}`)).toMatchObject(
      {
        number_plate: null,
        reason: null,
        parking_agreed: true,
      },
    )
    // The mode is the transaction's own: the next statement on the pool is ordinary again.
    await expectRefused(db().execute(sql`update visit_events set reason = null where id = ${id}`))
  })

  it('visit events: a deleted booking is still forgotten by its foreign key (the reference stays)', async () => {
    const id = await visit()
    const { booking_id: bookingId } = await one(sql`select booking_id from visit_events where id = ${id}`)
    await db().execute(sql`delete from bookings where id = ${Number(bookingId)}`)
    expect(await one(sql`select booking_id, booking_reference from visit_events where id = ${id}`)).toMatchObject({
      booking_id: null,
      booking_reference: expect.stringMatching(/^RULE/),
    })
  })

  async function entry(): Promise<number> {
    const row = await one(sql`
      insert into audit_log (action, summary, entity, record_id, actor_id, actor_label, before, after)
      values ('refund', 'Refunded £5.00 of X (Rule Person): asked', 'bookings', '999999', ${admin.id}, ${admin.email},
              '{"refundedPence": 0}'::jsonb, '{"refundedPence": 500, "reason": "Rule Person asked"}'::jsonb)
      returning id`)
    return Number(row.id)
  }

  it('audit log: an ordinary update or delete is refused, erasure mode or not', async () => {
    const id = await entry()
    await expectRefused(db().execute(sql`update audit_log set summary = 'Personal data erased' where id = ${id}`))
    await expectRefused(db().execute(sql`delete from audit_log where id = ${id}`))
    await expectRefused(inTransaction(erasureMode, sql`delete from audit_log where id = ${id}`))
  })

  it('audit log: in erasure mode the summary becomes the marker and before/after only lose keys; nothing else', async () => {
    const id = await entry()
    const attempts = [
      sql`update audit_log set summary = 'Something else' where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', action = 'move_booking' where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', actor_label = 'someone' where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', record_id = '1' where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', created_at = now() - interval '1 day' where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', after = '{"refundedPence": 9999}'::jsonb where id = ${id}`,
      sql`update audit_log set summary = 'Personal data erased', after = after || '{"extra": 1}'::jsonb where id = ${id}`,
    ]
    for (const attempt of attempts) await expectRefused(inTransaction(erasureMode, attempt))
    await inTransaction(erasureMode, sql`update audit_log set summary = 'Personal data erased', after = after - 'reason' where id = ${id}`)
    expect(await one(sql`select action::text, summary, before, after, actor_label from audit_log where id = ${id}`)).toEqual({
      action: 'refund',
      summary: 'Personal data erased',
      before: { refundedPence: 0 },
      after: { refundedPence: 500 },
      actor_label: admin.email,
    })
  })
})
