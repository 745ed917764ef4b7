import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activeSessions } from '@plugins/staff/operations/activeSessions'
import { dashboardStats } from '@plugins/staff/operations/dashboardStats'
import { todaysBookings } from '@plugins/staff/operations/todaysBookings'
import type { PaymentSearchResult } from '@plugins/staff'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import {
  checkInBody,
  currentWaiverVersion,
  freezeAt,
  heldBooking,
  kioskCall,
  paidBooking,
  privateDay,
  signedInDevice,
} from '../helpers/kiosk'
import type { ReportSummaryAnswer } from '@plugins/staff/domain/staffApi'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let staffToken: string
let reportsAdminToken: string
let kioskRoleToken: string
let deviceToken: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
  const reportsAdmin = await createUser(payload, ['admin'])
  reportsAdminToken = await loginToken(reportsAdmin.email, reportsAdmin.password)
  const kioskUser = await createUser(payload, ['kiosk'])
  kioskRoleToken = await loginToken(kioskUser.email, kioskUser.password)
  deviceToken = (await signedInDevice(payload, 'Staff test door')).token
})

afterEach(() => {
  vi.useRealTimers()
})

const db = () => drizzleOf(payload)
let referenceTurn = 0

type Row = {
  name?: string
  email?: string
  date?: string
  slotStart?: string
  slotLabel?: string
  amount?: number
  status?: string
  source?: 'online' | 'walk_in'
  paidAt?: string | null
  refundedPence?: number
  refundedAt?: string | null
  checkedInAt?: string | null
  paidInStore?: boolean
  confirmedAt?: string | null
  provider?: string | null
}

/** A booking row written straight into the table, so its instants are exactly the test's. */
async function insertBooking(row: Row): Promise<number> {
  referenceTurn += 1
  const result = await db().execute(sql`
    insert into bookings (reference, customer_name, customer_email, customer_phone, date, slot_start, slot_label, children, adults,
                          final_amount_pence, status, source, paid_at, refunded_pence, refunded_at, checked_in_at, paid_in_store,
                          in_store_payment_confirmed_at, payment_provider, payment_reference)
    values (${`STAFF-${referenceTurn}-${Date.now()}`}, ${row.name ?? 'Sam Staffcase'}, ${row.email ?? `sam-${referenceTurn}@test.example`}, '07700 900123',
            ${row.date ?? '2031-01-06'}, ${row.slotStart ?? '09:30'}, ${row.slotLabel ?? '9:30 AM - 11:30 AM'}, 2, 1,
            ${row.amount ?? 2100}, ${row.status ?? 'paid'}, ${row.source ?? 'online'}, ${row.paidAt ?? null}, ${row.refundedPence ?? null},
            ${row.refundedAt ?? null}, ${row.checkedInAt ?? null}, ${row.paidInStore ?? false}, ${row.confirmedAt ?? null}, ${row.provider ?? 'stripe'},
            ${row.paidAt ? `pi_fake_${referenceTurn}` : null})
    returning id`)
  return Number(result.rows[0]!.id)
}

/** A paid credit pack with its grant in the credit ledger, as the payment would leave it (the ledger invariants hold). */
async function insertPaidCreditPack(pack: { name: string; email: string; credits: number; pence: number; paidAt: string }): Promise<void> {
  const created = await db().execute(sql`
    insert into credit_purchases (customer_name, customer_email, customer_phone, credits, amount_pence, savings_pence, status, paid_at, created_at)
    values (${pack.name}, ${pack.email}, '07700 900456', ${pack.credits}, ${pack.pence}, 0, 'paid', ${pack.paidAt}, ${pack.paidAt}) returning id`)
  await db().execute(
    sql`insert into credit_ledger (email, delta, reason, purchase_id) values (${pack.email}, ${pack.credits}, 'purchase', ${Number(created.rows[0]!.id)})`,
  )
}

describe('who may call the staff endpoints', () => {
  const calls: [method: 'GET' | 'POST', path: string][] = [
    ['GET', 'admin/dashboard-stats'],
    ['GET', 'admin/needs-attention'],
    ['GET', 'admin/active-sessions'],
    ['GET', 'admin/todays-bookings'],
    ['GET', 'admin/todays-bookings/export'],
    ['POST', 'admin/search-payments'],
    ['POST', 'check-in/checkout'],
  ]

  it.each(calls)('%s /api/%s: 401 to a stranger, 403 to a kiosk device and a kiosk-role user, answered for staff', async (method, path) => {
    const body = method === 'POST' ? {} : undefined
    expect((await rest(method, path, { body })).status).toBe(401)
    expect((await rest(method, path, { body, token: deviceToken })).status).toBe(403)
    expect((await rest(method, path, { body, token: kioskRoleToken })).status).toBe(403)
    const staff = await rest(method, path, { body, token: staffToken })
    expect(staff.status, staff.text).toBeLessThan(500)
    expect([401, 403]).not.toContain(staff.status)
  })
})

describe('what needs attention', () => {
  type Answer = {
    bookings: { total: number; items: { id: number; note: string | null }[] }
    creditPurchases: { total: number; items: { id: number }[] }
    giftVouchers: { total: number; items: { id: number; code: string | null; buyerName: string; note: string | null }[] }
    failedJobs: { total: number; items: { id: number; task: string; tries: number; error: string; bookingId: number | null }[] }
  }
  const ask = async () => {
    const { status, json } = await rest('GET', 'admin/needs-attention', { token: staffToken })
    expect(status).toBe(200)
    return json as Answer
  }

  it('lists flagged bookings, credit packs and gift vouchers and jobs that failed for good, newest first, and not the rest', async () => {
    const before = await ask()
    const flagged = await insertBooking({ paidAt: '2031-01-02T10:00:00Z' })
    const quiet = await insertBooking({ paidAt: '2031-01-02T10:00:00Z' })
    await db().execute(sql`update bookings set needs_attention = true, staff_note = 'Paid after the session filled' where id = ${flagged}`)
    const email = `attention-${Date.now()}@test.example`
    await insertPaidCreditPack({ name: 'Ada Flag', email, credits: 5, pence: 4000, paidAt: '2031-01-02T10:00:00Z' })
    await db().execute(sql`update credit_purchases set needs_attention = true where customer_email = ${email}`)
    const voucher = await db().execute(sql`
      insert into gift_vouchers (amount_pence, status, buyer_name, buyer_email, recipient_name, needs_attention, staff_note)
      values (2500, 'cancelled', 'Vera Flag', ${email}, 'Alfie', true, 'Paid after it was cancelled: refunded automatically')
      returning id`)
    const voucherId = Number(voucher.rows[0]!.id)
    const failed = await db().execute(sql`
      insert into payload_jobs (task_slug, queue, input, total_tried, has_error, error)
      values ('refundBooking', 'payments', ${JSON.stringify({ bookingId: flagged })}::jsonb, 5, true,
              ${JSON.stringify({ message: 'Stripe refused the refund\nat stack' })}::jsonb)
      returning id`)
    const stillTrying = await db().execute(sql`
      insert into payload_jobs (task_slug, queue, input, total_tried, has_error) values ('refundBooking', 'payments', '{}'::jsonb, 1, false)
      returning id`)
    try {
      const after = await ask()
      expect(after.bookings.total).toBe(before.bookings.total + 1)
      expect(after.bookings.items[0]).toMatchObject({ id: flagged, note: 'Paid after the session filled' })
      expect(after.bookings.items.map((item) => item.id)).not.toContain(quiet)
      expect(after.creditPurchases.total).toBe(before.creditPurchases.total + 1)
      expect(after.giftVouchers.total).toBe(before.giftVouchers.total + 1)
      expect(after.giftVouchers.items[0]).toEqual({
        id: voucherId,
        code: null,
        buyerName: 'Vera Flag',
        note: 'Paid after it was cancelled: refunded automatically',
        updatedAt: expect.any(String),
      })
      expect(after.failedJobs.total).toBe(before.failedJobs.total + 1)
      expect(after.failedJobs.items[0]).toEqual(
        expect.objectContaining({
          id: Number(failed.rows[0]!.id),
          task: 'refundBooking',
          tries: 5,
          error: 'Stripe refused the refund',
          bookingId: flagged,
        }),
      )
      expect(after.failedJobs.items.map((item) => item.id)).not.toContain(Number(stillTrying.rows[0]!.id))
    } finally {
      await db().execute(sql`delete from payload_jobs where id in (${Number(failed.rows[0]!.id)}, ${Number(stillTrying.rows[0]!.id)})`)
      await db().execute(sql`update bookings set needs_attention = false where id = ${flagged}`)
      await db().execute(sql`update credit_purchases set needs_attention = false where customer_email = ${email}`)
      await db().execute(sql`delete from gift_vouchers where id = ${voucherId}`)
    }
  })
})

describe('reports', () => {
  const summary = (query: string, token = reportsAdminToken) => rest('GET', `admin/reports/summary?${query}`, { token })

  it('are for admins, over a valid range of at most 366 days', async () => {
    expect((await summary('from=2032-03-27&to=2032-04-05', staffToken)).status).toBe(403)
    for (const [query, field] of [
      ['from=2032-04-05&to=2032-03-27', 'to'],
      ['from=2032-02-30&to=2032-03-27', 'from'],
      ['from=2031-01-01&to=2032-03-27', 'to'],
      ['to=2032-03-27', 'from'],
    ] as const) {
      const refused = await summary(query)
      expect(refused.status, query).toBe(400)
      expect((refused.json as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field)
    }
  })

  it('count each London day across the clock change, and group weeks from Monday and months, clipped to the range', async () => {
    // Saturday 27 March 2032 23:30 GMT is the 27th in London; Sunday 28 March 23:30 UTC is 00:30 BST on the 29th.
    const first = await insertBooking({ paidAt: '2032-03-27T23:30:00Z', date: '2032-03-29', checkedInAt: '2032-03-29T09:40:00Z' })
    const second = await insertBooking({ paidAt: '2032-03-28T23:30:00Z', date: '2032-03-30', status: 'no_show' })
    await insertBooking({ paidAt: '2032-03-28T10:00:00Z', date: '2032-04-02', status: 'cancelled', amount: 1000 })
    await db().execute(
      sql`insert into booking_refunds (booking_id, amount_pence, status, kind, refunded_at) values (${second}, 500, 'succeeded', 'staff', '2032-04-01T10:00:00Z')`,
    )
    expect(first).toBeGreaterThan(0)
    const answer = await summary('from=2032-03-27&to=2032-04-05')
    expect(answer.status).toBe(200)
    const report = answer.json as ReportSummaryAnswer
    const day = (date: string) => report.days.find((entry) => entry.date === date)!
    expect(report.days).toHaveLength(10)
    expect(day('2032-03-27')).toMatchObject({ bookings: 1, children: 2, takenPence: 2100, netPence: 2100 })
    expect(day('2032-03-28')).toMatchObject({ bookings: 0, takenPence: 1000 })
    expect(day('2032-03-29')).toMatchObject({ bookings: 1, children: 2, visits: 1, takenPence: 2100 })
    expect(day('2032-03-30')).toMatchObject({ noShows: 1, takenPence: 0 })
    expect(day('2032-04-01')).toMatchObject({ refundedPence: 500, netPence: -500 })
    expect(report.weeks.map(({ start, end }) => [start, end])).toEqual([
      ['2032-03-27', '2032-03-28'],
      ['2032-03-29', '2032-04-04'],
      ['2032-04-05', '2032-04-05'],
    ])
    expect(report.weeks[1]).toMatchObject({ bookings: 1, visits: 1, noShows: 1, takenPence: 2100, refundedPence: 500 })
    expect(report.months.map(({ start, end }) => [start, end])).toEqual([
      ['2032-03-27', '2032-03-31'],
      ['2032-04-01', '2032-04-05'],
    ])
    expect(report.total).toEqual({ bookings: 2, children: 4, visits: 1, noShows: 1, takenPence: 5200, refundedPence: 500, netPence: 4700 })
  })

  /** A CSV download's rows as arrays of cell texts (every cell is quoted; `rest` drops the byte-order mark when it decodes). */
  function csvRows(text: string): string[][] {
    return text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')))
  }
  const download = async (file: string, query: string, token = reportsAdminToken) => {
    const answer = await rest('GET', `admin/reports/${file}?${query}`, { token })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toContain(`${file.replace('.csv', '')}-`)
    expect([...answer.bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22])
    const [header, ...rows] = csvRows(answer.text)
    return rows.map((row) => Object.fromEntries(header!.map((title, index) => [title, row[index]!])))
  }

  it('download as CSV for admins only, with a JSON error for a bad range', async () => {
    for (const file of ['bookings.csv', 'payments.csv']) {
      expect((await rest('GET', `admin/reports/${file}?from=2019-05-29&to=2019-06-27`)).status).toBe(401)
      expect((await rest('GET', `admin/reports/${file}?from=2019-05-29&to=2019-06-27`, { token: staffToken })).status).toBe(403)
      const refused = await rest('GET', `admin/reports/${file}?from=2019-06-27&to=2019-05-29`, { token: reportsAdminToken })
      expect(refused.status).toBe(400)
      expect((refused.json as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('to')
    }
  })

  it("list the range's bookings and every payment and refund, summing to the summary's net revenue", async () => {
    const range = 'from=2019-06-03&to=2019-06-09'
    const card = await insertBooking({ name: 'Zoë Reportsworth', paidAt: '2019-06-02T23:30:00Z', date: '2019-06-05', amount: 2100 })
    await db()
      .execute(sql`insert into bookings_tickets (_order, _parent_id, id, ticket_key, title, quantity, unit_price_pence, fee_pence, line_total_pence)
      values (1, ${card}, ${`t-${card}-1`}, 'child-1-12', 'Children 1-12 years', 2, 950, 0, 1900), (2, ${card}, ${`t-${card}-2`}, 'adult', 'Adults', 1, 200, 0, 200)`)
    await insertBooking({
      name: '=HYPERLINK("http://evil.example")',
      source: 'walk_in',
      status: 'checked_out',
      paidAt: null,
      paidInStore: true,
      confirmedAt: '2019-06-06T10:00:00Z',
      date: '2019-06-06',
      amount: 1150,
      provider: 'in_store',
    })
    await insertBooking({ paidAt: '2019-06-07T09:00:00Z', date: '2019-06-07', amount: 0, provider: 'complimentary' })
    await insertBooking({ paidAt: null, date: '2019-06-07', status: 'held' })
    await insertBooking({ paidAt: null, date: '2019-06-07', status: 'expired' })
    const refunded = await insertBooking({ paidAt: '2019-05-17T10:00:00Z', date: '2019-06-08', status: 'cancelled', amount: 1000 })
    await db().execute(
      sql`insert into booking_refunds (booking_id, amount_pence, status, kind, refunded_at, provider_refund_id) values (${refunded}, 1000, 'succeeded', 'cancellation', '2019-06-04T10:00:00Z', 're_fake_1')`,
    )
    await insertPaidCreditPack({
      name: 'Pack Buyer',
      email: 'pack-report@test.example',
      credits: 10,
      pence: 7000,
      paidAt: '2019-06-09T22:59:00Z',
    })
    // 23:00 UTC on 9 June is 00:00 on the 10th in London: after the range.
    await insertBooking({ paidAt: '2019-06-09T23:00:00Z', date: '2019-06-17', amount: 900 })

    const bookings = await download('bookings.csv', range)
    expect(bookings.map((row) => row['Session date'])).toEqual(['2019-06-05', '2019-06-06', '2019-06-07', '2019-06-08'])
    expect(bookings[0]).toMatchObject({
      Name: 'Zoë Reportsworth',
      Status: 'paid',
      Source: 'online',
      'Booked at': '2019-06-03 00:30',
      Tickets: '2 x Children 1-12 years; 1 x Adults',
      'Paid (GBP)': '21.00',
      'Payment method': 'Card',
    })
    expect(bookings[1]).toMatchObject({ Name: `'=HYPERLINK("http://evil.example")`, Source: 'walk_in', 'Payment method': 'Desk' })
    expect(bookings[2]).toMatchObject({ 'Paid (GBP)': '0.00', 'Payment method': 'Complimentary' })
    expect(bookings[3]).toMatchObject({ Status: 'cancelled', 'Paid (GBP)': '10.00' })

    const payments = await download('payments.csv', range)
    expect(payments.map((row) => [row.Type, row.Method, row['Amount (GBP)']])).toEqual([
      ['Booking', 'Card', '21.00'],
      ['Booking refund', 'Card', '-10.00'],
      ['Booking', 'Desk', '11.50'],
      ['Booking', 'Complimentary', '0.00'],
      ['Credit pack', '', '70.00'],
    ])
    expect(payments[0]!['Date and time']).toBe('2019-06-03 00:30:00')
    expect(payments[1]).toMatchObject({ 'Provider reference': 're_fake_1', 'Session date': '2019-06-08' })
    const pence = payments.reduce((sum, row) => sum + Math.round(Number(row['Amount (GBP)']) * 100), 0)
    const report = (await rest('GET', `admin/reports/summary?${range}`, { token: reportsAdminToken })).json as ReportSummaryAnswer
    expect(pence).toBe(report.total.netPence)
  })
})

describe('dashboard figures', () => {
  it('count bookings and money on the London day and the Monday-to-Sunday London week, net of refunds', async () => {
    // Wednesday 15 July 2026, British Summer Time (UTC+1).
    const now = new Date('2026-07-15T12:00:00Z')
    const before = await dashboardStats(payload, now)
    // 23:30 UTC on the 14th is 00:30 on the 15th in London: today.
    const late = await insertBooking({ paidAt: '2026-07-14T23:30:00Z', amount: 2100, refundedPence: 600 })
    // Part of it refunded this morning (the refunds ledger says when).
    const refundRow = await db().execute(
      sql`insert into booking_refunds (booking_id, amount_pence, status, kind, refunded_at) values (${late}, 600, 'succeeded', 'staff', '2026-07-15T09:00:00Z') returning id`,
    )
    const refundId = Number(refundRow.rows[0]!.id)
    // 22:30 UTC on the 14th is 23:30 on the 14th in London: this week, not today.
    await insertBooking({ paidAt: '2026-07-14T22:30:00Z', amount: 1150 })
    // Monday 13 July 00:30 London: the week's first minutes.
    await insertBooking({ paidAt: '2026-07-12T23:30:00Z', amount: 1000 })
    // Sunday 12 July 23:59 London: last week.
    await insertBooking({ paidAt: '2026-07-12T22:59:00Z', amount: 500 })
    // A credit pack bought today is money taken today.
    await insertPaidCreditPack({
      name: 'Credit Buyer',
      email: 'credits@test.example',
      credits: 10,
      pence: 7000,
      paidAt: '2026-07-15T08:00:00Z',
    })
    // A walk-in counts as taken when it starts, its money once staff confirm it.
    await insertBooking({
      source: 'walk_in',
      status: 'checked_in',
      paidAt: null,
      paidInStore: true,
      amount: 1050,
      confirmedAt: '2026-07-15T10:00:00Z',
      checkedInAt: '2026-07-15T09:45:00Z',
    })
    await db().execute(
      sql`update bookings set created_at = '2026-07-15T09:45:00Z' where source = 'walk_in' and in_store_payment_confirmed_at = '2026-07-15T10:00:00Z'`,
    )

    const after = await dashboardStats(payload, now)
    expect(after.stats.todayBookings - before.stats.todayBookings).toBe(2)
    expect(after.stats.todayRevenue - before.stats.todayRevenue).toBe(2100 - 600 + 7000 + 1050)
    expect(after.stats.weeklyBookings - before.stats.weeklyBookings).toBe(4)
    expect(after.stats.weeklyRevenue - before.stats.weeklyRevenue).toBe(2100 - 600 + 1150 + 1000 + 7000 + 1050)
    const refund = after.recentActivity.find((item) => item.id === `refund-${refundId}`)
    expect(refund).toMatchObject({ type: 'payment', amount: -600, created: Date.parse('2026-07-15T09:00:00Z') / 1000 })
  })

  it('keep the week to London Mondays across the October clock change', async () => {
    // Sunday 25 October 2026, the day the clocks go back: the week began Monday 19 October 00:00 BST.
    const now = new Date('2026-10-25T12:00:00Z')
    const before = await dashboardStats(payload, now)
    await insertBooking({ paidAt: '2026-10-18T23:30:00Z', amount: 100 }) // Mon 19 Oct 00:30 BST: in
    await insertBooking({ paidAt: '2026-10-18T22:30:00Z', amount: 200 }) // Sun 18 Oct 23:30 BST: out
    await insertBooking({ paidAt: '2026-10-25T23:30:00Z', amount: 400 }) // Sun 25 Oct 23:30 GMT: in
    await insertBooking({ paidAt: '2026-10-26T00:30:00Z', amount: 800 }) // Mon 26 Oct: next week
    const after = await dashboardStats(payload, now)
    expect(after.stats.weeklyRevenue - before.stats.weeklyRevenue).toBe(100 + 400)
    expect(after.stats.weeklyBookings - before.stats.weeklyBookings).toBe(2)
    expect(after.stats.todayRevenue - before.stats.todayRevenue).toBe(400)
  })

  it('count customers once by e-mail, whatever its case, and only with a paid booking', async () => {
    const before = (await dashboardStats(payload)).stats.totalCustomers
    await insertBooking({ email: 'Repeat.Family@test.example', paidAt: '2026-07-01T10:00:00Z' })
    await insertBooking({ email: 'repeat.family@TEST.example', paidAt: '2026-07-02T10:00:00Z' })
    await insertBooking({ email: 'never.paid@test.example', status: 'held', paidAt: null })
    expect((await dashboardStats(payload)).stats.totalCustomers - before).toBe(1)
  })

  it('answer the seed shape over HTTP', async () => {
    const { status, json } = await rest('GET', 'admin/dashboard-stats', { token: staffToken })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      stats: {
        todayBookings: expect.any(Number),
        todayRevenue: expect.any(Number),
        weeklyBookings: expect.any(Number),
        weeklyRevenue: expect.any(Number),
        totalCustomers: expect.any(Number),
      },
      recentActivity: expect.any(Array),
    })
  })
})

describe('payment search', () => {
  const search = async (searchTerm: unknown) => rest('POST', 'admin/search-payments', { body: { searchTerm }, token: staffToken })
  const payments = (json: unknown) => (json as { payments: PaymentSearchResult[] }).payments

  it('finds any part of a name, ignoring case and accents, in bookings and credit packs, newest first', async () => {
    const older = await insertBooking({ name: 'Zoë Brontë-Éclair', paidAt: '2026-06-01T10:00:00Z' })
    await db().execute(sql`update bookings set created_at = '2026-06-01T09:59:00Z' where id = ${older}`)
    await insertPaidCreditPack({
      name: 'ZOE ECLAIRSON',
      email: 'zoe@test.example',
      credits: 5,
      pence: 3800,
      paidAt: '2026-06-02T10:00:00Z',
    })
    const found = await search('eclair')
    expect(found.status).toBe(200)
    const names = payments(found.json).map((payment) => payment.customer_name)
    expect(names).toEqual(['ZOE ECLAIRSON', 'Zoë Brontë-Éclair'])
    expect(payments((await search('BRONTË')).json).map((payment) => payment.booking_id)).toEqual([older])
    expect(payments(found.json)[1]).toMatchObject({
      id: `booking-${older}`,
      amount: 2100,
      currency: 'gbp',
      status: 'succeeded',
      payment_method_type: 'card',
      refundable: 2100,
    })
    expect(payments(found.json)[0]).toMatchObject({ status: 'succeeded', amount: 3800 })
    expect(found.json).toMatchObject({ success: true, message: 'Found 2 payments' })
  })

  it('takes % and _ literally, says when nothing is found, and stops at 50', async () => {
    expect(payments((await search('%')).json)).toEqual([])
    expect((await search('Nobody By This Name')).json).toMatchObject({
      success: true,
      payments: [],
      message: expect.stringContaining('No payments found'),
    })
    for (let turn = 0; turn < 52; turn++) await insertBooking({ name: `Manyfold Family ${turn}` })
    expect(payments((await search('manyfold')).json)).toHaveLength(50)
  })

  it('asks for a name when the term is empty', async () => {
    for (const term of ['', '   ', undefined]) {
      const { status, json } = await search(term)
      expect(status).toBe(400)
      expect(JSON.stringify(json)).toContain('Please enter a customer name to search')
    }
  })
})

describe('who is playing now, and today’s bookings', () => {
  it('lists open visits with minutes left, overtime first', async () => {
    const date = '2031-01-13'
    const early = await insertBooking({
      name: 'Early Slot',
      date,
      status: 'checked_in',
      slotStart: '09:30',
      slotLabel: '9:30 AM - 11:30 AM',
      checkedInAt: '2031-01-13T09:35:00Z',
    })
    const late = await insertBooking({
      name: 'Late Slot',
      date,
      status: 'checked_in',
      slotStart: '12:00',
      slotLabel: '12:00 PM - 2:00 PM',
      checkedInAt: '2031-01-13T12:01:00Z',
    })
    // Checked in through the kiosk on a flexible day at 10:50: play ends two hours from check-in, not with the 9:30 session.
    const flexible = await insertBooking({
      name: 'From Check-in',
      date,
      status: 'checked_in',
      slotStart: '09:30',
      slotLabel: '9:30 AM - 11:30 AM',
      checkedInAt: '2031-01-13T10:50:00Z',
    })
    await db().execute(sql`update bookings set play_ends_at = '2031-01-13T12:50:00Z' where id = ${flexible}`)
    await insertBooking({ name: 'Gone Home', date, status: 'checked_out', checkedInAt: '2031-01-13T09:35:00Z' })
    const req = await createLocalReq({}, payload)
    // 11:40 GMT: the 9:30 session (recorded before play times were kept) ended ten minutes ago; the 12:00 one has 140 minutes left.
    const sessions = (await activeSessions(req, new Date('2031-01-13T11:40:00Z'))).filter((session) =>
      [early, late, flexible].includes(session.bookingId),
    )
    expect(sessions.map((session) => [session.customerName, session.timeRemaining])).toEqual([
      ['Early Slot', -10],
      ['From Check-in', 70],
      ['Late Slot', 140],
    ])
    expect(sessions[1]).toMatchObject({ sessionEnd: '2031-01-13T12:50:00.000Z' })
    expect(sessions[0]).toMatchObject({
      numberOfChildren: 2,
      numberOfAdults: 1,
      sessionEnd: '2031-01-13T11:30:00.000Z',
      checkedInAt: '2031-01-13T09:35:00.000Z',
    })
  })

  it('lists today’s paid, playing, left and cancelled bookings by slot, leaving out unpaid holds, and marks walk-ins to confirm', async () => {
    const date = '2031-02-03'
    await insertBooking({ name: 'B Paid', date, status: 'paid', slotStart: '12:00', slotLabel: '12:00 PM - 2:00 PM' })
    await insertBooking({ name: 'A Playing', date, status: 'checked_in', slotStart: '12:00', slotLabel: '12:00 PM - 2:00 PM' })
    await insertBooking({ name: 'Left Early', date, status: 'checked_out', slotStart: '09:30' })
    await insertBooking({ name: 'Called Off', date, status: 'cancelled', slotStart: '09:30' })
    await insertBooking({ name: 'Still Paying', date, status: 'held', slotStart: '09:30' })
    await insertBooking({ name: 'Lapsed', date, status: 'expired', slotStart: '09:30' })
    await insertBooking({
      name: 'Desk Walk-in',
      date,
      status: 'checked_in',
      source: 'walk_in',
      paidInStore: true,
      slotStart: '14:30',
      slotLabel: 'Open Play (Walk-in)',
    })
    const req = await createLocalReq({}, payload)
    const rows = await todaysBookings(req, new Date('2031-02-03T10:00:00Z'))
    expect(rows.map((row) => [row.customerName, row.visitStatus, row.inStorePaymentToConfirm])).toEqual([
      ['Called Off', 'cancelled', false],
      ['Left Early', 'left', false],
      ['A Playing', 'playing', false],
      ['B Paid', 'expected', false],
      ['Desk Walk-in', 'playing', true],
    ])
  })

  it('export as a CSV file Excel opens in UTF-8, with formulas made plain text', async () => {
    const date = '2031-02-10'
    await insertBooking({ name: 'Zoë Brontë', date, status: 'paid' })
    await insertBooking({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: '+x@test.example',
      date,
      status: 'paid',
      slotStart: '12:00',
    })
    const file = await rest('GET', `admin/todays-bookings/export?date=${date}`, { token: staffToken })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(file.text).toContain('"Zoë Brontë"')
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")","'+x@test.example"`)
  })
})

describe('checking a visitor out from the dashboard', () => {
  it('goes through the kiosk’s visit operation and leaves an audit entry nobody can change or delete', async () => {
    const date = privateDay('2032-03-01')
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date, { name: 'Audit Family' })
    const version = await currentWaiverVersion(device.token)
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)

    // Signed in on the frozen clock (a session from the real today would have expired by then).
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)
    const out = await rest('POST', 'check-in/checkout', { body: { bookingId: booking.id }, token: staffToken })
    expect(out.status, out.text).toBe(200)
    expect(out.json).toMatchObject({ success: true })
    const visits = await payload.find({
      collection: 'visit-events',
      where: { booking: { equals: booking.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(visits.docs.map((event) => event.action)).toEqual(['check_in', 'check_out'])

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { recordId: { equals: String(booking.id) } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      action: 'check_out',
      entity: 'bookings',
      before: { status: 'checked_in' },
      after: { status: 'checked_out' },
    })
    const entry = docs[0]!

    // Admins read it; nobody edits or deletes it, through the API or in the database.
    expect((await rest('GET', `audit-log/${entry.id}`, { token: adminToken })).status).toBe(200)
    expect((await rest('GET', `audit-log/${entry.id}`, { token: staffToken })).status).toBe(403)
    expect((await rest('PATCH', `audit-log/${entry.id}`, { body: { summary: 'edited' }, token: adminToken })).status).toBe(403)
    expect((await rest('DELETE', `audit-log/${entry.id}`, { token: adminToken })).status).toBe(403)
    const refusal = async (statement: Promise<unknown>) =>
      statement.then(
        () => 'allowed',
        (error: { cause?: unknown }) => String(error.cause ?? error),
      )
    expect(await refusal(db().execute(sql`update audit_log set summary = 'edited' where id = ${entry.id}`))).toMatch(
      /append-only: UPDATE refused/,
    )
    expect(await refusal(db().execute(sql`delete from audit_log where id = ${entry.id}`))).toMatch(/append-only: DELETE refused/)

    // Deleting the staff member's account keeps the entry and who it was.
    await payload.delete({ collection: 'users', id: staff.id, overrideAccess: true })
    expect(await payload.findByID({ collection: 'audit-log', id: entry.id, depth: 0, overrideAccess: true })).toMatchObject({
      actor: null,
      actorLabel: staff.email,
    })

    // A second check-out is refused by the visit rules and leaves no second entry.
    expect((await rest('POST', 'check-in/checkout', { body: { bookingId: booking.id }, token: adminToken })).status).toBe(409)
    expect(
      (await payload.count({ collection: 'audit-log', where: { recordId: { equals: String(booking.id) } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('resending a confirmation', () => {
  const resend = (bookingId: number, key?: string) =>
    rest('POST', `admin/bookings/${bookingId}/resend-confirmation`, { token: staffToken, headers: key ? { 'idempotency-key': key } : {} })
  const sentTo = async (email: string) =>
    (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true, limit: 50 })).docs

  it('sends it once per click, whatever the retries, and records each resend', async () => {
    const email = `resend-${Date.now()}@test.example`
    const booking = await paidBooking(addBusinessDays(businessDate(), 3), { name: 'Resend Family', email })
    expect((await resend(booking.id)).status).toBe(400)

    const first = await resend(booking.id, 'resend-key-0001')
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ success: true, message: `Confirmation e-mail sent to ${email}` })
    // A double click, or the answer lost and retried: the same key sends nothing more.
    const again = await resend(booking.id, 'resend-key-0001')
    expect(again).toMatchObject({ status: 200, headers: expect.anything() })
    expect(await sentTo(email)).toHaveLength(1)
    expect((await sentTo(email))[0]!.subject).toMatch(/confirm/i)

    expect((await resend(booking.id, 'resend-key-0002')).status).toBe(200)
    expect(await sentTo(email)).toHaveLength(2)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ recordId: { equals: String(booking.id) } }, { action: { equals: 'resend_confirmation' } }] },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(2)
  })

  it('refuses a booking that is not paid, and one that does not exist', async () => {
    const held = await heldBooking(addBusinessDays(businessDate(), 3))
    expect((await resend(held.id, 'resend-key-held')).json).toMatchObject({ error: { code: 'not_resendable' } })
    expect((await resend(2_000_000_000, 'resend-key-none')).status).toBe(404)
  })
})

describe('a failed staff sign-in', () => {
  it('reads Access Denied: Incorrect password (seed 001 §8)', async () => {
    const staff = await createUser(payload, ['staff'])
    const { status, json } = await rest('POST', 'users/login', { body: { email: staff.email, password: 'not-the-password' } })
    expect(status).toBe(401)
    expect(JSON.stringify(json)).toContain('Access Denied: Incorrect password.')
  })
})
