import type { Payload } from 'payload'
import { addBusinessDays, addBusinessMonths, businessDate } from '@/lib/time/businessDate'

/** A valid booking payload (the spec's shape; totalAmount in pounds) for the seeded prices. */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Jo Family',
    customerEmail: 'jo@test.example',
    customerPhone: '07700 900789',
    selectedDate: addBusinessDays(businessDate(), 3),
    specialRequests: '',
    agreeToTerms: true,
    ticketQuantities: { 'child-0-1': 0, 'child-1-12': 2, adult: 1 },
    totalAmount: 21,
    loyaltyOptIn: true,
    ...overrides,
  }
}

/**
 * A date inside the booking window that no other special day uses, made an event day with the
 * given slots, so tests never share a slot's places. Dates are taken from the end of the window
 * down, leaving the first week (bookingBody's default date) to normal days.
 */
export async function eventDay(
  payload: Payload,
  slots: { start: string; end: string; capacity: number }[],
  title = 'Test party',
): Promise<string> {
  return dayOfItsOwn(payload, { label: 'Test event', event: { title, slots, defaultSlotStart: slots[0]!.start } })
}

/**
 * A normal (flexible-arrival) day no other test uses: a special day with the venue's usual hours
 * and no event, so it keeps the Booking settings' sessions and capacity and marks the date taken.
 */
export async function normalDayOfItsOwn(payload: Payload): Promise<string> {
  return dayOfItsOwn(payload, { label: 'Test normal day', opensAt: '09:00', closesAt: '18:00' })
}

async function dayOfItsOwn(
  payload: Payload,
  data: { label: string; event?: object; opensAt?: string; closesAt?: string },
): Promise<string> {
  // From the day before the last the booking window takes (Booking settings > months ahead) down:
  // the last day itself stays an ordinary day for the tests that read the window's end.
  const today = businessDate()
  const settings = await payload.findGlobal({ slug: 'booking-settings', depth: 0, overrideAccess: true })
  const lastDay = addBusinessMonths(today, settings.bookingWindowMonths ?? 1)
  for (let date = addBusinessDays(lastDay, -1); date >= addBusinessDays(today, 8); date = addBusinessDays(date, -1)) {
    const taken = await payload.count({ collection: 'special-days', where: { date: { equals: date } } })
    if (taken.totalDocs > 0) continue
    await payload.create({ collection: 'special-days', data: { date, ...data } })
    return date
  }
  throw new Error('No free date left in the booking window for another test day')
}

let ordinaryTurn = 0
/**
 * An ordinary open day (no special day) in the first week after bookingBody's default date,
 * taken in turn, so files that book a lot never fill the default date's first slot for others.
 */
export async function ordinaryDay(payload: Payload): Promise<string> {
  for (let tries = 0; tries < 8; tries += 1) {
    const date = addBusinessDays(businessDate(), 4 + (ordinaryTurn++ % 4))
    const special = await payload.count({ collection: 'special-days', where: { date: { equals: date } }, overrideAccess: true })
    if (special.totalDocs === 0) return date
  }
  throw new Error('No ordinary day in the week after the default booking date')
}

const minutesAsTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
/** The shared test day's sessions: 72 of 14 minutes, one every quarter of an hour from 05:00. */
const SHARED_SESSION_STARTS = Array.from({ length: 72 }, (_, index) => minutesAsTime(5 * 60 + index * 15))
let sharedSessionDay: Promise<string> | null = null
let sharedSessionTurn = 0

/**
 * A session of its own, with `capacity` places, on one event day that test files share (the
 * integration files run in one module graph): the booking window holds few free dates, and a file
 * that needs sessions, not a whole day, should not take one.
 */
export async function sharedEventSession(payload: Payload, capacity: number): Promise<{ date: string; time: string }> {
  sharedSessionDay ??= eventDay(
    payload,
    SHARED_SESSION_STARTS.map((start) => ({
      start,
      end: minutesAsTime(Number(start.slice(0, 2)) * 60 + Number(start.slice(3)) + 19),
      capacity: 0,
    })),
    'Shared test sessions',
  )
  const date = await sharedSessionDay
  const time = SHARED_SESSION_STARTS[sharedSessionTurn++]
  if (!time) throw new Error('The shared test day has no session left: give it more')
  await setEventSessionCapacity(payload, { date, time }, capacity)
  return { date, time }
}

/** `count` sessions of their own on the shared test day, each with `capacity` places (a burst spread over slots). */
export async function sharedEventSessions(payload: Payload, count: number, capacity: number): Promise<{ date: string; times: string[] }> {
  const sessions: { date: string; time: string }[] = []
  for (let index = 0; index < count; index++) sessions.push(await sharedEventSession(payload, capacity))
  return { date: sessions[0]!.date, times: sessions.map((session) => session.time) }
}

/** Sets one event-day session's capacity (staff raising or lowering it in the CMS). */
export async function setEventSessionCapacity(payload: Payload, target: { date: string; time: string }, capacity: number): Promise<void> {
  const day = (await payload.find({ collection: 'special-days', where: { date: { equals: target.date } }, overrideAccess: true })).docs[0]!
  const slots = (day.event?.slots ?? []).map((slot) => (slot.start === target.time ? { ...slot, capacity } : slot))
  await payload.update({ collection: 'special-days', id: day.id, data: { event: { ...day.event, slots } }, overrideAccess: true })
}
