import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { lapseUnpaidDeposits, partyLinksOf, partyToken } from '@plugins/inquiries'
import type { PartyPaymentAnswer, PartyViewAnswer } from '@plugins/inquiries/domain/partyPageApi'
import type { Party } from '@/payload-types'
import { addBusinessDays, venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { EMAIL_QUEUE } from '@plugins/email'
import { workQueue } from '../helpers/jobs'
import { freezeAt } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let staff: { email: string; password: string }
let admin: { email: string; password: string }
const links = () => partyLinksOf(payload)
const secret = () => links().secret

// This file's own dates, years after the other files', so its parties never meet theirs; all within the booking window of BASE.
const BASE = '2035-03-01'
const day = (offset: number) => addBusinessDays(BASE, offset)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  staff = await createUser(payload, ['staff'])
  admin = await createUser(payload, ['admin'])
})

afterEach(() => {
  vi.useRealTimers()
})

let turn = 0
async function partyInquiry(partyDate: string, numberOfChildren = '12'): Promise<{ id: number; email: string }> {
  turn += 1
  const email = `deposit-${turn}-${Date.now()}@test.example`
  const inquiry = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      name: `Parent ${turn}`,
      email,
      phone: '07700 900111',
      inquiryType: 'party_booking',
      party: { childName: 'Maisie', childAge: '6', partyDate, partyTime: '12:00 PM - 2:00 PM', numberOfChildren, packageType: 'silver' },
    },
  })
  return { id: inquiry.id, email }
}

type Confirmed = {
  status: string
  partyId: number
  manageUrl: string
  depositPence: number
  depositDueBy: string | null
  totalPence: number
}

/** Staff confirm at 10:00 on the base date; the token of that moment. */
async function confirmAt(
  inquiryId: number,
  body: { date: string; timeSlot?: string; packageKey?: string; deposit?: string; waiveReason?: string },
  as = staff,
) {
  freezeAt(BASE, '10:00')
  const token = await loginToken(as.email, as.password)
  return rest('POST', `admin/inquiries/${inquiryId}/confirm-party`, {
    token,
    body: { timeSlot: '12:00 PM - 2:00 PM', packageKey: 'silver', ...body },
  })
}

async function provisionalParty(date: string, children = '12') {
  const inquiry = await partyInquiry(date, children)
  const confirmed = await confirmAt(inquiry.id, { date })
  expect(confirmed.status, confirmed.text).toBe(200)
  const answer = confirmed.json as Confirmed
  return { ...answer, inquiry, token: partyToken(secret(), answer.partyId, date) }
}

const party = async (id: number) => (await payload.findByID({ collection: 'parties', id, depth: 0, overrideAccess: true })) as Party
const pay = (token: string, stage: 'deposit' | 'balance') => rest('POST', 'parties/pay', { body: { token, stage } })
const testConfirm = (clientSecret: string) => rest('POST', 'payments/test/confirm', { body: { clientSecret } })
const view = async (token: string) => ((await rest('GET', `parties/view?token=${encodeURIComponent(token)}`)).json as PartyViewAnswer).party
const count = async (collection: 'party-payments' | 'party-refunds' | 'email-outbox' | 'audit-log', where: object) =>
  (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

describe('a deposit when staff confirm', () => {
  it('a payment link makes the party provisional, holds the slot for the set days, and e-mails the link', async () => {
    const date = day(5)
    const held = await provisionalParty(date)
    expect(held).toMatchObject({ status: 'provisional', depositPence: 5000, totalPence: 12 * 1600 })
    // Three days from 10:00 on the base date, well before the party.
    expect(held.depositDueBy).toBe(new Date(venueInstant(BASE, '10:00').getTime() + 3 * 86_400_000).toISOString())
    expect(held.manageUrl).toBe(`/manage-party?token=${encodeURIComponent(held.token)}`)
    const inquiry = await payload.findByID({ collection: 'inquiries', id: held.inquiry.id, depth: 0, overrideAccess: true })
    expect(inquiry.partyBooked).toBe(false)
    expect(inquiry.responded).toBe(true)
    const outbox = await payload.find({ collection: 'email-outbox', where: { to: { equals: held.inquiry.email } }, overrideAccess: true })
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0]!.subject).toContain('pay the deposit')
    expect(outbox.docs[0]!.text).toContain('£50.00')
    expect(outbox.docs[0]!.text).toContain(`/manage-party?token=${encodeURIComponent(held.token)}`)
    // The slot is taken while the deposit is due.
    const other = await partyInquiry(date)
    expect((await confirmAt(other.id, { date })).status).toBe(409)
  })

  it('the hold never runs past the party itself', async () => {
    const date = day(1)
    const held = await provisionalParty(date)
    expect(held.depositDueBy).toBe(venueInstant(date, '12:00').toISOString())
  })

  it('a deposit paid twice settles once', async () => {
    const date = day(6)
    const held = await provisionalParty(date)
    const member = await payload.create({
      collection: 'loyalty-members',
      data: { email: held.inquiry.email, name: 'Parent' },
      overrideAccess: true,
    })
    // Two tabs: the same payment.
    const [first, second] = await Promise.all([pay(held.token, 'deposit'), pay(held.token, 'deposit')])
    expect(first.status, first.text).toBe(200)
    const a = first.json as PartyPaymentAnswer
    expect((second.json as PartyPaymentAnswer).clientSecret).toBe(a.clientSecret)
    expect(a.amountPence).toBe(5000)
    // The provider's event three times (duplicate webhooks and a retry), two of them at once.
    const confirms = await Promise.all([testConfirm(a.clientSecret), testConfirm(a.clientSecret)])
    expect(confirms.map((answer) => answer.status)).toEqual([200, 200])
    expect((await testConfirm(a.clientSecret)).status).toBe(200)

    await workQueue(payload, EMAIL_QUEUE)
    const after = await party(held.partyId)
    expect(after).toMatchObject({ status: 'confirmed', paidPence: 5000, refundedPence: 0, depositSettledAs: 'online' })
    expect(await count('party-payments', { and: [{ party: { equals: held.partyId } }, { status: { equals: 'paid' } }] })).toBe(1)
    expect(await count('party-refunds', { party: { equals: held.partyId } })).toBe(0)
    const confirmation = await payload.find({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: held.inquiry.email } }, { subject: { contains: 'is booked' } }] },
      overrideAccess: true,
    })
    expect(confirmation.docs).toHaveLength(1)
    // "First party booked" counts once, when the deposit is paid.
    expect(
      await payload.count({
        collection: 'loyalty-activities',
        where: { and: [{ member: { equals: member.id } }, { kind: { equals: 'party' } }] },
        overrideAccess: true,
      }),
    ).toMatchObject({ totalDocs: 1 })
    const page = await view(held.token)
    expect(page).toMatchObject({
      status: 'confirmed',
      paidPence: 5000,
      balanceDuePence: 12 * 1600 - 5000,
      deposit: { due: false, settledAs: 'online' },
    })
    // The deposit again is refused: it is settled.
    expect((await pay(held.token, 'deposit')).status).toBe(409)
  })

  it('staff may take the deposit at the desk; only an admin may waive it, with a reason', async () => {
    const date = day(7)
    const waived = await partyInquiry(date)
    const refused = await confirmAt(waived.id, { date, deposit: 'waived', waiveReason: 'Regular family' })
    expect(refused.status).toBe(403)
    expect((await confirmAt(waived.id, { date, deposit: 'waived' }, admin)).status).toBe(400)
    const byAdmin = await confirmAt(waived.id, { date, deposit: 'waived', waiveReason: 'Regular family' }, admin)
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect(await party((byAdmin.json as Confirmed).partyId)).toMatchObject({
      status: 'confirmed',
      depositSettledAs: 'waived',
      depositWaivedReason: 'Regular family',
      paidPence: 0,
    })
    expect(
      await count('audit-log', {
        and: [{ action: { equals: 'party_deposit_waived' } }, { recordId: { equals: String((byAdmin.json as Confirmed).partyId) } }],
      }),
    ).toBe(1)
  })
})

describe('a deposit not paid in time', () => {
  it('a lapsed deposit releases the slot exactly once', async () => {
    const date = day(8)
    const held = await provisionalParty(date)
    const payment = (await pay(held.token, 'deposit')).json as PartyPaymentAnswer
    const late = new Date(new Date(held.depositDueBy!).getTime() + 60_000)
    // Two runs at once (two app instances): the party lapses once.
    await Promise.all([lapseUnpaidDeposits(payload, links(), late), lapseUnpaidDeposits(payload, links(), late)])
    await workQueue(payload, EMAIL_QUEUE)
    expect(await party(held.partyId)).toMatchObject({ status: 'lapsed' })
    expect(
      await count('audit-log', { and: [{ action: { equals: 'party_lapsed' } }, { recordId: { equals: String(held.partyId) } }] }),
    ).toBe(1)
    expect(
      await count('email-outbox', { and: [{ to: { equals: held.inquiry.email } }, { subject: { contains: 'has been released' } }] }),
    ).toBe(1)
    const inquiry = await payload.findByID({ collection: 'inquiries', id: held.inquiry.id, depth: 0, overrideAccess: true })
    expect(inquiry).toMatchObject({ responded: false, followUp: 'Deposit not paid', partyBooked: false })
    // A third run later changes nothing.
    expect((await lapseUnpaidDeposits(payload, links(), new Date(late.getTime() + 3_600_000))).lapsed).toBe(0)

    // The slot is free again: another family's party can be booked in it.
    const other = await partyInquiry(date)
    expect((await confirmAt(other.id, { date })).status).toBe(200)
    // A payment that still arrives for the lapsed party is given back, once.
    expect((await testConfirm(payment.clientSecret)).status).toBe(200)
    expect((await testConfirm(payment.clientSecret)).status).toBe(200)
    const refunds = await payload.find({ collection: 'party-refunds', where: { party: { equals: held.partyId } }, overrideAccess: true })
    expect(refunds.docs.map((refund) => [refund.amountPence, refund.status])).toEqual([[5000, 'succeeded']])
    expect(await party(held.partyId)).toMatchObject({ status: 'lapsed', paidPence: 5000, refundedPence: 5000 })
    // The family's link says so, and paying again is refused.
    expect((await view(held.token)).status).toBe('lapsed')
    expect(((await pay(held.token, 'deposit')).json as { error: { code: string } }).error.code).toBe('deposit_lapsed')
  })
})

describe('the balance and the numbers', () => {
  async function confirmedParty(date: string) {
    const held = await provisionalParty(date)
    const deposit = (await pay(held.token, 'deposit')).json as PartyPaymentAnswer
    expect((await testConfirm(deposit.clientSecret)).status).toBe(200)
    return held
  }

  it('a guest-count change and a balance payment racing charge the right amount', async () => {
    for (const [offset, from, to] of [
      [9, 12, 15],
      [10, 15, 12],
    ] as const) {
      const date = day(offset)
      const held = await confirmedParty(date)
      if (from !== 12) {
        const set = await rest('POST', 'parties/change', { body: { token: held.token, children: from, foodChoices: '', dietaryNotes: '' } })
        expect(set.status, set.text).toBe(200)
      }
      const balance = (await pay(held.token, 'balance')).json as PartyPaymentAnswer
      expect(balance.amountPence).toBe(from * 1600 - 5000)
      const [change, paid] = await Promise.all([
        rest('POST', 'parties/change', {
          body: { token: held.token, children: to, foodChoices: 'Pizza', dietaryNotes: 'One nut allergy' },
        }),
        testConfirm(balance.clientSecret),
      ])
      expect(change.status, change.text).toBe(200)
      expect(paid.status, paid.text).toBe(200)
      const after = await party(held.partyId)
      expect(after.totalPence).toBe(to * 1600)
      // Whatever order they ran in: what was kept and what is still due add up to the new price, never more.
      const kept = (after.paidPence ?? 0) - (after.refundedPence ?? 0)
      const page = await view(held.token)
      expect(kept + page.balanceDuePence).toBe(to * 1600)
      expect(kept).toBeLessThanOrEqual(to * 1600)
      if (to < from) expect(page.balanceDuePence).toBe(0)
      // The next pay call asks for exactly what is due.
      const next = await pay(held.token, 'balance')
      if (page.balanceDuePence > 0) expect((next.json as PartyPaymentAnswer).amountPence).toBe(page.balanceDuePence)
      else expect(next.status).toBe(409)
    }
  })

  it('numbers within the package’s limits until the set days before; after that, call', async () => {
    const date = day(20)
    const held = await confirmedParty(date)
    const outOfRange = await rest('POST', 'parties/change', {
      body: { token: held.token, children: 31, foodChoices: '', dietaryNotes: '' },
    })
    expect(outOfRange.status).toBe(400)
    expect((outOfRange.json as { error: { code: string } }).error.code).toBe('children_out_of_range')
    freezeAt(addBusinessDays(date, -7), '23:30')
    expect(
      (await rest('POST', 'parties/change', { body: { token: held.token, children: 14, foodChoices: '', dietaryNotes: '' } })).status,
    ).toBe(200)
    freezeAt(addBusinessDays(date, -6), '08:00')
    const closed = await rest('POST', 'parties/change', { body: { token: held.token, children: 15, foodChoices: '', dietaryNotes: '' } })
    expect(closed.status).toBe(409)
    expect((closed.json as { error: { code: string } }).error.code).toBe('changes_closed')
    expect((await view(held.token)).canChange).toBe(false)
    expect((await party(held.partyId)).children).toBe(14)
  })

  it('a redeemed "20% off party bookings" code takes 20% off, once, for the member who redeemed it', async () => {
    const date = day(11)
    const held = await confirmedParty(date)
    const [reward] = (
      await payload.find({ collection: 'loyalty-rewards', where: { partyDiscountPercent: { equals: 20 } }, overrideAccess: true })
    ).docs
    const member = await payload.create({
      collection: 'loyalty-members',
      data: { email: held.inquiry.email, name: 'Parent' },
      overrideAccess: true,
    })
    const stranger = await payload.create({
      collection: 'loyalty-members',
      data: { email: `stranger-${Date.now()}@test.example`, name: 'S' },
      overrideAccess: true,
    })
    const redeem = (memberId: number, code: string) =>
      payload.create({
        collection: 'loyalty-redemptions',
        data: { code, member: memberId, reward: reward!.id, rewardTitle: reward!.title, pointsCost: reward!.pointsCost },
        overrideAccess: true,
      })
    const code = `PARTY${Date.now().toString(36).toUpperCase()}`
    await redeem(member.id, code)
    await redeem(stranger.id, `${code}X`)
    const notTheirs = await rest('POST', 'parties/reward', { body: { token: held.token, code: `${code}X` } })
    expect(notTheirs.status).toBe(400)
    const applied = await rest('POST', 'parties/reward', { body: { token: held.token, code: code.toLowerCase() } })
    expect(applied.status, applied.text).toBe(200)
    expect((applied.json as PartyViewAnswer).party).toMatchObject({ totalPence: 19200 - 3840, discountPence: 3840, canApplyReward: false })
    expect((await rest('POST', 'parties/reward', { body: { token: held.token, code } })).status).toBe(409)
    // A change of numbers keeps the reward: 20% off the new price.
    await rest('POST', 'parties/change', { body: { token: held.token, children: 10, foodChoices: '', dietaryNotes: '' } })
    expect(await party(held.partyId)).toMatchObject({ totalPence: 16000 - 3200, discountPence: 3200 })
  })
})

describe('cancelling', () => {
  it('the family gets the deposit back until the set days before; after that it is kept', async () => {
    for (const [offset, cancelOn, refund] of [
      [25, -14, 5000],
      [26, -13, 0],
    ] as const) {
      const date = day(offset)
      const held = await provisionalParty(date)
      const deposit = (await pay(held.token, 'deposit')).json as PartyPaymentAnswer
      await testConfirm(deposit.clientSecret)
      freezeAt(addBusinessDays(date, cancelOn), '12:00')
      expect((await view(held.token)).cancel.refundPence).toBe(refund)
      const [a, b] = await Promise.all([
        rest('POST', 'parties/cancel', { body: { token: held.token, confirm: true } }),
        rest('POST', 'parties/cancel', { body: { token: held.token, confirm: true } }),
      ])
      expect([a.status, b.status].sort()).toEqual([200, 409])
      expect(await party(held.partyId)).toMatchObject({ status: 'cancelled', cancelledBy: 'family', refundedPence: refund })
      const refunds = await payload.find({ collection: 'party-refunds', where: { party: { equals: held.partyId } }, overrideAccess: true })
      expect(refunds.docs.map((row) => [row.amountPence, row.status])).toEqual(refund > 0 ? [[refund, 'succeeded']] : [])
      await workQueue(payload, EMAIL_QUEUE)
      expect(
        await count('email-outbox', { and: [{ to: { equals: held.inquiry.email } }, { subject: { contains: 'is cancelled' } }] }),
      ).toBe(1)
      // The slot is free again.
      const other = await partyInquiry(date)
      expect((await confirmAt(other.id, { date })).status).toBe(200)
    }
  })
})

describe('the signed link', () => {
  it('a forged or malformed link is refused, and an expired one says so', async () => {
    const date = day(12)
    const held = await provisionalParty(date)
    const forged = held.token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    for (const token of [forged, 'not-a-token-at-all', `${held.partyId + 1}.${held.token.split('.').slice(1).join('.')}`]) {
      const answer = await rest('GET', `parties/view?token=${encodeURIComponent(token)}`)
      expect(answer.status).toBe(400)
      expect((answer.json as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'invalid_link',
        message: 'This party link is not valid. Please use the link in your e-mail, or call us.',
      })
      expect((await pay(token, 'deposit')).status).toBe(400)
    }
    freezeAt(addBusinessDays(date, 61), '09:00')
    const expired = await rest('GET', `parties/view?token=${encodeURIComponent(held.token)}`)
    expect(expired.status).toBe(410)
    expect((expired.json as { error: { code: string } }).error.code).toBe('link_expired')
    expect((await rest('GET', 'parties/view')).status).toBe(400)
    expect((await rest('POST', 'parties/change', { body: { token: held.token, children: 'ten' } })).status).toBe(400)
  })
})
