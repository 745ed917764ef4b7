// The door, today: a special day whose two sessions run all day (so the tablets can check families
// in whenever the bench runs); staff take bookings at the desk, paid there, and move some to the
// other session; two tablets check booked families in and out and take walk-ins. Each tablet
// action carries an Idempotency-Key and is sent again with the same key, as the tablet does, when
// the answer was an error or never came.
import { randomUUID } from 'node:crypto'
import { asAdmin, request, run } from '../crash-safety/context.mjs'
import { prices } from '../crash-safety/families.mjs'
import { between, chance } from '../crash-safety/settings.mjs'
import { log, sleep } from './log.mjs'

export const door = {
  date: '',
  slots: [
    { start: '00:00', end: '23:58', capacity: 150 },
    { start: '00:05', end: '23:59', capacity: 150 },
  ],
  /** id -> { id, slot, status: paid | checked_in | checked_out | refused, madeAt, checkedInAt, moved, walkIn, busy } */
  bookings: new Map(),
  tablets: [],
  waiverVersion: 0,
  counts: {
    deskBookings: 0,
    deskFailed: 0,
    moves: 0,
    movesRefused: 0,
    moveRetries: 0,
    checkIns: 0,
    checkOuts: 0,
    walkIns: 0,
    tabletRetries: 0,
  },
  /** Answers a tablet should never get (a sign-out, a refusal of a ticket the bench knows to be good). */
  anomalies: [],
}
let on = false
/** @type {Promise<unknown>} */
let loops = Promise.resolve()
let deskIndex = 0

/** A 5xx, the balancer's "no instance answered", or nothing at all: worth trying again. */
export const failed = (answer) => !answer || answer.status >= 500
const oneOf = (list) => (list.length ? list[between(0, list.length - 1)] : null)

/** Makes `date` an event day of the bench's own sessions (slots with start, end, capacity). */
export async function createDay(date, label, slots) {
  const made = await request('POST', '/api/special-days', {
    body: { date, label, event: { title: label, slots, defaultSlotStart: slots[0].start } },
    headers: asAdmin(),
  })
  if (made.status !== 201) throw new Error(`could not make ${date} a special day: ${made.status} ${made.text.slice(0, 300)}`)
}

/** A desk booking (in_store or complimentary); on a price refusal the server's total is kept for the next try. */
export async function deskBooking({ date, slot, children, email, name, payment, reason = '' }) {
  const answer = await request('POST', '/api/admin/bookings', {
    body: {
      customerName: name,
      customerEmail: email,
      customerPhone: '07700 900123',
      selectedDate: date,
      selectedTime: slot,
      specialRequests: '',
      ticketQuantities: { 'child-1-12': children, adult: 1 },
      totalAmount: (prices.get(children) ?? 0) / 100,
      payment,
      ...(reason ? { reason } : {}),
    },
    headers: asAdmin(),
  }).catch(() => null)
  const corrected = answer?.status === 409 ? answer.json?.error?.currentTotalPence : undefined
  if (Number.isInteger(corrected)) prices.set(children, corrected)
  return answer
}

export async function setUpDoor(today) {
  door.date = today
  await createDay(today, 'Fault bench: the door today', door.slots)
  for (const number of [1, 2]) {
    const username = `bench-tablet-${number}-${run.runId}`
    const password = `tablet-${randomUUID()}`
    const made = await request('POST', '/api/kiosk-devices', { body: { username, password, name: `Tablet ${number}` }, headers: asAdmin() })
    if (made.status !== 201) throw new Error(`could not create kiosk device ${username}: ${made.status} ${made.text.slice(0, 200)}`)
    const login = await request('POST', '/api/kiosk-devices/login', { body: { username, password } })
    if (login.status !== 200 || !login.json?.token) throw new Error(`kiosk device ${username} could not sign in: ${login.status}`)
    door.tablets.push({ name: `tablet ${number}`, token: login.json.token, action: null })
  }
  const settings = await request('GET', '/api/check-in/kiosk-settings', { headers: { authorization: `JWT ${door.tablets[0].token}` } })
  door.waiverVersion = settings.json?.waiver?.version
  if (!Number.isInteger(door.waiverVersion)) throw new Error(`kiosk settings answered ${settings.status}: ${settings.text.slice(0, 200)}`)
}

async function takeDeskBooking() {
  const slot = door.slots[between(0, 1)].start
  const children = between(1, 2)
  deskIndex += 1
  const answer = await deskBooking({
    date: door.date,
    slot,
    children,
    name: `Door Family ${deskIndex}`,
    email: `door-${run.runId}-${deskIndex}@bench.example`,
    payment: 'in_store',
  })
  if (answer?.status === 201) {
    door.counts.deskBookings += 1
    door.bookings.set(answer.json.bookingId, { id: answer.json.bookingId, slot, status: 'paid', madeAt: Date.now(), moved: false })
  } else if (failed(answer)) door.counts.deskFailed += 1
}

async function moveOne() {
  const candidates = [...door.bookings.values()].filter(
    (booking) => booking.status === 'paid' && !booking.moved && !booking.walkIn && !booking.busy && Date.now() - booking.madeAt > 3000,
  )
  const booking = oneOf(candidates.filter((candidate) => candidate.moveTried)) ?? oneOf(candidates)
  if (!booking) return
  const target = door.slots.find((slot) => slot.start !== booking.slot).start
  booking.busy = true
  if (booking.moveTried) door.counts.moveRetries += 1
  booking.moveTried = true
  const answer = await request('POST', `/api/admin/bookings/${booking.id}/move`, {
    body: { selectedDate: door.date, selectedTime: target, reason: 'The family asked for the other session' },
    headers: asAdmin(),
  }).catch(() => null)
  booking.busy = false
  if (failed(answer)) return
  booking.moved = true
  if (answer.status === 200) {
    booking.slot = target
    door.counts.moves += 1
  } else door.counts.movesRefused += 1
}

function nextAction() {
  const now = Date.now()
  const key = `bench-${randomUUID()}`
  if (chance(1 / 6))
    return {
      kind: 'walk-in',
      key,
      attempts: 0,
      body: {
        customerName: `Walk-in Family ${randomUUID().slice(0, 6)}`,
        numberOfChildren: between(1, 2),
        numberOfAdults: 1,
        amountPaid: 0,
        numberPlate: null,
        cefParkingAgreed: true,
        termsAccepted: true,
        liabilityAccepted: true,
        waiverVersion: door.waiverVersion,
      },
    }
  const free = [...door.bookings.values()].filter((booking) => !booking.busy)
  const leaving = oneOf(free.filter((booking) => booking.status === 'checked_in' && now - booking.checkedInAt > 10_000))
  const booking =
    leaving && chance(0.5) ? leaving : oneOf(free.filter((candidate) => candidate.status === 'paid' && now - candidate.madeAt > 2000))
  if (!booking) return null
  booking.busy = true
  if (booking.status === 'checked_in') return { kind: 'check-out', booking, key, attempts: 0, body: { ticketId: booking.id } }
  return {
    kind: 'check-in',
    booking,
    key,
    attempts: 0,
    body: {
      ticketId: booking.id,
      numberPlate: 'AB12 CDE',
      cefParkingAgreed: true,
      termsAccepted: true,
      liabilityAccepted: true,
      waiverVersion: door.waiverVersion,
    },
  }
}

function settle(action, answer) {
  const { kind, booking } = action
  const code = answer.json?.error?.code
  if (kind === 'walk-in' && answer.status === 201) {
    door.counts.walkIns += 1
    const id = answer.json.ticket.id
    door.bookings.set(id, {
      id,
      slot: answer.json.ticket.slotStart ?? '',
      status: 'checked_in',
      madeAt: Date.now(),
      checkedInAt: Date.now(),
      walkIn: true,
    })
  } else if (kind === 'check-in' && (answer.status === 200 || code === 'already_checked_in')) {
    door.counts.checkIns += 1
    booking.status = 'checked_in'
    booking.checkedInAt = Date.now()
  } else if (kind === 'check-out' && (answer.status === 200 || code === 'ticket_used')) {
    door.counts.checkOuts += 1
    booking.status = 'checked_out'
  } else {
    door.anomalies.push({
      at: Date.now(),
      kind,
      bookingId: booking?.id ?? null,
      status: answer.status,
      code,
      message: answer.json?.error?.message,
    })
    if (booking) booking.status = 'refused'
  }
  if (booking) booking.busy = false
}

async function tabletStep(tablet) {
  tablet.action ??= nextAction()
  const action = tablet.action
  if (!action) return
  if (action.attempts > 0) door.counts.tabletRetries += 1
  action.attempts += 1
  const answer = await request('POST', `/api/check-in/${action.kind}`, {
    body: action.body,
    headers: { authorization: `JWT ${tablet.token}`, 'idempotency-key': action.key },
  }).catch(() => null)
  // A 401 would mean the tablet is signed out; the ADR says an outage must never look like that.
  if (answer?.status === 401)
    door.anomalies.push({
      at: Date.now(),
      kind: action.kind,
      bookingId: action.booking?.id ?? null,
      status: 401,
      code: answer.json?.error?.code,
    })
  if (failed(answer) || answer.status === 401) {
    if (action.attempts < 40) return
    log(`${tablet.name}: gave up on ${action.kind} ${action.booking?.id ?? ''} after ${action.attempts} tries`)
    if (action.booking) action.booking.busy = false
  } else settle(action, answer)
  tablet.action = null
}

export function startDoor() {
  on = true
  const every = async (gapMs, step) => {
    while (on) {
      await step()
      await sleep(gapMs())
    }
  }
  loops = Promise.all([
    every(() => 3500, takeDeskBooking),
    every(() => 7000, moveOne),
    ...door.tablets.map((tablet) =>
      every(
        () => between(1500, 2500),
        () => tabletStep(tablet),
      ),
    ),
  ])
}

/** No new actions; each tablet finishes the one it has (retrying for up to a minute). */
export async function stopDoor() {
  on = false
  await loops
  for (const tablet of door.tablets) {
    for (let tries = 0; tablet.action && tries < 30; tries++) {
      await tabletStep(tablet)
      if (tablet.action) await sleep(2000)
    }
  }
}
