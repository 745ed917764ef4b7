import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CalendarDayAnswer, CalendarMonthAnswer, DraftResponseAnswer, InquiriesAnswer, RestrictionsAnswer } from '@plugins/staff'
import { longDate } from '@plugins/inquiries/domain/inquiryListing'
import { addBusinessDays } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { freezeAt, heldBooking, newKey } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let staff: { id: number; email: string; password: string }
let staffToken: string
let otherStaffId: number

// This file's own dates, years after the ones the other files book, so their parties, blocks and bookings never meet.
const BASE = '2034-05-01'
const day = (offset: number) => addBusinessDays(BASE, offset)
/** The clock at the file's base date; a new sign-in, since a token from the real today has expired by then. */
async function atBase(): Promise<Date> {
  const now = freezeAt(BASE, '08:00')
  staffToken = await loginToken(staff.email, staff.password)
  return now
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const user = await createUser(payload, ['staff'])
  staff = user
  staffToken = await loginToken(user.email, user.password)
  otherStaffId = (await createUser(payload, ['admin'])).id
})

afterEach(() => {
  vi.useRealTimers()
})

let turn = 0
async function partyInquiry(overrides: {
  partyDate: string
  partyTime?: string
  packageType?: string
  numberOfChildren?: string
  childName?: string
}): Promise<number> {
  turn += 1
  const inquiry = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: {
      name: `Parent ${turn}`,
      email: `party-${turn}-${Date.now()}@test.example`,
      phone: '07700 900111',
      inquiryType: 'party_booking',
      party: {
        childName: overrides.childName ?? 'Maisie',
        childAge: '6',
        partyDate: overrides.partyDate,
        partyTime: overrides.partyTime ?? '12:00 PM - 2:00 PM',
        numberOfChildren: overrides.numberOfChildren ?? '12',
        packageType: overrides.packageType ?? 'silver',
        specialRequests: '',
        dietaryRequirements: 'One nut allergy',
      },
    },
  })
  return inquiry.id
}

async function contactMessage(message: string, inquiryType: 'general' | 'birthday' = 'general'): Promise<number> {
  turn += 1
  const inquiry = await payload.create({
    collection: 'inquiries',
    overrideAccess: true,
    data: { name: `Sender ${turn}`, email: `contact-${turn}-${Date.now()}@test.example`, phone: '', inquiryType, message },
  })
  return inquiry.id
}

const draft = async (id: number) => {
  const answer = await rest('POST', `admin/inquiries/${id}/draft-response`, { token: staffToken })
  expect(answer.status, answer.text).toBe(200)
  return answer.json as DraftResponseAnswer
}

const confirm = (id: number, body: { date: string; timeSlot: string; packageKey: string; deposit?: 'link' | 'cash' | 'card' | 'waived' }) =>
  rest('POST', `admin/inquiries/${id}/confirm-party`, { token: staffToken, body })

const auditCount = async (action: string, recordId: number) =>
  (
    await payload.count({
      collection: 'audit-log',
      where: { and: [{ action: { equals: action } }, { recordId: { equals: String(recordId) } }] },
      overrideAccess: true,
    })
  ).totalDocs

describe('drafted replies to party inquiries, from the live party calendar', () => {
  it('a free slot is available, with the child, the date, the package estimate and the catering policy from the CMS', async () => {
    await atBase()
    const id = await partyInquiry({ partyDate: day(10), numberOfChildren: '12', packageType: 'silver', childName: 'Maisie' })
    const { draftedResponse, calendarIntegrated, success } = await draft(id)
    expect(success).toBe(true)
    expect(calendarIntegrated).toBe(true)
    expect(draftedResponse.availability).toBe('available')
    expect(draftedResponse.availableSlots).toEqual([{ start: '12:00', end: '14:00', label: '12:00 PM - 2:00 PM' }])
    expect(draftedResponse.alternativeDates).toEqual([])
    expect(draftedResponse.subject).toContain('Maisie')
    expect(draftedResponse.body).toContain('Maisie')
    expect(draftedResponse.body).toContain('Good news: 12:00 PM - 2:00 PM on')
    // Silver is £16 per child in the CMS: 12 children = £192.00, plus the free adult.
    expect(draftedResponse.body).toContain('Silver: £16.00 per child × 12 children = £192.00 (+ 1 free adult)')
    expect(draftedResponse.body).toContain('External food is not allowed')
  })

  it('the price in the estimate is the CMS price: an edit shows in the next draft', async () => {
    await atBase()
    const [gold] = (await payload.find({ collection: 'party-packages', where: { key: { equals: 'gold' } }, overrideAccess: true })).docs
    await payload.update({ collection: 'party-packages', id: gold!.id, data: { pricePence: 2000 }, overrideAccess: true })
    try {
      const id = await partyInquiry({ partyDate: day(11), packageType: 'gold', numberOfChildren: '25+' })
      expect((await draft(id)).draftedResponse.body).toContain('Gold: £20.00 per child × 25+ children = from £500.00')
    } finally {
      await payload.update({ collection: 'party-packages', id: gold!.id, data: { pricePence: 1900 }, overrideAccess: true })
    }
  })

  it('a confirmed party takes its slot: the next draft for that slot is partial and offers the day’s other slots', async () => {
    await atBase()
    const date = day(12)
    const first = await partyInquiry({ partyDate: date })
    const second = await partyInquiry({ partyDate: date })
    expect((await draft(second)).draftedResponse.availability).toBe('available')

    // The deposit taken at the desk: the party is confirmed at once (a payment link is in party-deposits.int.test.ts).
    const confirmed = await confirm(first, { date, timeSlot: '12:00 PM - 2:00 PM', packageKey: 'silver', deposit: 'cash' })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(await auditCount('party_confirmed', (confirmed.json as { partyId: number }).partyId)).toBe(1)
    expect(await auditCount('party_deposit_settled', (confirmed.json as { partyId: number }).partyId)).toBe(1)
    const inquiry = await payload.findByID({ collection: 'inquiries', id: first, depth: 0, overrideAccess: true })
    expect(inquiry.partyBooked).toBe(true)
    // The family is e-mailed the booking, in the CMS's words; staff see it among the inquiry's replies.
    expect(confirmed.json).toMatchObject({
      emailedTo: inquiry.email,
      message: `Party confirmed; confirmation e-mailed to ${inquiry.email}`,
    })
    const outbox = await payload.find({ collection: 'email-outbox', where: { to: { equals: inquiry.email } }, overrideAccess: true })
    expect(outbox.docs.map((email) => email.subject)).toEqual([
      `${inquiry.party!.childName}'s party at Play Centre & Cafe is booked: ${longDate(date)}`,
    ])
    expect(outbox.docs[0]!.text).toContain(`${longDate(date)}, 12:00 PM - 2:00 PM`)
    expect(outbox.docs[0]!.text).toMatch(/Silver: £16\.00 per child × 12 children/)
    expect(outbox.docs[0]!.text).toContain('Paid: £50.00')
    expect(outbox.docs[0]!.text).toMatch(/\/manage-party\?token=/)
    expect(inquiry.responded).toBe(true)
    expect(inquiry.replies).toEqual([expect.objectContaining({ subject: outbox.docs[0]!.subject, sentBy: staff.id })])

    const { draftedResponse } = await draft(second)
    expect(draftedResponse.availability).toBe('partial')
    expect(draftedResponse.availableSlots.map((slot) => slot.label)).toEqual([
      '9:30 AM - 11:30 AM',
      '2:00 PM - 4:00 PM',
      '4:00 PM - 6:00 PM',
    ])
    expect(draftedResponse.body).toContain(
      'is already booked, but we can offer 9:30 AM - 11:30 AM, 2:00 PM - 4:00 PM and 4:00 PM - 6:00 PM',
    )

    // The same slot again is refused; confirming the same inquiry twice too.
    const clash = await confirm(second, { date, timeSlot: '12:00 PM - 2:00 PM', packageKey: 'bronze' })
    expect(clash.status).toBe(409)
    expect((clash.json as { error: { code: string } }).error.code).toBe('slot_taken')
    expect((await confirm(first, { date, timeSlot: '9:30 AM - 11:30 AM', packageKey: 'silver' })).status).toBe(409)
  })

  it('two staff confirming the same slot at once book it once', async () => {
    await atBase()
    const date = day(13)
    const [a, b] = [await partyInquiry({ partyDate: date }), await partyInquiry({ partyDate: date })]
    const answers = await Promise.all([
      confirm(a, { date, timeSlot: '2:00 PM - 4:00 PM', packageKey: 'bronze' }),
      confirm(b, { date, timeSlot: '2:00 PM - 4:00 PM', packageKey: 'bronze' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await payload.count({ collection: 'parties', where: { date: { equals: date } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('a closed day is unavailable, with the next dates that have a free party slot', async () => {
    await atBase()
    const closed = day(14)
    await payload.create({
      collection: 'special-days',
      data: { date: closed, label: 'Staff training', closed: true },
      overrideAccess: true,
    })
    // The next day is blocked all day; the one after is free.
    await payload.create({
      collection: 'session-restrictions',
      data: { date: day(15), timeSlot: '9:30 AM - 3:30 PM', reason: 'Deep clean' },
      overrideAccess: true,
    })
    const id = await partyInquiry({ partyDate: closed })
    const { draftedResponse, calendarIntegrated } = await draft(id)
    expect(calendarIntegrated).toBe(true)
    expect(draftedResponse.availability).toBe('unavailable')
    expect(draftedResponse.availableSlots).toEqual([])
    expect(draftedResponse.alternativeDates.map((alternative) => alternative.date)).toEqual([day(16), day(17), day(18)])
    // A whole-day block closes the day to parties too, evening slot included.
    expect(draftedResponse.alternativeDates).not.toContainEqual(expect.objectContaining({ date: day(15) }))
    expect(draftedResponse.body).toContain('we have no party slot left on')
    expect(draftedResponse.body).toContain('The nearest dates we can offer are')
  })

  it('wording comes from the CMS templates', async () => {
    await atBase()
    await payload.updateGlobal({
      slug: 'inquiry-replies',
      data: { partySubject: 'Party plans for {{childName}} ({{packageName}})' },
      overrideAccess: true,
    })
    try {
      const id = await partyInquiry({ partyDate: day(19), childName: 'Arlo' })
      expect((await draft(id)).draftedResponse.subject).toBe('Party plans for Arlo (Silver)')
    } finally {
      await payload.updateGlobal({
        slug: 'inquiry-replies',
        data: { partySubject: "{{childName}}'s party at {{venueName}}" },
        overrideAccess: true,
      })
    }
  })
})

describe('private hire', () => {
  it('is refused, with the bookings listed, when families have booked open play in its hours', async () => {
    const date = day(20)
    await atBase()
    const booking = await heldBooking(date, { slot: '12:00', name: 'Open Play Family' })
    const id = await partyInquiry({ partyDate: date, packageType: 'private-hire' })
    const refused = await confirm(id, { date, timeSlot: '12:00 PM - 2:00 PM', packageKey: 'private-hire' })
    expect(refused.status).toBe(409)
    const error = (refused.json as { error: { code: string; bookings: { reference: string; customerName: string }[] } }).error
    expect(error.code).toBe('has_bookings')
    expect(error.bookings).toEqual([expect.objectContaining({ reference: booking.reference, customerName: 'Open Play Family' })])
    expect((await payload.count({ collection: 'parties', where: { date: { equals: date } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('on a free day blocks open play for the sessions its hours overlap', async () => {
    const date = day(21)
    await atBase()
    const id = await partyInquiry({ partyDate: date, packageType: 'private-hire' })
    const confirmed = await confirm(id, { date, timeSlot: '2:00 PM - 4:00 PM', packageKey: 'private-hire' })
    expect(confirmed.status, confirmed.text).toBe(200)
    // 2 to 4 PM overlaps the 2:30 session only (the 12:00 one ends as it starts).
    expect((confirmed.json as { blockedSessions: string[] }).blockedSessions).toEqual(['2:30 PM - 4:30 PM'])
    const sessions = await rest('GET', `available-sessions?date=${date}`)
    const states = (sessions.json as { sessions: { label: string; state: string }[] }).sessions.map(({ label, state }) => [label, state])
    expect(states).toEqual([
      ['9:30 AM - 11:30 AM', 'available'],
      ['12:00 PM - 2:00 PM', 'available'],
      ['2:30 PM - 4:30 PM', 'blocked'],
    ])
    const restrictions = await payload.find({
      collection: 'session-restrictions',
      where: { date: { equals: date } },
      depth: 0,
      overrideAccess: true,
    })
    const partyId = (confirmed.json as { partyId: number }).partyId
    expect(restrictions.docs).toEqual([expect.objectContaining({ timeSlot: '2:30 PM - 4:30 PM', reason: 'Private hire', party: partyId })])

    // An admin cancelling the party gives the hours back.
    await payload.update({ collection: 'parties', id: partyId, data: { status: 'cancelled' }, overrideAccess: true })
    expect(
      (await payload.count({ collection: 'session-restrictions', where: { date: { equals: date } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})

describe('contact messages', () => {
  it('quote the message and, where it names a date, give that day’s open-play availability', async () => {
    await atBase()
    const date = day(22)
    await payload.create({
      collection: 'session-restrictions',
      data: { date, timeSlot: '12:00 PM - 2:00 PM', reason: 'School group' },
      overrideAccess: true,
    })
    const [year, month, dd] = date.split('-')
    const id = await contactMessage(`Hello, can we come on ${Number(dd)}/${Number(month)}/${year} with three children?\nThanks`)
    const { draftedResponse, calendarIntegrated } = await draft(id)
    expect(calendarIntegrated).toBe(true)
    expect(draftedResponse.date).toBe(date)
    expect(draftedResponse.availability).toBe('partial')
    expect(draftedResponse.availableSlots.map((slot) => slot.label)).toEqual(['9:30 AM - 11:30 AM', '2:30 PM - 4:30 PM'])
    expect(draftedResponse.body).toContain('> Hello, can we come on')
    expect(draftedResponse.body).toContain('> Thanks')
    expect(draftedResponse.body).toContain('we still have places at 9:30 AM - 11:30 AM and 2:30 PM - 4:30 PM')
  })

  it('without a date say nothing about availability', async () => {
    await atBase()
    const id = await contactMessage('Do you have gluten-free cakes in the cafe?')
    const answer = await draft(id)
    expect(answer.calendarIntegrated).toBe(false)
    expect(answer.draftedResponse.availability).toBeNull()
    expect(answer.draftedResponse.body).toContain('> Do you have gluten-free cakes in the cafe?')
    expect(answer.draftedResponse.body).not.toMatch(/places|session/i)
  })
})

describe('responding', () => {
  it('mark-responded twice is one change, recorded with who and when', async () => {
    await atBase()
    const id = await contactMessage('Is there parking?')
    const first = await rest('POST', `admin/inquiries/${id}/mark-responded`, { token: staffToken })
    const second = await rest('POST', `admin/inquiries/${id}/mark-responded`, { token: staffToken })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect((first.json as { changed: boolean }).changed).toBe(true)
    expect((second.json as { changed: boolean }).changed).toBe(false)
    expect((second.json as { respondedAt: string }).respondedAt).toBe((first.json as { respondedAt: string }).respondedAt)
    const inquiry = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true })
    expect(inquiry.responded).toBe(true)
    expect(inquiry.respondedBy).toBe(staff.id)
    expect(await auditCount('inquiry_responded', id)).toBe(1)
    expect((await rest('POST', 'admin/inquiries/999999/mark-responded', { token: staffToken })).status).toBe(404)
  })

  it('sending a reply e-mails it once per key, keeps it on the inquiry and marks it responded', async () => {
    await atBase()
    const id = await contactMessage('Can I bring a pushchair?')
    const inquiry = await payload.findByID({ collection: 'inquiries', id, overrideAccess: true })
    const key = newKey()
    const body = { subject: 'Re: pushchairs', body: 'Hello,\n\nYes, there is a pushchair park by the door.\n\nBest wishes' }
    const sent = await rest('POST', `admin/inquiries/${id}/send-response`, { token: staffToken, body, headers: { 'idempotency-key': key } })
    expect(sent.status, sent.text).toBe(200)
    const again = await rest('POST', `admin/inquiries/${id}/send-response`, {
      token: staffToken,
      body,
      headers: { 'idempotency-key': key },
    })
    expect(again.status).toBe(200)
    const outbox = await payload.find({ collection: 'email-outbox', where: { to: { equals: inquiry.email } }, overrideAccess: true })
    expect(outbox.docs).toHaveLength(1)
    expect(outbox.docs[0]!.subject).toBe('Re: pushchairs')
    expect(outbox.docs[0]!.text).toContain('Yes, there is a pushchair park by the door.')
    const after = await payload.findByID({ collection: 'inquiries', id, depth: 0, overrideAccess: true })
    expect(after.responded).toBe(true)
    expect(after.replies).toEqual([expect.objectContaining({ subject: 'Re: pushchairs', body: body.body, sentBy: staff.id })])
    expect(await auditCount('inquiry_reply', id)).toBe(1)
    expect(
      (
        await rest('POST', `admin/inquiries/${id}/send-response`, {
          token: staffToken,
          body: { subject: '', body: '' },
          headers: { 'idempotency-key': newKey() },
        })
      ).status,
    ).toBe(400)
  })

  it('lists unanswered first, then newest, with the 24-hour promise flagged', async () => {
    const now = await atBase()
    const old = await contactMessage('An old question', 'birthday')
    await payload.update({
      collection: 'inquiries',
      id: old,
      data: { createdAt: new Date(now.getTime() - 30 * 3_600_000).toISOString() } as never,
      overrideAccess: true,
    })
    const fresh = await contactMessage('A new question', 'birthday')
    const answered = await contactMessage('Answered', 'birthday')
    await rest('POST', `admin/inquiries/${answered}/mark-responded`, { token: staffToken })

    const list = await rest('GET', 'admin/birthday-inquiries', { token: staffToken })
    expect(list.status).toBe(200)
    const { inquiries, responseHours } = list.json as InquiriesAnswer
    expect(responseHours).toBe(24)
    const ours = inquiries.filter((inquiry) => [old, fresh, answered].includes(inquiry.id))
    expect(ours.map((inquiry) => inquiry.id)).toEqual([fresh, old, answered])
    const byId = new Map(ours.map((inquiry) => [inquiry.id, inquiry]))
    expect(byId.get(fresh)).toMatchObject({ isRecent: true, overdue: false, responded: false, daysSince: 0 })
    expect(byId.get(old)).toMatchObject({ isRecent: false, overdue: true, responded: false, daysSince: 1 })
    expect(byId.get(answered)).toMatchObject({ responded: true, overdue: false })
    expect(inquiries.some((inquiry) => inquiry.inquiryType === 'party_booking')).toBe(true)
    // The contact list has the birthday messages too, and no party inquiries.
    const contact = (await rest('GET', 'admin/inquiries', { token: staffToken })).json as InquiriesAnswer
    expect(contact.inquiries.some((inquiry) => inquiry.id === old)).toBe(true)
    expect(contact.inquiries.some((inquiry) => inquiry.inquiryType === 'party_booking')).toBe(false)
  })
})

describe('session restrictions', () => {
  it('records the signed-in user whatever createdBy the body sends, and the public date picker follows a block and an unblock', async () => {
    await atBase()
    const date = day(30)
    const month = date.slice(0, 7)
    const publicDay = async () =>
      (
        (await rest('GET', `calendar/availability?from=${date}&to=${date}`)).json as {
          days: { available: boolean; restricted: string[] }[]
        }
      ).days[0]!
    expect(await publicDay()).toMatchObject({ available: true, restricted: [] })

    const blocked = await rest('POST', 'admin/session-restrictions', {
      token: staffToken,
      body: { date, timeSlot: '9:30 AM - 3:30 PM', reason: 'Burst pipe', description: '', createdBy: otherStaffId },
    })
    expect(blocked.status, blocked.text).toBe(201)
    const id = (blocked.json as { restriction: { id: number } }).restriction.id
    const stored = await payload.findByID({ collection: 'session-restrictions', id, depth: 0, overrideAccess: true })
    expect(stored.createdBy).toBe(staff.id)
    expect(await publicDay()).toMatchObject({ available: false })
    expect(await auditCount('block_slot', id)).toBe(1)

    const list = (await rest('GET', 'admin/session-restrictions', { token: staffToken })).json as RestrictionsAnswer
    expect(list.restrictions).toContainEqual(
      expect.objectContaining({ id, date, timeSlot: '9:30 AM - 3:30 PM', reason: 'Burst pipe', createdBy: staff.email }),
    )
    const calendar = (await rest('GET', `admin/calendar?month=${month}`, { token: staffToken })).json as CalendarMonthAnswer
    expect(calendar.days.find((entry) => entry.date === date)!.restrictions.map((restriction) => restriction.id)).toEqual([id])

    expect(
      (
        await rest('POST', 'admin/session-restrictions', {
          token: staffToken,
          body: { date, timeSlot: '9:30 AM - 3:30 PM', reason: 'Again' },
        })
      ).status,
    ).toBe(409)
    expect((await rest('DELETE', `admin/session-restrictions/${id}`, { token: staffToken })).status).toBe(200)
    expect(await publicDay()).toMatchObject({ available: true, restricted: [] })
    expect(await auditCount('unblock_slot', id)).toBe(1)
    expect((await rest('DELETE', `admin/session-restrictions/${id}`, { token: staffToken })).status).toBe(404)
  })

  it('shows the bookings in a slot before blocking it, and blocks once staff confirm', async () => {
    const date = day(31)
    await atBase()
    const booking = await heldBooking(date, { slot: '09:30', name: 'Early Family' })
    const body = { date, timeSlot: '9:30 AM - 11:30 AM', reason: 'Party setup' }
    const first = await rest('POST', 'admin/session-restrictions', { token: staffToken, body })
    expect(first.status).toBe(409)
    const error = (first.json as { error: { code: string; message: string; bookings: { reference: string }[] } }).error
    expect(error.code).toBe('has_bookings')
    expect(error.message).toContain('1 booking (2 children)')
    expect(error.bookings.map((entry) => entry.reference)).toEqual([booking.reference])
    expect(
      (await payload.count({ collection: 'session-restrictions', where: { date: { equals: date } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await rest('POST', 'admin/session-restrictions', { token: staffToken, body: { ...body, confirmAffected: true } })).status).toBe(
      201,
    )

    const opened = (await rest('GET', `admin/calendar/day?date=${date}`, { token: staffToken })).json as CalendarDayAnswer
    expect(opened.sessions[0]).toMatchObject({
      label: '9:30 AM - 11:30 AM',
      isRestricted: true,
      bookings: [expect.objectContaining({ reference: booking.reference, customerName: 'Early Family' })],
    })
  })

  it('refuses a missing field with the seed’s message, and a time that is not one of the day’s sessions', async () => {
    await atBase()
    const missing = await rest('POST', 'admin/session-restrictions', {
      token: staffToken,
      body: { date: day(32), timeSlot: '9:30 AM - 11:30 AM', reason: '' },
    })
    expect(missing.status).toBe(400)
    expect(missing.text).toContain('Please fill in date, time slot, and reason')
    const odd = await rest('POST', 'admin/session-restrictions', {
      token: staffToken,
      body: { date: day(32), timeSlot: '10:00 AM - 11:00 AM', reason: 'Odd' },
    })
    expect(odd.status).toBe(400)
    expect(odd.text).toContain("Choose one of that day's sessions")
    expect(
      (await payload.count({ collection: 'session-restrictions', where: { date: { equals: day(32) } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
