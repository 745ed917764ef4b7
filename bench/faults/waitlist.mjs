// A waiting list offering: a session of its own on the day after the Saturday, filled by four
// complimentary party bookings; families keep joining its waiting list, staff cancel the parties
// one by one, and the worker's waiting-list job offers the freed places to the families in turn
// (a held booking and a "Pay to confirm" e-mail each).
import { asAdmin, request, run } from '../crash-safety/context.mjs'
import { between } from '../crash-safety/settings.mjs'
import { deskBooking, failed } from './door.mjs'
import { sleep } from './log.mjs'

export const waitlist = {
  date: '',
  slot: { start: '10:00', end: '12:00', capacity: 8 },
  parties: [],
  counts: { joined: 0, sessionHasPlaces: 0, joinFailed: 0, cancelled: 0, cancelFailed: 0 },
}
let on = false
/** @type {Promise<unknown>} */
let loops = Promise.resolve()
let joinIndex = 0
let pendingJoin = null

/** `date` is already a special day with the waiting list's one session. */
export async function setUpWaitingList(date) {
  waitlist.date = date
  for (let party = 1; party <= 4; party++) {
    let answer = null
    for (let tries = 0; tries < 3 && answer?.status !== 201; tries++)
      answer = await deskBooking({
        date,
        slot: waitlist.slot.start,
        children: 2,
        name: `Party ${party}`,
        email: `party-${run.runId}-${party}@bench.example`,
        payment: 'complimentary',
        reason: 'Fault bench: a party that fills the session',
      })
    if (answer?.status !== 201) throw new Error(`party booking answered ${answer?.status}: ${answer?.text.slice(0, 200)}`)
    waitlist.parties.push({ id: answer.json.bookingId, cancelled: false })
  }
}

async function join() {
  // A family whose join failed tries again (the list answers the same address with the same entry).
  if (!pendingJoin) {
    joinIndex += 1
    pendingJoin = {
      client: `10.36.${(joinIndex >> 8) & 255}.${joinIndex & 255}`,
      body: {
        selectedDate: waitlist.date,
        selectedTime: waitlist.slot.start,
        customerName: `Waiting Family ${joinIndex}`,
        customerEmail: `wait-${run.runId}-${joinIndex}@bench.example`,
        numberOfChildren: between(1, 2),
      },
    }
  }
  const answer = await request('POST', '/api/waiting-list', {
    body: pendingJoin.body,
    headers: { 'x-bench-client': pendingJoin.client },
  }).catch(() => null)
  if (failed(answer)) {
    waitlist.counts.joinFailed += 1
    return
  }
  if (answer.status === 201) waitlist.counts.joined += 1
  else if (answer.json?.error?.code === 'session_has_places') waitlist.counts.sessionHasPlaces += 1
  pendingJoin = null
}

async function cancelParty() {
  const party = waitlist.parties.find((candidate) => !candidate.cancelled)
  if (!party) return
  const answer = await request('POST', `/api/bookings/${party.id}/cancel`, {
    body: { refund: false, reason: 'The party was called off' },
    headers: asAdmin(),
  }).catch(() => null)
  if (failed(answer)) {
    waitlist.counts.cancelFailed += 1
    return
  }
  party.cancelled = true
  if (answer.status === 200) waitlist.counts.cancelled += 1
}

export function startWaitingList() {
  on = true
  const every = async (gapMs, step) => {
    while (on) {
      await sleep(gapMs)
      await step()
    }
  }
  loops = Promise.all([every(12_000, join), every(50_000, cancelParty)])
}

export async function stopWaitingList() {
  on = false
  await loops
}
