import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkIn } from '@plugins/checkin'
import { venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { expectLedgersConsistent } from '../helpers/ledgers'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, verifiedCookie, uniqueEmail } from '../helpers/verification'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(async () => {
  await expectLedgersConsistent(payload)
})

type PublicMember = {
  id: number
  name: string
  currentPoints: number
  totalPoints: number
  visitCount: number
  membershipLevel: string
  earnedAchievementIds: number[]
}

/** A paid booking of 2 children and 1 adult (£21.00) on an ordinary day. */
let slotTurn = 0
async function paidBooking(email: string, overrides: Record<string, unknown> = {}): Promise<number> {
  // Spread over the slots too: this file books a lot, and other files share these days.
  const selectedTime = ['09:30', '12:00', '14:30'][slotTurn++ % 3]
  const booked = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload), selectedTime, ...overrides }),
    headers: newClient(),
  })
  expect(booked.status, JSON.stringify(booked.json)).toBe(201)
  const { clientSecret, bookingId } = booked.json as { clientSecret: string; bookingId: number }
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
  return bookingId
}

/** The family arrives: checked in at the start of the booked session, as the kiosk would. */
async function checkInBooking(bookingId: number): Promise<void> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
  const { waiverVersion } = await payload.findGlobal({ slug: 'kiosk-settings', overrideAccess: true })
  const result = await checkIn(await createLocalReq({}, payload), {
    bookingId,
    actor: { kind: 'user', id: null, label: 'loyalty test' },
    waiverVersion: waiverVersion ?? 0,
    numberPlate: null,
    parkingAgreed: true,
    now: venueInstant(booking.date, booking.slotStart),
  })
  expect(result.status).toBe('ok')
}

async function member(email: string, cookie: string): Promise<PublicMember> {
  const found = await rest('GET', `loyalty/member/${encodeURIComponent(email)}`, { headers: { cookie, ...newClient() } })
  expect(found.status, JSON.stringify(found.json)).toBe(200)
  return (found.json as { member: PublicMember }).member
}

describe('enrolment and earning', () => {
  it('a first paid booking with the opt-in enrols the family: welcome 50, 21 points for £21; checking in is the first visit, +50', async () => {
    const email = uniqueEmail('family')
    const bookingId = await paidBooking(email)
    const cookie = await verifiedCookie(payload, email)
    expect(await member(email, cookie)).toMatchObject({
      name: 'Jo Family',
      currentPoints: 71,
      totalPoints: 71,
      visitCount: 0,
      membershipLevel: 'bronze',
    })
    await checkInBooking(bookingId)
    expect(await member(email, cookie)).toMatchObject({ currentPoints: 121, totalPoints: 121, visitCount: 1, membershipLevel: 'bronze' })
  })

  it('no opt-in, no membership; and a confirmation replayed earns nothing more', async () => {
    const email = uniqueEmail('optout')
    await paidBooking(email, { loyaltyOptIn: false })
    const cookie = await verifiedCookie(payload, email)
    const missing = await rest('GET', `loyalty/member/${encodeURIComponent(email)}`, { headers: { cookie, ...newClient() } })
    expect(missing.status).toBe(404)
    expect(missing.json).toMatchObject({ error: { code: 'member_not_found' } })

    const joined = uniqueEmail('replay')
    const bookingId = await paidBooking(joined)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    const { recordPaidBooking } = await import('@plugins/loyalty')
    await recordPaidBooking(await createLocalReq({}, payload), booking)
    expect((await member(joined, await verifiedCookie(payload, joined))).currentPoints).toBe(71)
  })

  it('a Gold member earns 10% more, and five visits give the +100 achievement', async () => {
    const email = uniqueEmail('gold')
    const bookings = [await paidBooking(email)]
    const { docs } = await payload.find({ collection: 'loyalty-members', where: { email: { equals: email } }, overrideAccess: true })
    await payload.create({
      collection: 'loyalty-ledger',
      data: { member: docs[0]!.id, points: 2000, kind: 'adjustment', description: 'Test top-up', entryKey: `test-topup-${email}` },
      overrideAccess: true,
    })
    for (let i = 0; i < 4; i += 1) bookings.push(await paidBooking(email))
    for (const bookingId of bookings) await checkInBooking(bookingId)
    const cookie = await verifiedCookie(payload, email)
    // 71 + 2000, then four bookings of 21 + 2 (10% of 21, rounded down); five check-ins: First Visit +50, Regular Visitor +100.
    expect(await member(email, cookie)).toMatchObject({ currentPoints: 2121 + 4 * 23 + 100, visitCount: 5, membershipLevel: 'gold' })
  })

  it('a party marked booked by staff gives the party achievement once', async () => {
    const email = uniqueEmail('party')
    await paidBooking(email)
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: { name: 'Party Parent', email, inquiryType: 'party_booking', message: 'Party please' },
      overrideAccess: true,
    })
    const staff = await createUser(payload, ['staff'])
    const token = await loginToken(staff.email, staff.password)
    expect((await rest('PATCH', `inquiries/${inquiry.id}`, { body: { partyBooked: true }, token })).status).toBe(200)
    expect((await rest('PATCH', `inquiries/${inquiry.id}`, { body: { partyBooked: false }, token })).status).toBe(200)
    expect((await rest('PATCH', `inquiries/${inquiry.id}`, { body: { partyBooked: true }, token })).status).toBe(200)
    expect((await member(email, await verifiedCookie(payload, email))).currentPoints).toBe(71 + 150)
  })
})

describe('cancelled bookings', () => {
  it('never counted as visits (nobody came); a refund takes their points back', async () => {
    const email = uniqueEmail('cancels')
    const first = await paidBooking(email)
    const second = await paidBooking(email)
    const cookie = await verifiedCookie(payload, email)
    expect(await member(email, cookie)).toMatchObject({ currentPoints: 92, totalPoints: 92, visitCount: 0 })

    const staff = await createUser(payload, ['staff'], { canRefund: true })
    const token = await loginToken(staff.email, staff.password)
    expect((await rest('POST', `bookings/${second}/cancel`, { body: { refund: true }, token })).status).toBe(200)
    expect(await member(email, cookie)).toMatchObject({ currentPoints: 71, totalPoints: 71, visitCount: 0 })

    expect((await rest('POST', `bookings/${first}/cancel`, { body: { refund: false }, token })).status).toBe(200)
    // Kept without a refund: the money was paid.
    expect(await member(email, cookie)).toMatchObject({ currentPoints: 71, totalPoints: 71, visitCount: 0 })
    await workQueue(payload, 'payments')
  })
})

describe('looking a member up', () => {
  it('answers known and unknown addresses with the same 401 until verified', async () => {
    const known = uniqueEmail('known')
    await paidBooking(known)
    const a = await rest('GET', `loyalty/member/${encodeURIComponent(known)}`, { headers: newClient() })
    const b = await rest('GET', `loyalty/member/${encodeURIComponent(uniqueEmail('unknown'))}`, { headers: newClient() })
    expect(a.status).toBe(401)
    expect(b.status).toBe(401)
    expect(a.json).toEqual(b.json)
    expect(a.json).toMatchObject({ error: { code: 'verification_required' } })
    // Verified for another address is not verified for this one.
    const other = await verifiedCookie(payload, uniqueEmail('other'))
    expect((await rest('GET', `loyalty/member/${encodeURIComponent(known)}`, { headers: { cookie: other, ...newClient() } })).status).toBe(
      401,
    )
    expect((await rest('GET', 'loyalty/member/not-an-email', { headers: newClient() })).status).toBe(400)
  })

  it('lists rewards and achievements from the CMS for anyone', async () => {
    const rewards = await rest('GET', 'loyalty/rewards')
    expect(
      (rewards.json as { rewards: { title: string; pointsCost: number }[] }).rewards.map((reward) => [reward.title, reward.pointsCost]),
    ).toEqual([
      ['Free Hot Drink', 50],
      ['10% Off Next Visit', 100],
      ['Free 2-Hour Weekend Session', 250],
      ['20% Off Party Bookings', 300],
    ])
    const achievements = await rest('GET', 'loyalty/achievements')
    expect((achievements.json as { achievements: { pointsReward: number }[] }).achievements.map((a) => a.pointsReward)).toEqual([
      50, 100, 150,
    ])
  })

  it('shows a member’s history only to that member', async () => {
    const email = uniqueEmail('history')
    await checkInBooking(await paidBooking(email))
    const cookie = await verifiedCookie(payload, email)
    const me = await member(email, cookie)
    const history = await rest('GET', `loyalty/transactions?memberId=${me.id}`, { headers: { cookie, ...newClient() } })
    expect(history.status).toBe(200)
    const descriptions = (history.json as { transactions: { description: string; points: number }[] }).transactions
      .map((entry) => entry.points)
      .sort()
    expect(descriptions).toEqual([21, 50, 50].sort())

    const intruder = await verifiedCookie(payload, uniqueEmail('intruder'))
    expect((await rest('GET', `loyalty/transactions?memberId=${me.id}`, { headers: { cookie: intruder, ...newClient() } })).status).toBe(
      403,
    )
    expect((await rest('GET', `loyalty/transactions?memberId=${me.id}`, { headers: newClient() })).status).toBe(401)
    expect((await rest('GET', 'loyalty/transactions?memberId=abc', { headers: { cookie, ...newClient() } })).status).toBe(400)
  })
})

describe('redeeming rewards', () => {
  const rewardByCost = async (cost: number) =>
    (await payload.find({ collection: 'loyalty-rewards', where: { pointsCost: { equals: cost } }, overrideAccess: true })).docs[0]!

  it('spends points at the CMS price, e-mails a code staff can see, and never goes below zero', async () => {
    const email = uniqueEmail('redeem')
    await checkInBooking(await paidBooking(email))
    const cookie = await verifiedCookie(payload, email)
    const me = await member(email, cookie)
    const drink = await rewardByCost(50)

    const wrongPrice = await rest('POST', 'loyalty/redeem', {
      body: { memberId: me.id, rewardId: drink.id, pointsCost: 1 },
      headers: { cookie },
    })
    expect(wrongPrice.status).toBe(409)
    expect(wrongPrice.json).toMatchObject({ error: { code: 'points_cost_changed', currentPointsCost: 50 } })

    const redeemed = await rest('POST', 'loyalty/redeem', {
      body: { memberId: me.id, rewardId: drink.id, pointsCost: 50 },
      headers: { cookie },
    })
    expect(redeemed.status, JSON.stringify(redeemed.json)).toBe(200)
    const body = redeemed.json as { member: PublicMember; redemption: { code: string } }
    expect(body.member).toMatchObject({ currentPoints: 71, totalPoints: 121 })
    expect(body.redemption.code).toMatch(/^RW-[A-Z2-9]{6}$/)
    const staffView = await payload.find({
      collection: 'loyalty-redemptions',
      where: { code: { equals: body.redemption.code } },
      overrideAccess: true,
    })
    expect(staffView.docs[0]).toMatchObject({ rewardTitle: 'Free Hot Drink', pointsCost: 50 })
    await workQueue(payload, 'emails')
    const mail = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email }, subject: { contains: body.redemption.code } },
      overrideAccess: true,
    })
    expect(mail.totalDocs).toBe(1)

    const party = await rewardByCost(300)
    const short = await rest('POST', 'loyalty/redeem', {
      body: { memberId: me.id, rewardId: party.id, pointsCost: 300 },
      headers: { cookie },
    })
    expect(short.status).toBe(409)
    expect(short.json).toMatchObject({ error: { code: 'insufficient_points' } })
  })

  it('refuses another member, no verification and bad input', async () => {
    const email = uniqueEmail('owner')
    await paidBooking(email)
    const me = await member(email, await verifiedCookie(payload, email))
    const drink = await rewardByCost(50)
    const intruder = await verifiedCookie(payload, uniqueEmail('thief'))
    expect(
      (
        await rest('POST', 'loyalty/redeem', {
          body: { memberId: me.id, rewardId: drink.id, pointsCost: 50 },
          headers: { cookie: intruder },
        })
      ).status,
    ).toBe(403)
    expect((await rest('POST', 'loyalty/redeem', { body: { memberId: me.id, rewardId: drink.id, pointsCost: 50 } })).status).toBe(401)
    expect((await rest('POST', 'loyalty/redeem', { body: { memberId: 'x' } })).status).toBe(400)
    const cookie = await verifiedCookie(payload, email)
    expect(
      (await rest('POST', 'loyalty/redeem', { body: { memberId: me.id, rewardId: 999999, pointsCost: 50 }, headers: { cookie } })).status,
    ).toBe(404)
  })

  async function raceRedemptions(): Promise<{ redeemed: number; currentPoints: number }> {
    const email = uniqueEmail('race')
    await checkInBooking(await paidBooking(email))
    const cookie = await verifiedCookie(payload, email)
    const me = await member(email, cookie)
    const drink = await rewardByCost(50)
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        rest('POST', 'loyalty/redeem', { body: { memberId: me.id, rewardId: drink.id, pointsCost: 50 }, headers: { cookie } }),
      ),
    )
    const points = await payload.find({
      collection: 'loyalty-ledger',
      where: { member: { equals: me.id } },
      limit: 100,
      overrideAccess: true,
    })
    return {
      redeemed: results.filter((result) => result.status === 200).length,
      currentPoints: points.docs.reduce((sum, entry) => sum + entry.points, 0),
    }
  }

  it('ten redemptions at once spend at most what the member has', async () => {
    const { redeemed, currentPoints } = await raceRedemptions()
    expect(redeemed).toBe(2)
    expect(currentPoints).toBe(21)
  })

  it('control: without the lock the same race overspends (the test above can fail)', async () => {
    process.env.LEDGER_TEST_DISABLE_LOCKS = '1'
    let outcome: { redeemed: number; currentPoints: number }
    try {
      outcome = await raceRedemptions()
    } finally {
      delete process.env.LEDGER_TEST_DISABLE_LOCKS
    }
    expect(outcome.redeemed).toBeGreaterThan(2)
    // Put the overspent member right again so the ledger check after this test holds.
    const { docs } = await payload.find({
      collection: 'loyalty-ledger',
      where: { kind: { equals: 'redemption' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const memberId = typeof docs[0]!.member === 'object' ? docs[0]!.member.id : docs[0]!.member
    await payload.create({
      collection: 'loyalty-ledger',
      data: {
        member: memberId,
        points: -outcome.currentPoints,
        kind: 'adjustment',
        description: 'Test repair',
        entryKey: `repair-${memberId}`,
      },
      overrideAccess: true,
    })
  })
})
