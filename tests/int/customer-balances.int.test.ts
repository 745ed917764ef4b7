import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { expectLedgersConsistent } from '../helpers/ledgers'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, uniqueEmail } from '../helpers/verification'

// Session credits and loyalty points seen and adjusted at the desk (goodwill, a missed visit, a correction).
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

afterEach(async () => {
  await expectLedgersConsistent(payload)
})

type Balances = { email: string; credits: number; loyalty: { member: boolean; currentPoints?: number; level?: string } }

const balances = async (email: string, token = staffToken) => {
  const answer = await rest('GET', `admin/customers/balances?email=${encodeURIComponent(email)}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.json as Balances
}
const adjust = (body: Record<string, unknown>, key: string, token = adminToken) =>
  rest('POST', 'admin/customers/adjust-balances', { body, token, headers: { 'idempotency-key': key } })
const key = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** A family enrolled by a paid booking with the opt-in: 71 points (50 welcome, 21 for £21). */
async function member(): Promise<string> {
  const email = uniqueEmail('balances')
  const booked = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload) }),
    headers: newClient(),
  })
  expect(booked.status, booked.text).toBe(201)
  const { clientSecret } = booked.json as { clientSecret: string }
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
  expect((await balances(email)).loyalty).toMatchObject({ member: true, currentPoints: 71, level: 'bronze' })
  return email
}

describe('GET /api/admin/customers/balances', () => {
  it('shows a family’s credits and points to any staff, whatever capitals the address is typed in', async () => {
    const email = await member()
    expect(await balances(email.toUpperCase())).toEqual({
      email,
      credits: 0,
      loyalty: { member: true, name: 'Jo Family', currentPoints: 71, level: 'bronze' },
    })
    expect(await balances('nobody-here@test.example')).toEqual({
      email: 'nobody-here@test.example',
      credits: 0,
      loyalty: { member: false },
    })
    const bad = await rest('GET', 'admin/customers/balances?email=not-an-address', { token: staffToken })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { code: 'validation_failed' } })
    expect((await rest('GET', `admin/customers/balances?email=${encodeURIComponent(email)}`)).status).toBe(401)
  })
})

describe('POST /api/admin/customers/adjust-balances', () => {
  it('adds credits and points together once, with the reason in one audit entry', async () => {
    const email = await member()
    const request = key('adjust-both')
    const first = await adjust({ email, credits: 2, points: 29, reason: 'Ball pit closed during their visit' }, request)
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({
      success: true,
      message: `Saved: ${email} now has 2 session credits and 100 points.`,
      balances: { credits: 2, loyalty: { member: true, currentPoints: 100 } },
    })
    // The same request again (a double tap, a retry) changes nothing more.
    const again = await adjust({ email, credits: 2, points: 29, reason: 'Ball pit closed during their visit' }, request)
    expect(again.json).toEqual(first.json)
    expect(await balances(email)).toMatchObject({ credits: 2, loyalty: { currentPoints: 100 } })

    const entries = await db().execute(sql`
      select summary, entity, after from audit_log where action = 'balance_adjustment' and summary like ${`Adjusted ${email}:%`}`)
    expect(entries.rows).toEqual([
      {
        summary: `Adjusted ${email}: +2 session credits and +29 points: Ball pit closed during their visit`,
        entity: 'credit-ledger',
        after: { credits: 2, points: 29, reason: 'Ball pit closed during their visit' },
      },
    ])

    // Taking some off.
    const off = await adjust({ email, credits: -1, points: -50, reason: 'Added twice by mistake' }, key('adjust-off'))
    expect(off.json).toMatchObject({ balances: { credits: 1, loyalty: { currentPoints: 50 } } })

    // Points alone are recorded against the member; an erasure of the address finds both entries.
    const members = await payload.find({ collection: 'loyalty-members', where: { email: { equals: email } }, overrideAccess: true })
    expect((await adjust({ email, points: 5, reason: 'Missed check-in' }, key('adjust-points'))).status).toBe(200)
    const pointsOnly = await db().execute(
      sql`select entity, record_id from audit_log where action = 'balance_adjustment' and summary = ${`Adjusted ${email}: +5 points: Missed check-in`}`,
    )
    expect(pointsOnly.rows).toEqual([{ entity: 'loyalty-members', record_id: String(members.docs[0]!.id) }])
    expect((await rest('POST', 'admin/customers/erase', { body: { email }, token: adminToken })).status).toBe(200)
    const left = await db().execute(
      sql`select summary, after from audit_log where action = 'balance_adjustment' and summary like ${`%${email}%`}`,
    )
    expect(left.rows).toEqual([])
  })

  it('never goes below zero, and a refusal of either part writes nothing of the other', async () => {
    const email = await member()
    expect((await adjust({ email, credits: 2, reason: 'Goodwill' }, key('adjust-two'))).status).toBe(200)

    const tooMany = await adjust({ email, credits: -3, reason: 'Correction' }, key('adjust-too-many'))
    expect(tooMany.status).toBe(409)
    expect(tooMany.json).toMatchObject({
      error: { code: 'credits_too_few', message: 'This family has 2 session credits: at most 2 can be taken off.' },
    })
    // Credits fine, points too few: the credits are not changed either.
    const mixed = await adjust({ email, credits: 1, points: -500, reason: 'Correction' }, key('adjust-mixed'))
    expect(mixed.status).toBe(409)
    expect(mixed.json).toMatchObject({
      error: { code: 'points_too_few', message: 'This member has 71 points: at most 71 can be taken off.' },
    })
    expect(await balances(email)).toMatchObject({ credits: 2, loyalty: { currentPoints: 71 } })

    // Points need a member; credits do not.
    const stranger = uniqueEmail('not-member')
    const points = await adjust({ email: stranger, points: 10, reason: 'Goodwill' }, key('adjust-stranger'))
    expect(points.status).toBe(409)
    expect(points.json).toMatchObject({ error: { code: 'not_a_member' } })
    expect((await adjust({ email: stranger, credits: 1, reason: 'Goodwill' }, key('adjust-stranger-credit'))).json).toMatchObject({
      balances: { credits: 1, loyalty: { member: false } },
    })
  })

  it('refuses bad input and callers who may not give refunds, changing nothing', async () => {
    const email = uniqueEmail('adjust-bad')
    for (const body of [
      { email, reason: 'Nothing to change' },
      { email, credits: 0, points: 0, reason: 'Nothing to change' },
      { email, credits: 1.5, reason: 'Half a credit' },
      { email, credits: 51, reason: 'Too many at once' },
      { email, credits: 1, reason: 'no' },
      { email: 'not-an-address', credits: 1, reason: 'Goodwill' },
    ]) {
      const refused = await adjust(body, key('adjust-bad'))
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json).toMatchObject({ error: { code: 'validation_failed' } })
    }
    const noKey = await rest('POST', 'admin/customers/adjust-balances', {
      body: { email, credits: 1, reason: 'Goodwill' },
      token: adminToken,
    })
    expect(noKey.json).toMatchObject({ error: { code: 'idempotency_key_required' } })
    expect((await adjust({ email, credits: 1, reason: 'Goodwill' }, key('adjust-staff'), staffToken)).status).toBe(403)
    expect((await balances(email)).credits).toBe(0)
  })

  it('a credit given is not money: a pack’s refund covers only its own unused paid credits', async () => {
    const email = uniqueEmail('adjust-pack')
    const started = await rest('POST', 'session-credits/purchase', {
      body: { customerName: 'Goodwill Pack', customerEmail: email, customerPhone: '07700 900123' },
      headers: newClient(),
    })
    expect(started.status, started.text).toBe(201)
    const { purchaseId, clientSecret } = started.json as { purchaseId: number; clientSecret: string }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    const pack = await payload.findByID({ collection: 'credit-purchases', id: purchaseId, overrideAccess: true })

    // One credit used (taken off at the desk), then one given back as goodwill.
    expect((await adjust({ email, credits: -1, reason: 'Used at the desk' }, key('adjust-pack-use'))).status).toBe(200)
    expect((await adjust({ email, credits: 1, reason: 'Goodwill' }, key('adjust-pack-gift'))).status).toBe(200)
    expect((await balances(email)).credits).toBe(pack.credits)
    const found = await rest('POST', 'admin/search-payments', { body: { searchTerm: 'Goodwill Pack' }, token: staffToken })
    const payment = (found.json as { payments: { id: string; refundable_credits?: number }[] }).payments.find(
      (candidate) => candidate.id === `credit-${purchaseId}`,
    )
    expect(payment?.refundable_credits).toBe(pack.credits - 1)
  })
})
