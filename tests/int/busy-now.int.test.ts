import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { busyNowCounts, forgetBusyNow, loadBusyNow, sharedBusyNow, type BusyNowAnswer, type BusyNowLive } from '@plugins/occupancy'
import { addBusinessDays } from '@/lib/time/businessDate'
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
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

// How busy it is now (issue 40, docs/adr/0032): the figures move with real check-ins and
// check-outs, and every visitor shares one read of them for 30 seconds.

let payload: Payload

const day = () => privateDay('2033-05-02')

async function figures(at: Date): Promise<BusyNowLive> {
  const answer = await loadBusyNow(await createLocalReq({}, payload), at)
  expect(answer.status, JSON.stringify(answer)).toBe('live')
  return answer as BusyNowLive
}

async function busyNow(): Promise<{ answer: BusyNowAnswer; text: string; cacheControl: string | null }> {
  const { status, json, text, headers } = await rest('GET', 'busy-now')
  expect(status, text).toBe(200)
  return { answer: json as BusyNowAnswer, text, cacheControl: headers.get('cache-control') }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('how busy it is now', () => {
  it('the busy figure counts the families inside now', async () => {
    const date = day()
    // Booked the evening before without a time, as the booking page does on a normal day: 2 children each.
    freezeAt(addBusinessDays(date, -1), '19:00')
    const first = await paidBooking(date, { slot: null, name: 'Busy Figure First' })
    const second = await paidBooking(date, { slot: null, name: 'Busy Figure Second' })
    await heldBooking(date, { slot: null, name: 'Busy Figure Holding' })

    freezeAt(date, '10:00')
    const device = await signedInDevice(payload, 'Busy door')
    const version = await currentWaiverVersion(device.token)
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)

    // Children inside from other files' days count as the Checked In tab counts them: compare with before.
    const before = await figures(freezeAt(date, '10:00'))
    // 3 sessions of 40, less 2 + 2 paid and 2 held: what the public can still book today.
    // (The level follows the children inside, which other files' check-ins raise: read it from the answer.)
    expect(before).toMatchObject({ date, placesFree: 114, capacity: 40, beforeOpening: false })
    expect(before.arrival).toEqual({ from: '09:30', until: '15:30', fromLabel: '9:30 AM', untilLabel: '3:30 PM' })
    expect(before.line).toBe(`${before.levelLabel}: ${before.childrenPlaying} children playing, 114 places free until 3:30 PM`)

    expect((await kioskCall(device.token, 'check-in', checkInBody(first.id, version))).status).toBe(200)
    const oneIn = await figures(freezeAt(date, '10:05'))
    expect(oneIn.childrenPlaying).toBe(before.childrenPlaying + 2)
    expect(oneIn.placesFree).toBe(114)
    // The family in at 10:00 plays until 12:00; the other 2 children are still to come (spread over 10:05 to 3:30).
    expect(oneIn.chart.points[0]).toMatchObject({ time: '10:30', label: '10:30 AM' })
    expect(oneIn.chart.points.at(-1)).toMatchObject({ time: '17:00', label: '5:00 PM' })

    freezeAt(date, '10:10')
    expect((await kioskCall(device.token, 'check-in', checkInBody(second.id, version))).status).toBe(200)
    expect((await figures(freezeAt(date, '10:15'))).childrenPlaying).toBe(before.childrenPlaying + 4)

    freezeAt(date, '11:00')
    const out = await rest('POST', 'check-in/checkout', { token: staffToken, body: { bookingId: first.id } })
    expect(out.status, out.text).toBe(200)
    const afterOut = await figures(freezeAt(date, '11:00'))
    expect(afterOut.childrenPlaying).toBe(before.childrenPlaying + 2)
    // Checked out still occupies its place in the session: nothing is sold twice.
    expect(afterOut.placesFree).toBe(114)

    // The public call answers the same figures, with no name, e-mail or reference in it.
    forgetBusyNow()
    const { answer, text } = await busyNow()
    expect(answer).toMatchObject({ status: 'live', childrenPlaying: afterOut.childrenPlaying, placesFree: 114 })
    for (const secret of ['Busy Figure', first.reference, second.reference, '@']) expect(text).not.toContain(secret)
  })

  it('shares one read for 30 seconds, and 200 requests at once are one load', async () => {
    const date = day()
    freezeAt(date, '12:00')
    forgetBusyNow()
    const loads = busyNowCounts().loads
    const answers = await Promise.all(Array.from({ length: 200 }, () => busyNow()))
    expect(busyNowCounts().loads).toBe(loads + 1)
    expect(new Set(answers.map(({ text }) => text)).size).toBe(1)
    expect(answers[0]!.cacheControl).toBe('public, max-age=30, s-maxage=30')
    // The booking page's server render takes the same shared read.
    expect(JSON.stringify(await sharedBusyNow(payload))).toBe(answers[0]!.text)
    expect(busyNowCounts().loads).toBe(loads + 1)

    // Within the 30 seconds: the same answer, no load, and browsers told only what is left of it.
    vi.setSystemTime(new Date(Date.now() + 20_000))
    const later = await busyNow()
    expect(later.text).toBe(answers[0]!.text)
    expect(later.cacheControl).toBe('public, max-age=10, s-maxage=10')
    expect(busyNowCounts().loads).toBe(loads + 1)

    // After them, one more load.
    vi.setSystemTime(new Date(Date.now() + 10_000))
    const fresh = await busyNow()
    expect(busyNowCounts().loads).toBe(loads + 2)
    expect((fresh.answer as BusyNowLive).asOf).not.toBe((answers[0]!.answer as BusyNowLive).asOf)
  })

  it('says why there is no figure: after the arrival window, on an event day, and when switched off', async () => {
    const date = day()
    const late = await loadBusyNow(await createLocalReq({}, payload), freezeAt(date, '15:31'))
    expect(late).toMatchObject({ status: 'none', reason: 'arrivals_over', message: 'Arrivals for open play are over for today.' })
    const lastMinute = await loadBusyNow(await createLocalReq({}, payload), freezeAt(date, '15:30'))
    expect(lastMinute.status).toBe('live')

    const eventDate = day()
    await payload.create({
      collection: 'special-days',
      data: { date: eventDate, event: { title: 'Busy test event', slots: [{ start: '10:00', end: '12:00', capacity: 30 }] } },
      overrideAccess: true,
    })
    expect(await loadBusyNow(await createLocalReq({}, payload), freezeAt(eventDate, '11:00'))).toMatchObject({ reason: 'event_day' })

    await payload.updateGlobal({ slug: 'busy-settings', data: { enabled: false }, overrideAccess: true })
    try {
      expect(await loadBusyNow(await createLocalReq({}, payload), freezeAt(date, '11:00'))).toMatchObject({ reason: 'off' })
    } finally {
      await payload.updateGlobal({ slug: 'busy-settings', data: { enabled: true }, overrideAccess: true })
    }
  })

  it('refuses thresholds and templates the manager could not mean', async () => {
    await expect(
      payload.updateGlobal({ slug: 'busy-settings', data: { quietBelowPercent: 90, busyFromPercent: 75 }, overrideAccess: true }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'busy-settings', data: { lineTemplate: '{level} {kids}' }, overrideAccess: true }),
    ).rejects.toThrow()
    const saved = await payload.findGlobal({ slug: 'busy-settings', overrideAccess: true })
    expect(saved).toMatchObject({
      quietBelowPercent: 40,
      busyFromPercent: 75,
      lineTemplate: '{level}: {children} playing, {places} free until {until}',
    })
  })
})
