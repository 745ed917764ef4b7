import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EMAIL_QUEUE } from '@plugins/email'
import { partyLinksOf, partyToken, sendPartyReminders } from '@plugins/inquiries'
import type { DoorParty, PartyCheckInAnswer, StaffPartyAnswer } from '@plugins/inquiries/contract'
import type { ActiveSessionsAnswer } from '@plugins/staff'
import type { Party } from '@/payload-types'
import { addBusinessDays, venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { workQueue } from '../helpers/jobs'
import { freezeAt, kioskCall, newKey, signedInDevice } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let staff: { email: string; password: string }
let refunder: { email: string; password: string }

// This file's own dates, after party-deposits' (2035-03) and within the booking window of each BASE.
const BASE = '2035-06-01'
const day = (offset: number) => addBusinessDays(BASE, offset)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  staff = await createUser(payload, ['staff'])
  refunder = await createUser(payload, ['staff'], { canRefund: true })
})

afterEach(() => {
  vi.useRealTimers()
})

let turn = 0
/** A party inquiry and its confirmation by staff at 10:00 on `on`; the answer and the parent. */
async function party(
  date: string,
  options: { deposit?: 'link' | 'cash' | 'card'; timeSlot?: string; on?: string; parent?: string; child?: string } = {},
) {
  turn += 1
  const email = `day-${turn}-${Date.now()}@test.example`
  const inquiry = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      name: options.parent ?? `Alex Parent${turn}`,
      email,
      phone: '07700 900111',
      inquiryType: 'party_booking',
      party: {
        childName: options.child ?? `Maisie`,
        childAge: '6',
        partyDate: date,
        partyTime: '12:00 PM - 2:00 PM',
        numberOfChildren: '12',
        packageType: 'silver',
      },
    },
  })
  freezeAt(options.on ?? BASE, '10:00')
  const token = await loginToken(staff.email, staff.password)
  const confirmed = await rest('POST', `admin/inquiries/${inquiry.id}/confirm-party`, {
    token,
    body: { date, timeSlot: options.timeSlot ?? '12:00 PM - 2:00 PM', packageKey: 'silver', deposit: options.deposit ?? 'card' },
  })
  expect(confirmed.status, confirmed.text).toBe(200)
  return { partyId: (confirmed.json as { partyId: number }).partyId, email, inquiryId: inquiry.id, staffToken: token }
}

const read = async (id: number) => (await payload.findByID({ collection: 'parties', id, depth: 0, overrideAccess: true })) as Party
const subjects = async (email: string) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, sort: 'createdAt', overrideAccess: true })).docs.map(
    (mail) => mail.subject,
  )

describe('reminders', () => {
  it('a week and a day before, from 9:00, once each; never for a cancelled party or an erased address', async () => {
    const date = day(12)
    const kept = await party(date)
    const cancelled = await party(date, { timeSlot: '2:00 PM - 4:00 PM' })
    const erased = await party(date, { timeSlot: '4:00 PM - 6:00 PM' })
    const refunderToken = await loginToken(refunder.email, refunder.password)
    expect(
      (
        await rest('POST', `admin/parties/${cancelled.partyId}/cancel`, {
          token: refunderToken,
          body: { refund: false, reason: 'Family moved away' },
        })
      ).status,
    ).toBe(200)
    await payload.update({
      collection: 'inquiries',
      id: erased.inquiryId,
      data: { email: `erased-${turn}@erased.invalid` },
      overrideAccess: true,
    })
    const links = partyLinksOf(payload)

    expect(await sendPartyReminders(payload, links, venueInstant(addBusinessDays(date, -7), '08:30'))).toEqual({ week: 0, day: 0 })
    const weekRuns = await Promise.all(
      [0, 1].map(() => sendPartyReminders(payload, links, venueInstant(addBusinessDays(date, -7), '09:20'))),
    )
    expect(weekRuns.reduce((sum, run) => sum + run.week, 0)).toBe(2)
    expect((await sendPartyReminders(payload, links, venueInstant(addBusinessDays(date, -5), '09:20'))).week).toBe(0)
    expect((await sendPartyReminders(payload, links, venueInstant(addBusinessDays(date, -1), '09:20'))).day).toBe(2)
    expect((await sendPartyReminders(payload, links, venueInstant(addBusinessDays(date, -1), '15:20'))).day).toBe(0)
    await workQueue(payload, EMAIL_QUEUE)

    const sent = await subjects(kept.email)
    expect(sent.filter((subject) => subject.includes('in a week'))).toHaveLength(1)
    expect(sent.filter((subject) => subject.endsWith('is tomorrow'))).toHaveLength(1)
    const dayBefore = await payload.find({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: kept.email } }, { subject: { contains: 'tomorrow' } }] },
      overrideAccess: true,
    })
    // 12:00 less the 15 minutes of Party settings; Silver 12 × £16 less the £50 deposit taken by card.
    expect(dayBefore.docs[0]!.text).toContain('Please arrive by 11:45 AM')
    expect(dayBefore.docs[0]!.text).toContain('Balance due: £142.00')
    expect((await subjects(cancelled.email)).some((subject) => subject.includes('in a week') || subject.includes('tomorrow'))).toBe(false)
    expect(await subjects(`erased-${turn}@erased.invalid`)).toEqual([])
  })
})

describe('staff and the desk', () => {
  it('the desk takes the deposit and the balance once each, recorded and audited', async () => {
    const held = await party(day(13), { deposit: 'link' })
    const take = (body: object) => rest('POST', `admin/parties/${held.partyId}/take-payment`, { token: held.staffToken, body })
    const deposit = await take({ stage: 'deposit', method: 'card' })
    expect(deposit.status, deposit.text).toBe(200)
    expect((deposit.json as StaffPartyAnswer).party).toMatchObject({
      status: 'confirmed',
      stateLabel: 'Confirmed',
      paidPence: 5000,
      balanceDuePence: 14200,
    })
    expect((await take({ stage: 'deposit', method: 'card' })).status).toBe(409)
    const [a, b] = await Promise.all([take({ stage: 'balance', method: 'cash' }), take({ stage: 'balance', method: 'cash' })])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect(await read(held.partyId)).toMatchObject({ paidPence: 19200, refundedPence: 0 })
    const payments = await payload.find({
      collection: 'party-payments',
      where: { party: { equals: held.partyId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(payments.docs.map((row) => [row.stage, row.method, row.amountPence, row.status])).toEqual([
      ['deposit', 'card', 5000, 'paid'],
      ['balance', 'cash', 14200, 'paid'],
    ])
    expect(payments.docs.every((row) => typeof row.recordedBy === 'number')).toBe(true)
    const audit = await payload.count({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'party_balance_taken' } }, { recordId: { equals: String(held.partyId) } }] },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(1)
    expect((await take({ stage: 'balance', method: 'card' })).status).toBe(409)
    // Bad input writes nothing.
    expect((await take({ stage: 'tip', method: 'cash' })).status).toBe(400)
  })

  it('staff cancel with a refund only with the refund permission; the refund goes through the ledger once', async () => {
    const confirmed = await party(day(14))
    const cancel = (token: string, body: object) => rest('POST', `admin/parties/${confirmed.partyId}/cancel`, { token, body })
    const refused = await cancel(confirmed.staffToken, { refund: true, reason: 'Child unwell' })
    expect(refused.status).toBe(403)
    expect((await read(confirmed.partyId)).status).toBe('confirmed')
    const token = await loginToken(refunder.email, refunder.password)
    const [first, second] = await Promise.all([
      cancel(token, { refund: true, reason: 'Child unwell' }),
      cancel(token, { refund: true, reason: 'Child unwell' }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    expect(await read(confirmed.partyId)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', refundedPence: 5000 })
    // The deposit was taken by card at the desk: handed back there, recorded at once.
    const refunds = await payload.find({
      collection: 'party-refunds',
      where: { party: { equals: confirmed.partyId } },
      overrideAccess: true,
    })
    expect(refunds.docs.map((row) => [row.amountPence, row.status, row.toCard])).toEqual([[5000, 'succeeded', false]])
  })

  it('the reports count party deposits, balances and refunds on the day they happened', async () => {
    const held = await party(day(15), { deposit: 'link' })
    const admin = await createUser(payload, ['admin'])
    const token = await loginToken(admin.email, admin.password)
    const pay = (
      await rest('POST', 'parties/pay', {
        body: { token: partyToken(partyLinksOf(payload).secret, held.partyId, day(15)), stage: 'deposit' },
      })
    ).json as { clientSecret: string }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret: pay.clientSecret } })).status).toBe(200)
    expect(
      (await rest('POST', `admin/parties/${held.partyId}/cancel`, { token, body: { refund: true, reason: 'Double booked' } })).status,
    ).toBe(200)
    const csv = (await rest('GET', `admin/reports/payments.csv?from=${BASE}&to=${BASE}`, { token })).text
    const lines = csv.split('\n').filter((line) => line.includes(`P-${held.partyId}`))
    expect(lines.some((line) => line.includes('Party deposit') && line.includes('50.00'))).toBe(true)
    expect(lines.some((line) => line.includes('Party refund') && line.includes('-50.00'))).toBe(true)
  })
})

describe('the door', () => {
  it('the kiosk finds today’s party by the child’s or the parent’s surname and checks it in once, as a group', async () => {
    const today = day(16)
    const booked = await party(today, { on: BASE, parent: 'Jordan Featherstonehaugh', child: 'Poppy Quill', timeSlot: '2:00 PM - 4:00 PM' })
    freezeAt(today, '12:30')
    const device = await signedInDevice(payload)
    const search = async (customerName: string) =>
      (await kioskCall(device.token, 'search-all-tickets', { customerName }, null)).json as { parties: DoorParty[]; message: string }
    for (const name of ['featherstone', 'Quill', 'poppy', `P-${booked.partyId}`]) {
      const found = await search(name)
      expect(
        found.parties.map((found) => found.id),
        name,
      ).toEqual([booked.partyId])
    }
    expect((await search('Nobodyhere')).parties).toEqual([])
    const checkIn = (key = newKey()) => kioskCall(device.token, 'party-check-in', { partyId: booked.partyId, children: 11, adults: 4 }, key)
    // Half an hour before 2 PM at the earliest.
    const early = await checkIn()
    expect(early.status).toBe(409)
    expect((early.json as { error: { message: string } }).error.message).toBe('Check-in for this party opens at 1:30 PM.')
    expect((await kioskCall(device.token, 'party-check-in', { partyId: booked.partyId, children: 0, adults: 0 })).status).toBe(400)

    freezeAt(today, '13:45')
    const [a, b] = await Promise.all([checkIn(), checkIn()])
    const answers = [a.json, b.json] as PartyCheckInAnswer[]
    expect(answers.map((answer) => answer.alreadyCheckedIn).sort()).toEqual([false, true])
    expect(answers[0]!.party.checkedIn).toMatchObject({ children: 11, adults: 4 })
    expect(await read(booked.partyId)).toMatchObject({ checkedInChildren: 11, checkedInAdults: 4 })

    // The Checked In tab counts the party's guests until its slot ends.
    const staffToken = await loginToken(staff.email, staff.password)
    const inside = (await rest('GET', 'admin/active-sessions', { token: staffToken })).json as ActiveSessionsAnswer
    expect(inside.parties.map((entry) => [entry.id, entry.checkedIn?.children, entry.checkedIn?.adults])).toEqual([[booked.partyId, 11, 4]])
    freezeAt(today, '16:00')
    expect(
      ((await rest('GET', 'admin/active-sessions', { token: await loginToken(staff.email, staff.password) })).json as ActiveSessionsAnswer)
        .parties,
    ).toEqual([])
  })
})
